import { button, paragraph, type MailTemplate, type NamedData } from './copy';

/** To the author when a moderator approves a listing: it is public from now on. */
export interface ListingApprovedData extends NamedData {
  title: string;
  /** The public page of the listing, e.g. `/sales/show/<slug>`. */
  linkPath: string;
}

export const listingApproved: MailTemplate<ListingApprovedData> = {
  ar: (d, c) => ({
    subject: 'تمت الموافقة على إعلانك',
    blocks: [
      paragraph(
        'تمت مراجعة إعلانك «',
        { quote: d.title },
        `» والموافقة عليه. هو منشور الآن على ${c.siteName}.`,
      ),
      button('عرض الإعلان', c.link(d.linkPath)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre annonce a été approuvée',
    blocks: [
      paragraph(
        'Votre annonce « ',
        { quote: d.title },
        ` » a été vérifiée et approuvée. Elle est en ligne sur ${c.siteName}.`,
      ),
      button("Voir l'annonce", c.link(d.linkPath)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your listing has been approved',
    blocks: [
      paragraph(
        'Your listing “',
        { quote: d.title },
        `” has been reviewed and approved. It is now live on ${c.siteName}.`,
      ),
      button('View the listing', c.link(d.linkPath)),
    ],
  }),
};
