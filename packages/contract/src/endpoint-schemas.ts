import { z } from 'zod';
import {
  alertUnsubscribeBodySchema,
  alertUnsubscribeResponseSchema,
  createSavedSearchBodySchema,
  priceHistorySchema,
  savedSearchListSchema,
  savedSearchParamsSchema,
  savedSearchSchema,
  updateSavedSearchBodySchema,
} from './alerts';
import {
  adminAppointmentResponseSchema,
  adminAppointmentsQuerySchema,
  adminAppointmentsResponseSchema,
  appointmentBodySchema,
  appointmentParamsSchema,
  appointmentResponseSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  myAppointmentsQuerySchema,
  myAppointmentsResponseSchema,
  rescheduleAppointmentBodySchema,
  staffCancelAppointmentBodySchema,
} from './appointments';
import {
  avatarFileParamsSchema,
  confirmPasswordBodySchema,
  confirmPasswordResponseSchema,
  deleteAccountBodySchema,
  forgotPasswordBodySchema,
  forgotPasswordCodeBodySchema,
  loginBodySchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetTokenResponseSchema,
  sessionParamsSchema,
  sessionsResponseSchema,
  updateEmailBodySchema,
  updatePasswordBodySchema,
  updateProfileBodySchema,
  verifyEmailCodeBodySchema,
  verifyEmailLinkBodySchema,
} from './auth';
import {
  categoryParamsSchema,
  categoryResponseSchema,
  categoryTreeParamsSchema,
  categoryTreeQuerySchema,
  categoryTreeResponseSchema,
  currenciesResponseSchema,
  regionParamsSchema,
  regionResponseSchema,
  regionSummariesResponseSchema,
  regionsQuerySchema,
  regionsResponseSchema,
} from './catalog';
import {
  adminCategoryParamsSchema,
  adminCategoryResponseSchema,
  adminCategoryTreeResponseSchema,
  adminCityParamsSchema,
  adminCityResponseSchema,
  adminCurrenciesResponseSchema,
  adminCurrencyParamsSchema,
  adminCurrencyResponseSchema,
  adminPlatformParamsSchema,
  adminRegionParamsSchema,
  adminRegionResponseSchema,
  adminRegionsResponseSchema,
  categoryCreateBodySchema,
  categoryOrderBodySchema,
  categoryUpdateBodySchema,
  cityCreateBodySchema,
  cityOrderBodySchema,
  cityUpdateBodySchema,
  currencyCreateBodySchema,
  currencyUpdateBodySchema,
  regionUpdateBodySchema,
} from './catalog-admin';
import {
  adminContentItemResponseSchema,
  adminContentListQuerySchema,
  adminContentListResponseSchema,
  contentFileParamsSchema,
  contentFileResponseSchema,
  contentIdParamsSchema,
  contentItemBodySchema,
  contentItemResponseSchema,
  contentKindParamsSchema,
  contentListQuerySchema,
  contentListResponseSchema,
  contentOrderBodySchema,
  contentPreviewBodySchema,
  contentPreviewResponseSchema,
  contentRefParamsSchema,
} from './content';
import { dashboardQuerySchema, dashboardResponseSchema } from './dashboard';
import {
  favoriteIdsResponseSchema,
  favoritesQuerySchema,
  favoritesResponseSchema,
  favoriteStateSchema,
  likeStateSchema,
  phoneResponseSchema,
  reportBodySchema,
  reportResponseSchema,
  viewerStateSchema,
} from './engagement';
import type { Endpoints, EndpointName } from './endpoints';
import type { PathParamNames } from './endpoints/endpoint';
import {
  featuredQuerySchema,
  featuredResponseSchema,
  listingBodySchema,
  listingIdParamsSchema,
  listingPhotoParamsSchema,
  listingResponseSchema,
  listingSearchQuerySchema,
  listingSearchResponseSchema,
  listingSlugParamsSchema,
  mineQuerySchema,
  mineResponseSchema,
  relatedListingsResponseSchema,
  revisionResponseSchema,
  uploadedPhotoResponseSchema,
} from './listings';
import {
  adminListingParamsSchema,
  adminListingResponseSchema,
  auditLogQuerySchema,
  auditLogResponseSchema,
  bulkReviewBodySchema,
  bulkReviewResponseSchema,
  claimResponseSchema,
  rejectBodySchema,
  rejectionReasonsResponseSchema,
  reviewDecisionResponseSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
} from './moderation';
import {
  paymentEntriesQuerySchema,
  paymentEntriesResponseSchema,
  paymentLedgerResponseSchema,
  paymentsParamsSchema,
  recordPaymentBodySchema,
  recordPaymentResponseSchema,
  waitingPaymentsQuerySchema,
  waitingPaymentsResponseSchema,
} from './payments';
import {
  newsletterIssueBodySchema,
  newsletterIssueListResponseSchema,
  newsletterIssueParamsSchema,
  newsletterIssueResponseSchema,
  newsletterStatsResponseSchema,
  newsletterSubscribeBodySchema,
  newsletterTokenBodySchema,
} from './newsletter';
import {
  contactBodySchema,
  contactReplyBodySchema,
  contactStateBodySchema,
  contactThreadListQuerySchema,
  contactThreadListResponseSchema,
  contactThreadParamsSchema,
  contactThreadResponseSchema,
} from './contact';
import { publicSettingsSchema, settingsSchema } from './settings';
import {
  adminRejectionReasonResponseSchema,
  adminRejectionReasonsResponseSchema,
  rejectionReasonCreateBodySchema,
  rejectionReasonOrderBodySchema,
  rejectionReasonParamsSchema,
  rejectionReasonUpdateBodySchema,
  SETTINGS_SECTION_SCHEMAS,
} from './settings-admin';
import { healthResponseSchema, initResponseSchema, readyResponseSchema } from './system';
import {
  adminUserActionResponseSchema,
  adminUserDetailSchema,
  adminUserParamsSchema,
  adminUsersQuerySchema,
  adminUsersResponseSchema,
  bannedWordBodySchema,
  bannedWordParamsSchema,
  bannedWordSchema,
  bannedWordsQuerySchema,
  bannedWordsResponseSchema,
  reportActionResponseSchema,
  reportListingParamsSchema,
  reportsQueueQuerySchema,
  conversationReportActionResponseSchema,
  warnPersonBodySchema,
  suspendPersonBodySchema,
  reportsQueueResponseSchema,
  suspendBodySchema,
  unpublishBodySchema,
  userRoleBodySchema,
  warnBodySchema,
} from './trust';
import {
  adAvailabilityQuerySchema,
  adAvailabilitySchema,
  adCalendarQuerySchema,
  adCalendarSchema,
  adDocumentParamsSchema,
  adMediaParamsSchema,
  adImpressionBodySchema,
  adminAdStatsQuerySchema,
  adminAdvertisementResponseSchema,
  adminAdvertisementsQuerySchema,
  adminAdvertisementsResponseSchema,
  adOfferSchema,
  adQuoteQuerySchema,
  adQuoteSchema,
  adStatsSchema,
  advertisementCreatedSchema,
  advertisementParamsSchema,
  advertisementResponseSchema,
  myAdvertisementsResponseSchema,
  publicAdvertisementResponseSchema,
  rejectAdvertisementBodySchema,
  servedAdsQuerySchema,
  servedAdsResponseSchema,
} from './advertisements';
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationParamsSchema,
  notificationPreferencesBodySchema,
  notificationPreferencesResponseSchema,
  pushKeyResponseSchema,
  pushSubscriptionBodySchema,
  pushUnsubscribeBodySchema,
  unreadCountResponseSchema,
} from './notifications';
import { homeResponseSchema } from './home';
import {
  conversationListQuerySchema,
  conversationListResponseSchema,
  conversationParamsSchema,
  conversationPhotoParamsSchema,
  conversationReportBodySchema,
  conversationResponseSchema,
  listingConversationParamsSchema,
  messageBodySchema,
  sentMessageResponseSchema,
  staffConversationResponseSchema,
  startConversationResponseSchema,
  unreadConversationsResponseSchema,
} from './messages';
import { siteSearchQuerySchema, siteSearchResponseSchema } from './search';
import {
  adminJoinRequestResponseSchema,
  adminJoinRequestsQuerySchema,
  adminJoinRequestsResponseSchema,
  joinRequestCreatedSchema,
  joinRequestDecisionBodySchema,
  joinRequestFileParamsSchema,
  joinRequestParamsSchema,
  myJoinRequestsResponseSchema,
} from './join-requests';
import {
  adminSurveyQuestionResponseSchema,
  adminSurveyQuestionsResponseSchema,
  surveyAnswerBodySchema,
  surveyFormResponseSchema,
  surveyPeriodQuerySchema,
  surveyQuestionCreateBodySchema,
  surveyQuestionDeleteResponseSchema,
  surveyQuestionOrderBodySchema,
  surveyQuestionParamsSchema,
  surveyQuestionUpdateBodySchema,
  surveyResultsResponseSchema,
  surveyTextAnswersQuerySchema,
  surveyTextAnswersResponseSchema,
} from './survey';
import {
  adminBusinessParamsSchema,
  adminBusinessResponseSchema,
  adminBusinessesQuerySchema,
  adminBusinessesResponseSchema,
  businessBodySchema,
  businessDecisionBodySchema,
  ownBusinessResponseSchema,
  savedBusinessResponseSchema,
  sellerParamsSchema,
  sellerPhoneResponseSchema,
  sellerResponseSchema,
} from './sellers';

