import type { JoinDomain, JoinRequestStatus } from '@portal/contract/join-requests-values';

/** The words of each domain and state (catalog join-requests.json). */
export const DOMAIN_LABELS: Record<JoinDomain, string> = {
  visa_processing: 'join-requests.domain.visa_processing',
  courses: 'join-requests.domain.courses',
  real_estate: 'join-requests.domain.real_estate',
  digital_marketing: 'join-requests.domain.digital_marketing',
  event_organization: 'join-requests.domain.event_organization',
  sales: 'join-requests.domain.sales',
  it_technology: 'join-requests.domain.it_technology',
  administration: 'join-requests.domain.administration',
  other: 'join-requests.domain.other',
};

export const STATUS_LABELS: Record<JoinRequestStatus, string> = {
  received: 'join-requests.status.received',
  under_review: 'join-requests.status.under_review',
  invited: 'join-requests.status.invited',
  declined: 'join-requests.status.declined',
};

/** The badge of each state: waiting in slate, being read in amber, the outcomes in green and red. */
export const STATUS_CLASSES: Record<JoinRequestStatus, string> = {
  received: 'bg-slate-100 text-slate-800',
  under_review: 'bg-amber-100 text-amber-900',
  invited: 'bg-green-100 text-green-900',
  declined: 'bg-red-100 text-red-900',
};

/** The portal's time zone when the settings have not arrived yet (their default). */
export const DEFAULT_PORTAL_ZONE = 'Africa/Algiers';
