import type { SettingsKey } from '@portal/contract/settings';

/** Catalog keys of the settings screen's enumerations (admin-settings.json). */

export const SECTION_LABELS: Record<SettingsKey, { title: string; hint: string }> = {
  general: { title: 'admin-settings.general.title', hint: 'admin-settings.general.hint' },
  announcements: { title: 'admin-settings.announcements.title', hint: 'admin-settings.announcements.hint' },
  terms_of_paid_advertising: { title: 'admin-settings.terms.title', hint: 'admin-settings.terms.hint' },
  settings_state: { title: 'admin-settings.state.title', hint: 'admin-settings.state.hint' },
  advertisements: {
    title: 'admin-settings.advertisements.title',
    hint: 'admin-settings.advertisements.hint',
  },
  appointments: { title: 'admin-settings.appointments.title', hint: 'admin-settings.appointments.hint' },
  multimedia_type: { title: 'admin-settings.multimedia.title', hint: 'admin-settings.multimedia.hint' },
  search: { title: 'admin-settings.search.title', hint: 'admin-settings.search.hint' },
};

export const PLACEMENT_LABELS = {
  page_top_bar: 'admin-settings.placement.page_top_bar',
  popup: 'admin-settings.placement.popup',
  top_of_page: 'admin-settings.placement.top_of_page',
  home_page: 'admin-settings.placement.home_page',
  main_branch: 'admin-settings.placement.main_branch',
  category: 'admin-settings.placement.category',
  listing_slot: 'admin-settings.placement.listing_slot',
} as const;

export const PRICE_UNIT_LABELS = {
  seconds: 'admin-settings.price_unit.seconds',
  day: 'admin-settings.price_unit.day',
  three_days: 'admin-settings.price_unit.three_days',
  week: 'admin-settings.price_unit.week',
  month: 'admin-settings.price_unit.month',
  half_yearly: 'admin-settings.price_unit.half_yearly',
  yearly: 'admin-settings.price_unit.yearly',
} as const;

export const MULTIMEDIA_LABELS = {
  photo: 'admin-settings.multimedia.photo',
  video: 'admin-settings.multimedia.video',
  audio: 'admin-settings.multimedia.audio',
} as const;

export const STATE_LABELS = {
  registration_open: 'admin-settings.state.registration_open',
  announcements_open: 'admin-settings.state.announcements_open',
  sales_open: 'admin-settings.state.sales_open',
  advertisements_open: 'admin-settings.state.advertisements_open',
  appointments_open: 'admin-settings.state.appointments_open',
  join_requests_open: 'admin-settings.state.join_requests_open',
  survey_open: 'admin-settings.state.survey_open',
} as const;

/** Names of the settings and presets actions in the audit log (merged into AUDIT_ACTION_LABELS). */
export const SETTINGS_AUDIT_LABELS: Record<string, string> = {
  'settings.update': 'admin-settings.audit.settings_update',
  'rejection_reason.create': 'admin-settings.audit.reason_create',
  'rejection_reason.update': 'admin-settings.audit.reason_update',
  'rejection_reason.activate': 'admin-settings.audit.reason_activate',
  'rejection_reason.deactivate': 'admin-settings.audit.reason_deactivate',
  'rejection_reason.reorder': 'admin-settings.audit.reason_reorder',
  'rejection_reason.delete': 'admin-settings.audit.reason_delete',
};
