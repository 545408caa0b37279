import type { Locale } from '@portal/contract/locale';
import { button, paragraph, sameInEveryLanguage, type MailTemplate, type NamedData } from './copy';

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

type About = NonNullable<UserWarningData['about']>;

/**
 * One mail for both kinds of warning: what was reported changes the subject, the opening
 * sentence and the button; the moderator's note and the reminder of the terms are the same.
 */
const WORDS: Record<
  Locale,
  {
    subject: (reported: string, site: string) => string;
    /** What was reported, as the subject names it. */
    reported: Record<About, string>;
    /** The opening sentence, before and after the quoted title. */
    opening: Record<About, string>;
    reviewed: string;
    note: string;
    terms: string;
    button: Record<About, string>;
  }
> = {
  ar: {
    subject: (reported, site) => `تنبيه بخصوص ${reported} على ${site}`,
    reported: { listing: 'إعلانك', conversation: 'رسائلك' },
    opening: {
      listing: 'تلقينا بلاغات بخصوص إعلانك «',
      conversation: 'تلقينا بلاغات بخصوص محادثتك حول الإعلان «',
    },
    reviewed: '» وراجعها أحد المشرفين.',
    note: 'ملاحظة المشرف: ',
    terms: 'يرجى احترام شروط الاستخدام؛ قد يؤدي تكرار المخالفات إلى إيقاف حسابك.',
    button: { listing: 'إعلاناتي', conversation: 'المحادثة' },
  },
  fr: {
    subject: (reported, site) => `Avertissement concernant ${reported} sur ${site}`,
    reported: { listing: 'votre annonce', conversation: 'vos messages' },
    opening: { listing: 'Votre annonce « ', conversation: 'Votre conversation au sujet de l’annonce « ' },
    reviewed: ' » a été signalée et un modérateur a examiné ces signalements.',
    note: 'Message du modérateur : ',
    terms:
      "Merci de respecter les conditions d'utilisation ; en cas de récidive, votre compte peut être suspendu.",
    button: { listing: 'Mes annonces', conversation: 'La conversation' },
  },
  en: {
    subject: (reported, site) => `A warning about your ${reported} on ${site}`,
    reported: { listing: 'listing', conversation: 'messages' },
    opening: { listing: 'Your listing “', conversation: 'Your conversation about the listing “' },
    reviewed: '” was reported and a moderator reviewed the reports.',
    note: 'The moderator’s message: ',
    terms: 'Please follow the terms of use; repeated breaches may get your account suspended.',
    button: { listing: 'My listings', conversation: 'The conversation' },
  },
};

export const userWarning: MailTemplate<UserWarningData> = sameInEveryLanguage((d, c) => {
  const words = WORDS[c.locale];
  const about = d.about ?? 'listing';
  return {
    subject: words.subject(words.reported[about], c.siteName),
    blocks: [
      paragraph(words.opening[about], { quote: d.title }, words.reviewed),
      paragraph(words.note, { quote: d.reason }),
      paragraph(words.terms),
      button(words.button[about], c.link(d.linkPath)),
    ],
  };
});
