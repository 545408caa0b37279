import type { SettingsKey } from '../settings';
import { defineEndpoints, type Endpoint } from './endpoint';

/** The settings screen's endpoints, apart from the public one so public pages do not load them. */
export const settingsAdminEndpoints = defineEndpoints({
  getAdminSettings: ['GET', '/admin/settings'],
  // One PUT per top-level field, each with its own body schema.
  updateSettingsTermsOfPaidAdvertising: ['PUT', '/admin/settings/terms_of_paid_advertising'],
  updateSettingsAdvertisements: ['PUT', '/admin/settings/advertisements'],
  updateSettingsAnnouncements: ['PUT', '/admin/settings/announcements'],
  updateSettingsAppointments: ['PUT', '/admin/settings/appointments'],
  updateSettingsMultimediaType: ['PUT', '/admin/settings/multimedia_type'],
  updateSettingsGeneral: ['PUT', '/admin/settings/general'],
  updateSettingsSearch: ['PUT', '/admin/settings/search'],
  updateSettingsSettingsState: ['PUT', '/admin/settings/settings_state'],
});

/** The PUT of each settings section. */
export const settingsSectionEndpoints = {
  terms_of_paid_advertising: settingsAdminEndpoints.updateSettingsTermsOfPaidAdvertising,
  advertisements: settingsAdminEndpoints.updateSettingsAdvertisements,
  announcements: settingsAdminEndpoints.updateSettingsAnnouncements,
  appointments: settingsAdminEndpoints.updateSettingsAppointments,
  multimedia_type: settingsAdminEndpoints.updateSettingsMultimediaType,
  general: settingsAdminEndpoints.updateSettingsGeneral,
  search: settingsAdminEndpoints.updateSettingsSearch,
  settings_state: settingsAdminEndpoints.updateSettingsSettingsState,
} as const satisfies { [K in SettingsKey]: Endpoint };
