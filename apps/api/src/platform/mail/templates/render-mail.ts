import {
  isLocale,
  PERSISTED_FALLBACK_LOCALE,
  type Locale,
  type LocalizedText,
} from '@portal/contract/locale';
import { accountDeleted, type AccountDeletedData } from './account-deleted';
import { advertisementCancelled, advertisementCreated, type AdvertisementMailData } from './advertisement';
import {
  adActive,
  adExpired,
  adPaymentReceived,
  adRejected,
  adScheduled,
  adWaitingPayment,
  type AdPaymentReceivedData,
  type AdPeriodData,
  type AdRejectedData,
  type AdWaitingPaymentData,
} from './advertisement-lifecycle';
import {
  appointmentCancelled,
  appointmentConfirmed,
  appointmentReminder,
  appointmentRequested,
  appointmentRescheduled,
  type AppointmentCancelledData,
  type AppointmentMailData,
  type AppointmentRescheduledData,
} from './appointment';
import { contactCopy, type ContactCopyData } from './contact-copy';
import { contactReply, type ContactReplyData } from './contact-reply';
import type { CopyContext, MailTemplate } from './copy';
import { emailChangeVerify, type EmailChangeVerifyData } from './email-change-verify';
import { emailChanged, type EmailChangedData } from './email-changed';
import { renderHtml, renderText } from './layout';
import {
  joinRequestDecided,
  joinRequestReceived,
  type JoinRequestDecidedData,
  type JoinRequestReceivedData,
} from './join-request';
import { listingApproved, type ListingApprovedData } from './listing-approved';
import { listingEditApproved, type ListingEditApprovedData } from './listing-edit-approved';
import { listingEditRejected, type ListingEditRejectedData } from './listing-edit-rejected';
import { listingExpired, type ListingExpiredData } from './listing-expired';
import { listingPaid, type ListingPaidData } from './listing-paid';
import { listingPaymentDue, type ListingPaymentDueData } from './listing-payment-due';
import { listingRejected, type ListingRejectedData } from './listing-rejected';
import { messageUnread, type MessageUnreadData } from './message-unread';
import { notificationMail, type NotificationMailData } from './notification';
import { newsletterConfirm, type NewsletterConfirmData } from './newsletter-confirm';
import { newsletterIssue, type NewsletterIssueData } from './newsletter-issue';
import { passwordChanged, type PasswordChangedData } from './password-changed';
import { resetPassword, type ResetPasswordData } from './reset-password';
import { userWarning, type UserWarningData } from './user-warning';
import { verifyEmail, type VerifyEmailData } from './verify-email';

/** Each template's name and the data it needs. A new template is one entry here and in TEMPLATES. */
export interface MailTemplateData {
  verify_email: VerifyEmailData;
  reset_password: ResetPasswordData;
  password_changed: PasswordChangedData;
  email_change_verify: EmailChangeVerifyData;
  email_changed: EmailChangedData;
  account_deleted: AccountDeletedData;
  listing_approved: ListingApprovedData;
  listing_rejected: ListingRejectedData;
  listing_expired: ListingExpiredData;
  listing_edit_approved: ListingEditApprovedData;
  listing_edit_rejected: ListingEditRejectedData;
  listing_payment_due: ListingPaymentDueData;
  listing_paid: ListingPaidData;
  user_warning: UserWarningData;
  newsletter_confirm: NewsletterConfirmData;
  newsletter_issue: NewsletterIssueData;
  contact_copy: ContactCopyData;
  contact_reply: ContactReplyData;
  join_request_received: JoinRequestReceivedData;
  join_request_decided: JoinRequestDecidedData;
  appointment_requested: AppointmentMailData;
  appointment_confirmed: AppointmentMailData;
  appointment_rescheduled: AppointmentRescheduledData;
  appointment_cancelled: AppointmentCancelledData;
  appointment_reminder: AppointmentMailData;
  advertisement_waiting_payment: AdWaitingPaymentData;
  advertisement_rejected: AdRejectedData;
  advertisement_payment_received: AdPaymentReceivedData;
  advertisement_scheduled: AdPeriodData;
  advertisement_active: AdPeriodData;
  advertisement_expired: AdPeriodData;
  advertisement_created: AdvertisementMailData;
  advertisement_cancelled: AdvertisementMailData;
  message_unread: MessageUnreadData;
  notification: NotificationMailData;
}

