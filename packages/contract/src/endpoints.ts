export type { Endpoint } from './endpoints/endpoint';
import { authEndpoints } from './endpoints/auth';
import { contentEndpoints } from './endpoints/content';
import { contentAdminEndpoints } from './endpoints/content-admin';
import { catalogEndpoints } from './endpoints/catalog';
import { catalogAdminEndpoints } from './endpoints/catalog-admin';
import { dashboardEndpoints } from './endpoints/dashboard';
import { engagementEndpoints } from './endpoints/engagement';
import { listingsEndpoints } from './endpoints/listings';
import { moderationEndpoints } from './endpoints/moderation';
import { paymentsEndpoints } from './endpoints/payments';
import { profileEndpoints } from './endpoints/profile';
import { settingsEndpoints } from './endpoints/settings';
import { settingsAdminEndpoints } from './endpoints/settings-admin';
import { systemEndpoints } from './endpoints/system';
import { trustEndpoints } from './endpoints/trust';
import { newsletterEndpoints } from './endpoints/newsletter';
import { homeEndpoints } from './endpoints/home';
import { searchEndpoints } from './endpoints/search';
import { contactEndpoints } from './endpoints/contact';
import { messagesEndpoints } from './endpoints/messages';
import { joinRequestsEndpoints } from './endpoints/join-requests';
import { surveyEndpoints } from './endpoints/survey';
import { appointmentsEndpoints } from './endpoints/appointments';
import { advertisementsEndpoints } from './endpoints/advertisements';
import { notificationsEndpoints } from './endpoints/notifications';

/**
 * Every area's endpoints, for the API and the tests. The web imports an area's file instead,
 * so a page loads only the descriptors it calls.
 */
export const AREA_ENDPOINTS = [
  systemEndpoints,
  settingsEndpoints,
  settingsAdminEndpoints,
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
  contentEndpoints,
  contentAdminEndpoints,
  newsletterEndpoints,
  homeEndpoints,
  searchEndpoints,
  contactEndpoints,
  messagesEndpoints,
  joinRequestsEndpoints,
  surveyEndpoints,
  appointmentsEndpoints,
  advertisementsEndpoints,
  notificationsEndpoints,
] as const;

export const endpoints = {
  ...systemEndpoints,
  ...settingsEndpoints,
  ...settingsAdminEndpoints,
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
  ...contentEndpoints,
  ...contentAdminEndpoints,
  ...newsletterEndpoints,
  ...homeEndpoints,
  ...searchEndpoints,
  ...contactEndpoints,
  ...messagesEndpoints,
  ...joinRequestsEndpoints,
  ...surveyEndpoints,
  ...appointmentsEndpoints,
  ...advertisementsEndpoints,
  ...notificationsEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
