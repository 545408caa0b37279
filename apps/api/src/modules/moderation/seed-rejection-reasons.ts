import type { Db } from '../../db/client';
import { rejectionReasons } from '../../db/schema/index';

/** The preset reasons a moderator picks when rejecting a listing, by stable key. */
export const REJECTION_REASONS = [
  {
    key: 'incomplete',
    textAr: 'الإعلان ناقص: يرجى إكمال الوصف والمعلومات الأساسية.',
    textFr: "L'annonce est incomplète : complétez la description et les informations essentielles.",
    textEn: 'The listing is incomplete: please complete the description and the key details.',
  },
  {
    key: 'wrong_category',
    textAr: 'الإعلان منشور في فئة غير مناسبة.',
    textFr: "L'annonce n'est pas dans la bonne catégorie.",
    textEn: 'The listing is in the wrong category.',
  },
  {
    key: 'prohibited_item',
    textAr: 'هذا المنتج أو الخدمة غير مسموح به على البوابة.',
    textFr: "Cet article ou ce service n'est pas autorisé sur le portail.",
    textEn: 'This item or service is not allowed on the portal.',
  },
  {
    key: 'misleading_price',
    textAr: 'السعر غير واقعي أو مضلل.',
    textFr: 'Le prix est irréaliste ou trompeur.',
    textEn: 'The price is unrealistic or misleading.',
  },
  {
    key: 'poor_photos',
    textAr: 'الصور غير واضحة أو لا تطابق الإعلان.',
    textFr: "Les photos sont floues ou ne correspondent pas à l'annonce.",
    textEn: 'The photos are unclear or do not match the listing.',
  },
  {
    key: 'contact_in_text',
    textAr: 'يحتوي النص على أرقام هاتف أو روابط: استعمل خانات الاتصال المخصصة.',
    textFr: 'Le texte contient des numéros ou des liens : utilisez les champs de contact prévus.',
    textEn: 'The text contains phone numbers or links: use the contact fields instead.',
  },
  {
    key: 'duplicate',
    textAr: 'هذا الإعلان مكرر لإعلان آخر لك.',
    textFr: 'Cette annonce est un doublon de l’une de vos annonces.',
    textEn: 'This listing duplicates another of your listings.',
  },
] as const;

/**
 * Reference data, seeded on every start: a preset missing by key is added; an existing one is
 * left alone, so an admin's edits (texts, order, deactivation) survive restarts.
 */
export async function seedRejectionReasons(db: Db): Promise<void> {
  await db
    .insert(rejectionReasons)
    .values(REJECTION_REASONS.map((reason, index) => ({ ...reason, sort: (index + 1) * 10 })))
    .onConflictDoNothing({ target: rejectionReasons.key });
}
