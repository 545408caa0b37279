import type { SettingsKey } from '../settings';
import { defineEndpoints, type Endpoint } from './endpoint';

export const settingsEndpoints = defineEndpoints({
  getSettings: ['GET', '/settings'],
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
  terms_of_paid_advertising: settingsEndpoints.updateSettingsTermsOfPaidAdvertising,
  advertisements: settingsEndpoints.updateSettingsAdvertisements,
  announcements: settingsEndpoints.updateSettingsAnnouncements,
  appointments: settingsEndpoints.updateSettingsAppointments,
  multimedia_type: settingsEndpoints.updateSettingsMultimediaType,
  general: settingsEndpoints.updateSettingsGeneral,
  search: settingsEndpoints.updateSettingsSearch,
  settings_state: settingsEndpoints.updateSettingsSettingsState,
} as const satisfies { [K in SettingsKey]: Endpoint };
