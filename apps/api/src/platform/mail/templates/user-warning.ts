import { button, paragraph, type MailTemplate, type NamedData } from './copy';

/**
 * To a member a moderator warns after reports on one of their listings, or on a conversation
 * they took part in (about a listing), with the reason.
 */
export interface UserWarningData extends NamedData {
  /** The reported listing's title (for a conversation, the listing it is about). */
  title: string;
  /** The moderator's words, as typed. */
  reason: string;
  /** The author's list of listings, e.g. `/profile/products`, or the conversation's page. */
  linkPath: string;
  /** What was reported: a listing (the default) or a conversation about it. */
  about?: 'listing' | 'conversation';
}

export const userWarning: MailTemplate<UserWarningData> = {
  ar: (d, c) => {
    const talk = d.about === 'conversation';
    return {
      subject: `تنبيه بخصوص ${talk ? 'رسائلك' : 'إعلانك'} على ${c.siteName}`,
      blocks: [
        paragraph(
          talk ? 'تلقينا بلاغات بخصوص محادثتك حول الإعلان «' : 'تلقينا بلاغات بخصوص إعلانك «',
          { quote: d.title },
          '» وراجعها أحد المشرفين.',
        ),
        paragraph('ملاحظة المشرف: ', { quote: d.reason }),
        paragraph('يرجى احترام شروط الاستخدام؛ قد يؤدي تكرار المخالفات إلى إيقاف حسابك.'),
        button(talk ? 'المحادثة' : 'إعلاناتي', c.link(d.linkPath)),
      ],
    };
  },
  fr: (d, c) => {
    const talk = d.about === 'conversation';
    return {
      subject: `Avertissement concernant ${talk ? 'vos messages' : 'votre annonce'} sur ${c.siteName}`,
      blocks: [
        paragraph(
          talk ? 'Votre conversation au sujet de l’annonce « ' : 'Votre annonce « ',
          { quote: d.title },
          ' » a été signalée et un modérateur a examiné ces signalements.',
        ),
        paragraph('Message du modérateur : ', { quote: d.reason }),
        paragraph(
          "Merci de respecter les conditions d'utilisation ; en cas de récidive, votre compte peut être suspendu.",
        ),
        button(talk ? 'La conversation' : 'Mes annonces', c.link(d.linkPath)),
      ],
    };
  },
  en: (d, c) => {
    const talk = d.about === 'conversation';
    return {
      subject: `A warning about your ${talk ? 'messages' : 'listing'} on ${c.siteName}`,
      blocks: [
        paragraph(
          talk ? 'Your conversation about the listing “' : 'Your listing “',
          { quote: d.title },
          '” was reported and a moderator reviewed the reports.',
        ),
        paragraph('The moderator’s message: ', { quote: d.reason }),
        paragraph('Please follow the terms of use; repeated breaches may get your account suspended.'),
        button(talk ? 'The conversation' : 'My listings', c.link(d.linkPath)),
      ],
    };
  },
};
