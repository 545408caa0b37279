import { button, paragraph, type MailTemplate, type NamedData } from './copy';

/** To an author a moderator warns after reports on one of their listings, with the reason. */
export interface UserWarningData extends NamedData {
  /** The reported listing's title. */
  title: string;
  /** The moderator's words, as typed. */
  reason: string;
  /** The author's list of listings, e.g. `/profile/products`. */
  linkPath: string;
}

export const userWarning: MailTemplate<UserWarningData> = {
  ar: (d, c) => ({
    subject: `تنبيه بخصوص إعلانك على ${c.siteName}`,
    blocks: [
      paragraph('تلقينا بلاغات بخصوص إعلانك «', { quote: d.title }, '» وراجعها أحد المشرفين.'),
      paragraph('ملاحظة المشرف: ', { quote: d.reason }),
      paragraph('يرجى احترام شروط الاستخدام؛ قد يؤدي تكرار المخالفات إلى إيقاف حسابك.'),
      button('إعلاناتي', c.link(d.linkPath)),
    ],
  }),
  fr: (d, c) => ({
    subject: `Avertissement concernant votre annonce sur ${c.siteName}`,
    blocks: [
      paragraph(
        'Votre annonce « ',
        { quote: d.title },
        ' » a été signalée et un modérateur a examiné ces signalements.',
      ),
      paragraph('Message du modérateur : ', { quote: d.reason }),
      paragraph(
        "Merci de respecter les conditions d'utilisation ; en cas de récidive, votre compte peut être suspendu.",
      ),
      button('Mes annonces', c.link(d.linkPath)),
    ],
  }),
  en: (d, c) => ({
    subject: `A warning about your listing on ${c.siteName}`,
    blocks: [
      paragraph('Your listing “', { quote: d.title }, '” was reported and a moderator reviewed the reports.'),
      paragraph('The moderator’s message: ', { quote: d.reason }),
      paragraph('Please follow the terms of use; repeated breaches may get your account suspended.'),
      button('My listings', c.link(d.linkPath)),
    ],
  }),
};
