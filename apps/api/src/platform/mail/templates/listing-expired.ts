import { button, paragraph, type MailTemplate, type NamedData } from './copy';

/** To the author when the expiry job ends a listing's publication. */
export interface ListingExpiredData extends NamedData {
  title: string;
  /**
   * `period`: its publication length ran out; the owner can renew it as it is. `date`: its
   * validity date (or a sale's offer end) passed; the owner must edit the date first.
   */
  cause: 'period' | 'date';
  /** The author's list with the renew and edit actions, e.g. `/profile/products`. */
  linkPath: string;
}

export const listingExpired: MailTemplate<ListingExpiredData> = {
  ar: (d, c) => ({
    subject: 'انتهت مدة إعلانك',
    blocks: [
      d.cause === 'period'
        ? paragraph('بلغ إعلانك «', { quote: d.title }, `» نهاية مدة نشره على ${c.siteName}، ولم يعد معروضاً.`)
        : paragraph(
            'انقضى تاريخ صلاحية إعلانك «',
            { quote: d.title },
            `»، فلم يعد معروضاً على ${c.siteName}.`,
          ),
      d.cause === 'period'
        ? paragraph('يمكنك تجديده من صفحة إعلاناتك: يعود إلى المراجعة، ثم يُنشر لمدة جديدة.')
        : paragraph('لنشره من جديد، عدّل الإعلان واختر تاريخاً جديداً: يعود إلى المراجعة، ثم يُنشر.'),
      button(d.cause === 'period' ? 'تجديد إعلاني' : 'إعلاناتي', c.link(d.linkPath)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre annonce a expiré',
    blocks: [
      d.cause === 'period'
        ? paragraph(
            'Votre annonce « ',
            { quote: d.title },
            ` » est arrivée au terme de sa durée de publication sur ${c.siteName} : elle n'est plus affichée.`,
          )
        : paragraph(
            'La date de validité de votre annonce « ',
            { quote: d.title },
            ` » est passée : elle n'est plus affichée sur ${c.siteName}.`,
          ),
      d.cause === 'period'
        ? paragraph(
            'Vous pouvez la renouveler depuis vos annonces : elle repasse en vérification, puis est remise en ligne pour une nouvelle durée.',
          )
        : paragraph(
            "Pour la republier, modifiez l'annonce et choisissez une nouvelle date : elle repasse en vérification, puis en ligne.",
          ),
      button(d.cause === 'period' ? 'Renouveler mon annonce' : 'Mes annonces', c.link(d.linkPath)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your listing has expired',
    blocks: [
      d.cause === 'period'
        ? paragraph(
            'Your listing “',
            { quote: d.title },
            `” has reached the end of its publication period on ${c.siteName} and is no longer shown.`,
          )
        : paragraph(
            'The validity date of your listing “',
            { quote: d.title },
            `” has passed, so it is no longer shown on ${c.siteName}.`,
          ),
      d.cause === 'period'
        ? paragraph(
            'You can renew it from your listings: it goes back to review, then online for a new period.',
          )
        : paragraph(
            'To publish it again, edit the listing and choose a new date: it goes back to review, then online.',
          ),
      button(d.cause === 'period' ? 'Renew my listing' : 'My listings', c.link(d.linkPath)),
    ],
  }),
};
