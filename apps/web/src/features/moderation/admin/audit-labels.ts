import { CATALOG_AUDIT_LABELS } from '../../catalog/admin/catalog-labels';
import { SETTINGS_AUDIT_LABELS } from '../../settings/admin/settings-labels';
import { PAYMENTS_AUDIT_LABELS } from '../../payments/admin/payment-labels';
import { TRUST_AUDIT_LABELS } from '../../trust/admin/trust-labels';
import { NEWSLETTER_AUDIT_LABELS } from '../../newsletter/admin/newsletter-labels';
import { CONTACT_AUDIT_LABELS } from '../../contact/admin/contact-labels';
import { JOIN_REQUEST_AUDIT_LABELS } from '../../join-requests/admin/join-requests-labels';
import { SURVEY_AUDIT_LABELS } from '../../survey/admin/survey-labels';
import { SELLERS_AUDIT_LABELS } from '../../sellers/admin/sellers-labels';
import { MESSAGES_AUDIT_LABELS } from '../../messages/admin/messages-labels';

/**
 * Names of the audit log's actions in the page's language; an action without one (added by a
 * later part of the back office) shows its code.
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'listing.approve': 'admin.audit.action_listing_approve',
  'listing.reject': 'admin.audit.action_listing_reject',
  'listing.edit_approve': 'admin-revisions.audit.edit_approve',
  'listing.edit_reject': 'admin-revisions.audit.edit_reject',
  'content.create': 'admin.audit.action_content_create',
  'content.update': 'admin.audit.action_content_update',
  'content.delete': 'admin.audit.action_content_delete',
  'content.reorder': 'admin.audit.action_content_reorder',
  'content.upload': 'admin.audit.action_content_upload',
  ...TRUST_AUDIT_LABELS,
  ...CATALOG_AUDIT_LABELS,
  ...SETTINGS_AUDIT_LABELS,
  ...PAYMENTS_AUDIT_LABELS,
  ...NEWSLETTER_AUDIT_LABELS,
  ...CONTACT_AUDIT_LABELS,
  ...JOIN_REQUEST_AUDIT_LABELS,
  ...SELLERS_AUDIT_LABELS,
  ...SURVEY_AUDIT_LABELS,
  ...MESSAGES_AUDIT_LABELS,
};
