import { button, paragraph, type MailTemplate, type NamedData } from './copy';

/** To the author when a moderator rejects a listing, with the reason. */
export interface ListingRejectedData extends NamedData {
  title: string;
  /** The moderator's reason, already in the author's language (preset) plus any free text. */
  reason: string;
  /** The author's list where the listing can be edited, e.g. `/profile/products`. */
  linkPath: string;
}

export const listingRejected: MailTemplate<ListingRejectedData> = {
  ar: (d, c) => ({
    subject: 'لم تتم الموافقة على إعلانك',
    blocks: [
      paragraph('راجعنا إعلانك «', { quote: d.title }, `» ولم نتمكن من نشره على ${c.siteName}.`),
      paragraph('السبب: ', { quote: d.reason }),
      paragraph('يمكنك تعديل الإعلان وإرساله للمراجعة من جديد:'),
      button('إعلاناتي', c.link(d.linkPath)),
    ],
  }),
  fr: (d, c) => ({
    subject: "Votre annonce n'a pas été approuvée",
    blocks: [
      paragraph(
        'Nous avons vérifié votre annonce « ',
        { quote: d.title },
        ` » et ne pouvons pas la publier sur ${c.siteName}.`,
      ),
      paragraph('Motif : ', { quote: d.reason }),
      paragraph('Vous pouvez la modifier et la soumettre à nouveau :'),
      button('Mes annonces', c.link(d.linkPath)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your listing was not approved',
    blocks: [
      paragraph(
        'We reviewed your listing “',
        { quote: d.title },
        `” and cannot publish it on ${c.siteName}.`,
      ),
      paragraph('Reason: ', { quote: d.reason }),
      paragraph('You can edit it and send it for review again:'),
      button('My listings', c.link(d.linkPath)),
    ],
  }),
};
