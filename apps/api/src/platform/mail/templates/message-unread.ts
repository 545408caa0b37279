import { button, paragraph, type MailTemplate, type NamedData } from './copy';

/** To a member with a message waiting unread (once per conversation until they read it). */
export interface MessageUnreadData extends NamedData {
  /** The listing the conversation is about. */
  title: string;
  /** The conversation's page, e.g. `/profile/messages/12`. */
  linkPath: string;
}

export const messageUnread: MailTemplate<MessageUnreadData> = {
  ar: (d, c) => ({
    subject: 'لديك رسالة لم تقرأها',
    blocks: [
      paragraph('وصلتك رسالة على ', c.siteName, ' بخصوص الإعلان «', { quote: d.title }, '» ولم تقرأها بعد.'),
      button('قراءة الرسالة', c.link(d.linkPath)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Un message vous attend',
    blocks: [
      paragraph(
        `Vous avez reçu sur ${c.siteName} un message au sujet de l'annonce « `,
        { quote: d.title },
        ' » que vous n’avez pas encore lu.',
      ),
      button('Lire le message', c.link(d.linkPath)),
    ],
  }),
  en: (d, c) => ({
    subject: 'A message is waiting for you',
    blocks: [
      paragraph(
        `You received a message on ${c.siteName} about the listing “`,
        { quote: d.title },
        '” that you have not read yet.',
      ),
      button('Read the message', c.link(d.linkPath)),
    ],
  }),
};