/**
 * The schemas of every endpoint (docs/decisions/022-endpoints-in-the-contract.md), by the name
 * its descriptor in endpoints/ carries: the API validates and documents with them, the web
 * takes its call types from them and checks answers against them in development and tests.
 * `response` holds the answers that are not errors; a route names its errors itself.
 */
export interface EndpointSchemas {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response?: Readonly<Partial<Record<200 | 201 | 204 | 301 | 304, z.ZodType>>>;
}

const noContent = z.null().describe('Done');
const notModified = z.null().describe('Not modified: the If-None-Match tag is still current');
const moved = z.null().describe('Moved: the listing’s current address is in Location');
const ok = <T extends z.ZodType>(schema: T) => ({ 200: schema }) as const;
const created = <T extends z.ZodType>(schema: T) => ({ 201: schema }) as const;
const cached = <T extends z.ZodType>(schema: T) => ({ 200: schema, 304: notModified }) as const;
const done = { 204: noContent } as const;
const settingsSection = <K extends keyof typeof SETTINGS_SECTION_SCHEMAS>(key: K) =>
  ({ body: SETTINGS_SECTION_SCHEMAS[key], response: ok(settingsSchema) }) as const;

export const endpointSchemas = {
  // system
  health: { response: ok(healthResponseSchema) },
  init: { response: ok(initResponseSchema) },
  ready: { response: ok(readyResponseSchema) },

  // settings
  getSettings: { response: cached(publicSettingsSchema) },
  getAdminSettings: { response: ok(settingsSchema) },
  updateSettingsTermsOfPaidAdvertising: settingsSection('terms_of_paid_advertising'),
  updateSettingsAdvertisements: settingsSection('advertisements'),
  updateSettingsAnnouncements: settingsSection('announcements'),
  updateSettingsAppointments: settingsSection('appointments'),
  updateSettingsMultimediaType: settingsSection('multimedia_type'),
  updateSettingsGeneral: settingsSection('general'),
  updateSettingsSearch: settingsSection('search'),
  updateSettingsSettingsState: settingsSection('settings_state'),

  // catalog
  listCategories: {
    params: categoryTreeParamsSchema,
    query: categoryTreeQuerySchema,
    response: cached(categoryTreeResponseSchema),
  },
  getCategory: { params: categoryParamsSchema, response: cached(categoryResponseSchema) },
  listRegions: {
    query: regionsQuerySchema,
    response: cached(z.union([regionsResponseSchema, regionSummariesResponseSchema])),
  },
  getRegion: { params: regionParamsSchema, response: cached(regionResponseSchema) },
  listCurrencies: { response: cached(currenciesResponseSchema) },

  // catalog management
  listAdminCategories: { params: adminPlatformParamsSchema, response: ok(adminCategoryTreeResponseSchema) },
  createCategory: {
    params: adminPlatformParamsSchema,
    body: categoryCreateBodySchema,
    response: created(adminCategoryResponseSchema),
  },
  reorderCategories: { params: adminPlatformParamsSchema, body: categoryOrderBodySchema, response: done },
  updateCategory: {
    params: adminCategoryParamsSchema,
    body: categoryUpdateBodySchema,
    response: ok(adminCategoryResponseSchema),
  },
  deleteCategory: { params: adminCategoryParamsSchema, response: done },
  listAdminRegions: { response: ok(adminRegionsResponseSchema) },
  updateRegion: {
    params: adminRegionParamsSchema,
    body: regionUpdateBodySchema,
    response: ok(adminRegionResponseSchema),
  },
  createCity: {
    params: adminRegionParamsSchema,
    body: cityCreateBodySchema,
    response: created(adminCityResponseSchema),
  },
  reorderCities: { params: adminRegionParamsSchema, body: cityOrderBodySchema, response: done },
  updateCity: {
    params: adminCityParamsSchema,
    body: cityUpdateBodySchema,
    response: ok(adminCityResponseSchema),
  },
  deleteCity: { params: adminCityParamsSchema, response: done },
  listAdminCurrencies: { response: ok(adminCurrenciesResponseSchema) },
  createCurrency: { body: currencyCreateBodySchema, response: created(adminCurrencyResponseSchema) },
  updateCurrency: {
    params: adminCurrencyParamsSchema,
    body: currencyUpdateBodySchema,
    response: ok(adminCurrencyResponseSchema),
  },
  setDefaultCurrency: { params: adminCurrencyParamsSchema, response: ok(adminCurrencyResponseSchema) },
  deleteCurrency: { params: adminCurrencyParamsSchema, response: done },

  // auth
  register: { body: registerBodySchema, response: created(loginResponseSchema) },
  login: { body: loginBodySchema, response: ok(loginResponseSchema) },
  logout: { response: ok(messageResponseSchema) },
  me: { response: ok(meResponseSchema) },
  confirmPassword: { body: confirmPasswordBodySchema, response: ok(confirmPasswordResponseSchema) },
  verifyEmail: { body: verifyEmailCodeBodySchema, response: ok(messageResponseSchema) },
  verifyEmailLink: { body: verifyEmailLinkBodySchema, response: ok(messageResponseSchema) },
  resendVerification: { response: ok(messageResponseSchema) },
  forgotPassword: { body: forgotPasswordBodySchema, response: ok(messageResponseSchema) },
  forgotPasswordCode: { body: forgotPasswordCodeBodySchema, response: ok(resetTokenResponseSchema) },
  resetPassword: { body: resetPasswordBodySchema, response: ok(messageResponseSchema) },
  listSessions: { response: ok(sessionsResponseSchema) },
  revokeSession: { params: sessionParamsSchema, response: { 204: z.null() } },
  revokeOtherSessions: { response: { 204: z.null() } },

  // profile
  updateProfile: { body: updateProfileBodySchema, response: ok(meResponseSchema) },
  updatePassword: { body: updatePasswordBodySchema, response: ok(messageResponseSchema) },
  updateEmail: { body: updateEmailBodySchema, response: ok(messageResponseSchema) },
  confirmEmailChange: { body: verifyEmailCodeBodySchema, response: ok(meResponseSchema) },
  // Multipart: the file is read by the route, not validated as a body.
  uploadAvatar: { response: ok(meResponseSchema) },
  removeAvatar: { response: ok(meResponseSchema) },
  deleteAccount: { body: deleteAccountBodySchema, response: ok(messageResponseSchema) },
  // A JSON file to download, written as is.
  exportAccount: {},
  avatarImage: { params: avatarFileParamsSchema },

  // alerts
  listSavedSearches: { response: ok(savedSearchListSchema) },
  createSavedSearch: { body: createSavedSearchBodySchema, response: created(savedSearchSchema) },
  updateSavedSearch: {
    params: savedSearchParamsSchema,
    body: updateSavedSearchBodySchema,
    response: ok(savedSearchSchema),
  },
  deleteSavedSearch: { params: savedSearchParamsSchema, response: done },
  openSavedSearch: { params: savedSearchParamsSchema, response: ok(savedSearchSchema) },
  unsubscribeAlerts: { body: alertUnsubscribeBodySchema, response: ok(alertUnsubscribeResponseSchema) },
  priceHistory: { params: listingIdParamsSchema, response: ok(priceHistorySchema) },

  // engagement
  addFavorite: { params: listingIdParamsSchema, response: ok(favoriteStateSchema) },
  removeFavorite: { params: listingIdParamsSchema, response: ok(favoriteStateSchema) },
  listFavorites: { query: favoritesQuerySchema, response: ok(favoritesResponseSchema) },
  favoriteIds: { response: ok(favoriteIdsResponseSchema) },
  addLike: { params: listingIdParamsSchema, response: ok(likeStateSchema) },
  removeLike: { params: listingIdParamsSchema, response: ok(likeStateSchema) },
  viewerState: { params: listingIdParamsSchema, response: ok(viewerStateSchema) },
  reportListing: {
    params: listingIdParamsSchema,
    body: reportBodySchema,
    response: created(reportResponseSchema),
  },
  revealPhone: { params: listingIdParamsSchema, response: ok(phoneResponseSchema) },

  // listings
  uploadListingPhoto: { response: created(uploadedPhotoResponseSchema) },
  listingPhoto: { params: listingPhotoParamsSchema },
  createListing: { body: listingBodySchema, response: created(listingResponseSchema) },
  updateListing: {
    params: listingIdParamsSchema,
    body: listingBodySchema,
    response: ok(listingResponseSchema),
  },
  deleteListing: { params: listingIdParamsSchema, response: { 204: z.null() } },
  getRevision: { params: listingIdParamsSchema, response: ok(revisionResponseSchema) },
  discardRevision: { params: listingIdParamsSchema, response: { 204: z.null() } },
  renewListing: { params: listingIdParamsSchema, response: ok(listingResponseSchema) },
  myListings: { query: mineQuerySchema, response: ok(mineResponseSchema) },
  searchListings: { query: listingSearchQuerySchema, response: ok(listingSearchResponseSchema) },
  featuredListings: { query: featuredQuerySchema, response: ok(featuredResponseSchema) },
  similarListings: { params: listingIdParamsSchema, response: ok(relatedListingsResponseSchema) },
  ownerListings: { params: listingIdParamsSchema, response: ok(relatedListingsResponseSchema) },
  getListing: { params: listingSlugParamsSchema, response: { 200: listingResponseSchema, 301: moved } },

  // moderation
  reviewQueue: { query: reviewQueueQuerySchema, response: ok(reviewQueueResponseSchema) },
  reviewListing: { params: adminListingParamsSchema, response: ok(adminListingResponseSchema) },
  claimListing: { params: adminListingParamsSchema, response: ok(claimResponseSchema) },
  approveListing: { params: adminListingParamsSchema, response: ok(reviewDecisionResponseSchema) },
  rejectListing: {
    params: adminListingParamsSchema,
    body: rejectBodySchema,
    response: ok(reviewDecisionResponseSchema),
  },
  bulkReview: { body: bulkReviewBodySchema, response: ok(bulkReviewResponseSchema) },
  rejectionReasons: { response: ok(rejectionReasonsResponseSchema) },
  auditLog: { query: auditLogQuerySchema, response: ok(auditLogResponseSchema) },
  allRejectionReasons: { response: ok(adminRejectionReasonsResponseSchema) },
  createRejectionReason: {
    body: rejectionReasonCreateBodySchema,
    response: created(adminRejectionReasonResponseSchema),
  },
  reorderRejectionReasons: { body: rejectionReasonOrderBodySchema, response: done },
  updateRejectionReason: {
    params: rejectionReasonParamsSchema,
    body: rejectionReasonUpdateBodySchema,
    response: ok(adminRejectionReasonResponseSchema),
  },
  deleteRejectionReason: { params: rejectionReasonParamsSchema, response: done },

  // payments
  waitingPayments: { query: waitingPaymentsQuerySchema, response: ok(waitingPaymentsResponseSchema) },
  paymentLedger: { params: paymentsParamsSchema, response: ok(paymentLedgerResponseSchema) },
  recordPayment: {
    params: paymentsParamsSchema,
    body: recordPaymentBodySchema,
    response: created(recordPaymentResponseSchema),
  },
  paymentEntries: { query: paymentEntriesQuerySchema, response: ok(paymentEntriesResponseSchema) },

  // trust
  reportsQueue: { query: reportsQueueQuerySchema, response: ok(reportsQueueResponseSchema) },
  dismissReport: { params: reportListingParamsSchema, response: ok(reportActionResponseSchema) },
  unpublishReported: {
    params: reportListingParamsSchema,
    body: unpublishBodySchema,
    response: ok(reportActionResponseSchema),
  },
  warnReported: {
    params: reportListingParamsSchema,
    body: warnBodySchema,
    response: ok(reportActionResponseSchema),
  },
  suspendReported: {
    params: reportListingParamsSchema,
    body: suspendBodySchema,
    response: ok(reportActionResponseSchema),
  },
  dismissConversationReport: {
    params: reportListingParamsSchema,
    response: ok(conversationReportActionResponseSchema),
  },
  warnConversationPerson: {
    params: reportListingParamsSchema,
    body: warnPersonBodySchema,
    response: ok(conversationReportActionResponseSchema),
  },
  suspendConversationPerson: {
    params: reportListingParamsSchema,
    body: suspendPersonBodySchema,
    response: ok(conversationReportActionResponseSchema),
  },
  bannedWords: { query: bannedWordsQuerySchema, response: ok(bannedWordsResponseSchema) },
  addBannedWord: { body: bannedWordBodySchema, response: created(bannedWordSchema) },
  removeBannedWord: { params: bannedWordParamsSchema, response: { 204: z.null() } },
  adminUsers: { query: adminUsersQuerySchema, response: ok(adminUsersResponseSchema) },
  adminUser: { params: adminUserParamsSchema, response: ok(adminUserDetailSchema) },
  suspendUser: {
    params: adminUserParamsSchema,
    body: suspendBodySchema,
    response: ok(adminUserActionResponseSchema),
  },
  unsuspendUser: { params: adminUserParamsSchema, response: ok(adminUserActionResponseSchema) },
  setUserRole: {
    params: adminUserParamsSchema,
    body: userRoleBodySchema,
    response: ok(adminUserActionResponseSchema),
  },
  resendUserVerification: { params: adminUserParamsSchema, response: ok(messageResponseSchema) },

  // dashboard
  dashboard: { query: dashboardQuerySchema, response: ok(dashboardResponseSchema) },
  // content
  listContent: {
    params: contentKindParamsSchema,
    query: contentListQuerySchema,
    response: ok(contentListResponseSchema),
  },
  getContent: { params: contentRefParamsSchema, response: ok(contentItemResponseSchema) },
  // A stored file, written as is (images, audio and video with ranges).
  contentFile: { params: contentFileParamsSchema },
  downloadContent: { params: contentIdParamsSchema },
  listAdminContent: {
    params: contentKindParamsSchema,
    query: adminContentListQuerySchema,
    response: ok(adminContentListResponseSchema),
  },
  createContent: {
    params: contentKindParamsSchema,
    body: contentItemBodySchema,
    response: created(adminContentItemResponseSchema),
  },
  reorderContent: { params: contentKindParamsSchema, body: contentOrderBodySchema, response: done },
  getAdminContent: { params: contentIdParamsSchema, response: ok(adminContentItemResponseSchema) },
  updateContent: {
    params: contentIdParamsSchema,
    body: contentItemBodySchema,
    response: ok(adminContentItemResponseSchema),
  },
  deleteContent: { params: contentIdParamsSchema, response: done },
  // Multipart: the file is read by the route, not validated as a body.
  uploadContentFile: { response: created(contentFileResponseSchema) },
  previewContent: { body: contentPreviewBodySchema, response: ok(contentPreviewResponseSchema) },

  // newsletter
  subscribeNewsletter: { body: newsletterSubscribeBodySchema, response: ok(messageResponseSchema) },
  confirmNewsletter: { body: newsletterTokenBodySchema, response: ok(messageResponseSchema) },
  unsubscribeNewsletter: { body: newsletterTokenBodySchema, response: ok(messageResponseSchema) },
  newsletterStats: { response: ok(newsletterStatsResponseSchema) },
  listNewsletterIssues: { response: ok(newsletterIssueListResponseSchema) },
  createNewsletterIssue: {
    body: newsletterIssueBodySchema,
    response: created(newsletterIssueResponseSchema),
  },
  sendNewsletterIssue: { params: newsletterIssueParamsSchema, response: ok(newsletterIssueResponseSchema) },
  // home
  getHome: { response: cached(homeResponseSchema) },
  // search
  siteSearch: { query: siteSearchQuerySchema, response: cached(siteSearchResponseSchema) },
  // messages
  startConversation: {
    params: listingConversationParamsSchema,
    body: messageBodySchema,
    response: created(startConversationResponseSchema),
  },
  listConversations: { query: conversationListQuerySchema, response: ok(conversationListResponseSchema) },
  unreadConversations: { response: ok(unreadConversationsResponseSchema) },
  getConversation: { params: conversationParamsSchema, response: ok(conversationResponseSchema) },
  sendConversationMessage: {
    params: conversationParamsSchema,
    body: messageBodySchema,
    response: created(sentMessageResponseSchema),
  },
  sendConversationPhoto: { params: conversationParamsSchema, response: created(sentMessageResponseSchema) },
  conversationPhoto: { params: conversationPhotoParamsSchema },
  markConversationRead: { params: conversationParamsSchema, response: done },
  blockConversation: { params: conversationParamsSchema, response: done },
  unblockConversation: { params: conversationParamsSchema, response: done },
  reportConversation: {
    params: conversationParamsSchema,
    body: conversationReportBodySchema,
    response: created(messageResponseSchema),
  },
  readReportedConversation: {
    params: conversationParamsSchema,
    response: ok(staffConversationResponseSchema),
  },
  // contact
  sendContactMessage: { body: contactBodySchema, response: created(messageResponseSchema) },
  listContactThreads: { query: contactThreadListQuerySchema, response: ok(contactThreadListResponseSchema) },
  getContactThread: { params: contactThreadParamsSchema, response: ok(contactThreadResponseSchema) },
  replyContactThread: {
    params: contactThreadParamsSchema,
    body: contactReplyBodySchema,
    response: ok(contactThreadResponseSchema),
  },
  setContactThreadState: {
    params: contactThreadParamsSchema,
    body: contactStateBodySchema,
    response: ok(contactThreadResponseSchema),
  },
  // join requests
  // Multipart: the fields and files are read by the route (joinRequestFieldsSchema), not as a body.
  createJoinRequest: { response: created(joinRequestCreatedSchema) },
  myJoinRequests: { response: ok(myJoinRequestsResponseSchema) },
  // A private file, written as an attachment to its owner and staff only.
  joinRequestFile: { params: joinRequestFileParamsSchema },
  adminJoinRequests: { query: adminJoinRequestsQuerySchema, response: ok(adminJoinRequestsResponseSchema) },
  adminJoinRequest: { params: joinRequestParamsSchema, response: ok(adminJoinRequestResponseSchema) },
  decideJoinRequest: {
    params: joinRequestParamsSchema,
    body: joinRequestDecisionBodySchema,
    response: ok(adminJoinRequestResponseSchema),
  },
  // survey
  getSurvey: { response: ok(surveyFormResponseSchema) },
  answerSurvey: { body: surveyAnswerBodySchema, response: created(messageResponseSchema) },
  surveyResults: { query: surveyPeriodQuerySchema, response: ok(surveyResultsResponseSchema) },
  surveyTextAnswers: {
    params: surveyQuestionParamsSchema,
    query: surveyTextAnswersQuerySchema,
    response: ok(surveyTextAnswersResponseSchema),
  },
  // A CSV file (UTF-8 with a byte-order mark), written as is.
  exportSurveyResponses: { query: surveyPeriodQuerySchema },
  listSurveyQuestions: { response: ok(adminSurveyQuestionsResponseSchema) },
  createSurveyQuestion: {
    body: surveyQuestionCreateBodySchema,
    response: created(adminSurveyQuestionResponseSchema),
  },
  reorderSurveyQuestions: {
    body: surveyQuestionOrderBodySchema,
    response: ok(adminSurveyQuestionsResponseSchema),
  },
  updateSurveyQuestion: {
    params: surveyQuestionParamsSchema,
    body: surveyQuestionUpdateBodySchema,
    response: ok(adminSurveyQuestionResponseSchema),
  },
  deleteSurveyQuestion: {
    params: surveyQuestionParamsSchema,
    response: ok(surveyQuestionDeleteResponseSchema),
  },
  // appointments
  appointmentAvailability: { query: availabilityQuerySchema, response: ok(availabilityResponseSchema) },
  createAppointment: { body: appointmentBodySchema, response: created(appointmentResponseSchema) },
  myAppointments: { query: myAppointmentsQuerySchema, response: ok(myAppointmentsResponseSchema) },
  cancelMyAppointment: { params: appointmentParamsSchema, response: ok(appointmentResponseSchema) },
  adminAppointments: { query: adminAppointmentsQuerySchema, response: ok(adminAppointmentsResponseSchema) },
  confirmAppointment: { params: appointmentParamsSchema, response: ok(adminAppointmentResponseSchema) },
  rescheduleAppointment: {
    params: appointmentParamsSchema,
    body: rescheduleAppointmentBodySchema,
    response: ok(adminAppointmentResponseSchema),
  },
  cancelAppointmentByStaff: {
    params: appointmentParamsSchema,
    body: staffCancelAppointmentBodySchema,
    response: ok(adminAppointmentResponseSchema),
  },
  completeAppointment: { params: appointmentParamsSchema, response: ok(adminAppointmentResponseSchema) },
  // advertisements
  adOffer: { response: ok(adOfferSchema) },
  adQuote: { query: adQuoteQuerySchema, response: ok(adQuoteSchema) },
  adAvailability: { query: adAvailabilityQuerySchema, response: ok(adAvailabilitySchema) },
  // Multipart: the fields and files are read by the route (adOrderFieldsSchema), not as a body.
  createAdvertisement: { response: created(advertisementCreatedSchema) },
  myAdvertisements: { response: ok(myAdvertisementsResponseSchema) },
  myAdvertisement: { params: advertisementParamsSchema, response: ok(advertisementResponseSchema) },
  cancelAdvertisement: { params: advertisementParamsSchema, response: ok(advertisementResponseSchema) },
  // Multipart: one file (`proof`), image or PDF.
  uploadAdPaymentProof: { params: advertisementParamsSchema, response: created(advertisementResponseSchema) },
  myAdStats: { params: advertisementParamsSchema, response: ok(adStatsSchema) },
  // A private file, written as an attachment to its owner and staff only.
  adDocument: { params: adDocumentParamsSchema },
  // The bytes of a public image or video, cached for good (its name is random and never reused).
  adMedia: { params: adMediaParamsSchema },
  servedAdvertisements: { query: servedAdsQuerySchema, response: ok(servedAdsResponseSchema) },
  publicAdvertisement: { params: advertisementParamsSchema, response: ok(publicAdvertisementResponseSchema) },
  recordAdImpression: { params: advertisementParamsSchema, body: adImpressionBodySchema, response: done },
  // A 302 to the advertisement's link (http or https only), after counting the click.
  adClick: { params: advertisementParamsSchema },
  adminAdvertisements: {
    query: adminAdvertisementsQuerySchema,
    response: ok(adminAdvertisementsResponseSchema),
  },
  adminAdvertisement: { params: advertisementParamsSchema, response: ok(adminAdvertisementResponseSchema) },
  claimAdvertisement: { params: advertisementParamsSchema, response: ok(adminAdvertisementResponseSchema) },
  approveAdvertisement: { params: advertisementParamsSchema, response: ok(adminAdvertisementResponseSchema) },
  rejectAdvertisement: {
    params: advertisementParamsSchema,
    body: rejectAdvertisementBodySchema,
    response: ok(adminAdvertisementResponseSchema),
  },
  recordAdPayment: {
    params: advertisementParamsSchema,
    body: recordPaymentBodySchema,
    response: ok(adminAdvertisementResponseSchema),
  },
  adminAdCalendar: { query: adCalendarQuerySchema, response: ok(adCalendarSchema) },
  // JSON, or a CSV file (UTF-8 with a byte-order mark) with format=csv.
  adminAdStats: { query: adminAdStatsQuerySchema },
  adminAdDayStats: { params: advertisementParamsSchema, response: ok(adStatsSchema) },

  // notifications
  listNotifications: { query: notificationListQuerySchema, response: ok(notificationListResponseSchema) },
  unreadNotifications: { response: ok(unreadCountResponseSchema) },
  readNotification: { params: notificationParamsSchema, response: ok(unreadCountResponseSchema) },
  readAllNotifications: { response: ok(unreadCountResponseSchema) },
  notificationPreferences: { response: ok(notificationPreferencesResponseSchema) },
  setNotificationPreferences: {
    body: notificationPreferencesBodySchema,
    response: ok(notificationPreferencesResponseSchema),
  },
  pushKey: { response: ok(pushKeyResponseSchema) },
  subscribePush: { body: pushSubscriptionBodySchema, response: done },
  unsubscribePush: { body: pushUnsubscribeBodySchema, response: done },
  liveEvents: {},
  // sellers
  getSeller: { params: sellerParamsSchema, response: ok(sellerResponseSchema) },
  revealSellerPhone: { params: sellerParamsSchema, response: ok(sellerPhoneResponseSchema) },
  myBusiness: { response: ok(ownBusinessResponseSchema) },
  saveBusiness: { body: businessBodySchema, response: ok(savedBusinessResponseSchema) },
  removeBusiness: { response: done },
  // Multipart: one image (`logo`), JPEG, PNG or WebP, re-encoded.
  uploadBusinessLogo: { response: ok(savedBusinessResponseSchema) },
  adminBusinesses: { query: adminBusinessesQuerySchema, response: ok(adminBusinessesResponseSchema) },
  decideBusiness: {
    params: adminBusinessParamsSchema,
    body: businessDecisionBodySchema,
    response: ok(adminBusinessResponseSchema),
  },
} as const satisfies { readonly [N in EndpointName]: EndpointSchemas };