export type TemplateName = keyof MailTemplateData;

const TEMPLATES: { readonly [K in TemplateName]: MailTemplate<MailTemplateData[K]> } = {
  verify_email: verifyEmail,
  reset_password: resetPassword,
  password_changed: passwordChanged,
  email_change_verify: emailChangeVerify,
  email_changed: emailChanged,
  account_deleted: accountDeleted,
  listing_approved: listingApproved,
  listing_rejected: listingRejected,
  listing_expired: listingExpired,
  listing_edit_approved: listingEditApproved,
  listing_edit_rejected: listingEditRejected,
  listing_payment_due: listingPaymentDue,
  listing_paid: listingPaid,
  user_warning: userWarning,
  newsletter_confirm: newsletterConfirm,
  newsletter_issue: newsletterIssue,
  contact_copy: contactCopy,
  contact_reply: contactReply,
  join_request_received: joinRequestReceived,
  join_request_decided: joinRequestDecided,
  appointment_requested: appointmentRequested,
  appointment_confirmed: appointmentConfirmed,
  appointment_rescheduled: appointmentRescheduled,
  appointment_cancelled: appointmentCancelled,
  appointment_reminder: appointmentReminder,
  advertisement_waiting_payment: adWaitingPayment,
  advertisement_rejected: adRejected,
  advertisement_payment_received: adPaymentReceived,
  advertisement_scheduled: adScheduled,
  advertisement_active: adActive,
  advertisement_expired: adExpired,
  advertisement_created: advertisementCreated,
  advertisement_cancelled: advertisementCancelled,
  message_unread: messageUnread,
  notification: notificationMail,
};

export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

/**
 * The site name when the caller passes none. It mirrors the settings' default site_name
 * (modules/settings/defaults.ts); platform/ does not read modules, so a module that knows
 * the configured name passes it in.
 */
export const DEFAULT_SITE_NAME: LocalizedText = {
  ar: 'بوابة الإعلانات',
  fr: 'Portail des annonces',
  en: 'Classifieds Portal',
};

/** A template, its language and its data; the union ties each template to its own data type. */
export type MailMessage = {
  [K in TemplateName]: { template: K; locale: Locale; data: MailTemplateData[K] };
}[TemplateName];

export interface RenderOptions {
  /** config.publicUrl: every link in a mail is absolute and points at this site. */
  publicUrl: string;
  siteName?: LocalizedText | undefined;
}

export interface RenderedMail {
  locale: Locale;
  subject: string;
  html: string;
  text: string;
}

/**
 * An absolute link to a path of the portal. Only paths are accepted, so a mail can never
 * link elsewhere; the error does not repeat the path, which may hold a token.
 */
export function absoluteLink(publicUrl: string, path: string): string {
  // eslint-disable-next-line no-control-regex
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s\u0000-\u001f\u007f]/.test(path)) {
    throw new Error('A mail link must be a path on this site, such as /verify-email?token=…');
  }
  return new URL(publicUrl.replace(/\/+$/, '') + path).toString();
}

function renderCopy<K extends TemplateName>(
  template: K,
  locale: Locale,
  data: MailTemplateData[K],
  context: CopyContext,
) {
  const definition: MailTemplate<MailTemplateData[K]> = TEMPLATES[template];
  return definition[locale](data, context);
}

/** Renders a mail's subject, HTML part and plain-text part in its language. */
export function renderMail(message: MailMessage, options: RenderOptions): RenderedMail {
  // users.locale is free text in the database: a value that is not ours reads as French.
  const locale: Locale = isLocale(message.locale) ? message.locale : PERSISTED_FALLBACK_LOCALE;
  const siteName = (options.siteName ?? DEFAULT_SITE_NAME)[locale];
  const context: CopyContext = {
    locale,
    siteName,
    link: (path) => absoluteLink(options.publicUrl, path),
  };
  const copy = renderCopy(message.template, locale, message.data, context);
  const layout = {
    locale,
    siteName,
    siteUrl: options.publicUrl,
    subject: copy.subject,
    name: message.data.name.trim(),
    blocks: copy.blocks,
  };
  return { locale, subject: copy.subject, html: renderHtml(layout), text: renderText(layout) };
}
