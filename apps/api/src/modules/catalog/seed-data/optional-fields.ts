import type { Platform } from '@portal/contract/catalog';
import type { OptionalField } from '@portal/contract/listings';

/**
 * The optional details the seeded categories ask for (docs/decisions/019), by slug: what a
 * buyer of that kind of thing asks about. A category not named here (and every sub-category,
 * unless named) inherits; admins change the lists in the back office. For example a phone is
 * not rented and has no headquarters, but its guarantee and whether it is original matter.
 */
export const OPTIONAL_FIELD_SEEDS: Record<Platform, Record<string, OptionalField[]>> = {
  announcements: {
    'construction-renovation': ['contact_time', 'professional_address'],
    'transport-moving': ['contact_time', 'rentability'],
    'education-tutoring': ['contact_time', 'professional_address'],
    'health-care': ['contact_time', 'professional_address'],
    'medical-equipment-rental': ['contact_time', 'rentability'],
    'events-celebrations': ['contact_time', 'rentability', 'professional_address'],
    'repairs-maintenance': ['contact_time', 'professional_address'],
    'beauty-wellness': ['contact_time', 'professional_address'],
    'it-digital': ['contact_time', 'professional_address'],
    cleaning: ['contact_time'],
    'legal-administrative': ['contact_time', 'professional_address'],
    'agricultural-services': ['contact_time', 'rentability'],
    'tailoring-crafts': ['contact_time', 'professional_address'],
  },
  sales: {
    vehicles: [
      'contact_time',
      'rentability',
      'payment_method',
      'payment_type',
      'selling_style',
      'sales_quality',
      'sales_source',
      'has_delivery',
      'documentation',
    ],
    'real-estate': ['rentability', 'payment_method', 'payment_type', 'documentation', 'contact_time'],
    'phones-tablets': ['sales_quality', 'sales_source', 'sales_guarantee', 'has_delivery', 'payment_method'],
    'electronics-appliances': [
      'sales_quality',
      'sales_source',
      'sales_guarantee',
      'after_sales_service',
      'has_delivery',
      'payment_method',
    ],
    'home-furniture': ['sales_source', 'sellability', 'has_delivery', 'payment_method'],
    'fashion-beauty': ['sales_quality', 'sales_source', 'selling_style', 'sellability', 'has_delivery'],
    agriculture: ['quantity_abundance', 'selling_style', 'sales_source', 'has_delivery', 'payment_method'],
    'hobbies-sports': ['sales_quality', 'rentability', 'has_delivery'],
    'kids-baby': ['sales_quality', 'selling_style', 'has_delivery'],
    'professional-equipment': [
      'rentability',
      'selling_style',
      'payment_method',
      'payment_type',
      'sales_guarantee',
      'after_sales_service',
      'has_delivery',
      'headquarters',
      'scientific_legal_qualification',
    ],
  },
};
