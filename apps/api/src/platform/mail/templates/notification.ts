import type { Locale } from '@portal/contract/locale';
import { notificationParts } from '@portal/contract/notification-text';
import type { NotificationKind, NotificationParams } from '@portal/contract/notification-values';
import { button, paragraph, sameInEveryLanguage, type MailTemplate, type NamedData } from './copy';

/**
 * A notification of the center sent by mail too (the member chose "mail" for its kind), for
 * the kinds without a mail of their own: the same sentence as in the center, and its link.
 */
export interface NotificationMailData extends NamedData {
  kind: NotificationKind;
  params: NotificationParams;
  /** The notification's app path, e.g. `/sales/show/golf-7-x1`. */
  linkPath: string;
}

const WORDS: Record<Locale, { subject: (site: string) => string; open: string }> = {
  ar: { subject: (site) => `إشعار جديد على ${site}`, open: 'عرض' },
  fr: { subject: (site) => `Nouvelle notification sur ${site}`, open: 'Voir' },
  en: { subject: (site) => `New notification on ${site}`, open: 'Open' },
};

export const notificationMail: MailTemplate<NotificationMailData> = sameInEveryLanguage((d, c) => ({
  subject: WORDS[c.locale].subject(c.siteName),
  blocks: [
    paragraph(
      ...notificationParts(c.locale, d.kind, d.params).map((part) =>
        'text' in part ? part.text : part.user ? { quote: part.value } : part.value,
      ),
    ),
    button(WORDS[c.locale].open, c.link(d.linkPath)),
  ],
}));