export type EndpointSchemaTable = typeof endpointSchemas;

type Field<N extends EndpointName, F extends keyof EndpointSchemas> = EndpointSchemaTable[N] extends {
  readonly [K in F]: infer S;
}
  ? S
  : undefined;

/** The params, query and body a call sends, as the API reads them (zod input). */
export type EndpointParams<N extends EndpointName> =
  Field<N, 'params'> extends z.ZodType ? z.input<Field<N, 'params'>> : undefined;
export type EndpointQuery<N extends EndpointName> =
  Field<N, 'query'> extends z.ZodType ? z.input<Field<N, 'query'>> : undefined;
export type EndpointBody<N extends EndpointName> =
  Field<N, 'body'> extends z.ZodType ? z.input<Field<N, 'body'>> : undefined;

/** What a successful call answers: the 200 or 201 body; undefined for 204; unknown without a schema. */
export type EndpointResponse<N extends EndpointName> =
  Field<N, 'response'> extends { readonly 200: infer S extends z.ZodType }
    ? z.output<S>
    : Field<N, 'response'> extends { readonly 201: infer S extends z.ZodType }
      ? z.output<S>
      : Field<N, 'response'> extends { readonly 204: z.ZodType }
        ? undefined
        : unknown;

/**
 * Compile-time check that the table and the descriptors agree on path parameters: each `:name`
 * of a path is a field of its params schema, and a path without one has no params schema.
 */
type ParamsAgree = {
  [N in EndpointName]: [PathParamNames<Endpoints[N]['path']>] extends [never]
    ? Field<N, 'params'> extends undefined
      ? true
      : N
    : Field<N, 'params'> extends z.ZodType
      ? PathParamNames<Endpoints[N]['path']> extends keyof z.output<Field<N, 'params'>>
        ? true
        : N
      : N;
}[EndpointName];
type MustHold<T extends true> = T;
export type EndpointParamsAgree = MustHold<ParamsAgree>;
