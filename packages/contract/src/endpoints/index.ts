import { authEndpoints } from './auth';
import { catalogEndpoints } from './catalog';
import { catalogAdminEndpoints } from './catalog-admin';
import { dashboardEndpoints } from './dashboard';
import { engagementEndpoints } from './engagement';
import { listingsEndpoints } from './listings';
import { moderationEndpoints } from './moderation';
import { paymentsEndpoints } from './payments';
import { profileEndpoints } from './profile';
import { settingsEndpoints } from './settings';
import { systemEndpoints } from './system';
import { trustEndpoints } from './trust';

/**
 * Every area's endpoints, for the API and the tests. The web imports an area's file instead,
 * so a page loads only the descriptors it calls.
 */
export const AREA_ENDPOINTS = [
  systemEndpoints,
  settingsEndpoints,
  catalogEndpoints,
  catalogAdminEndpoints,
  authEndpoints,
  profileEndpoints,
  engagementEndpoints,
  listingsEndpoints,
  moderationEndpoints,
  paymentsEndpoints,
  trustEndpoints,
  dashboardEndpoints,
] as const;

export const endpoints = {
  ...systemEndpoints,
  ...settingsEndpoints,
  ...catalogEndpoints,
  ...catalogAdminEndpoints,
  ...authEndpoints,
  ...profileEndpoints,
  ...engagementEndpoints,
  ...listingsEndpoints,
  ...moderationEndpoints,
  ...paymentsEndpoints,
  ...trustEndpoints,
  ...dashboardEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
