import { button, paragraph, type MailTemplate } from './copy';
import type { ListingApprovedData } from './listing-approved';

/** To the author when a moderator approves their edit of an approved listing: it is public now. */
export type ListingEditApprovedData = ListingApprovedData;

export const listingEditApproved: MailTemplate<ListingEditApprovedData> = {
  ar: (d, c) => ({
    subject: 'تمت الموافقة على تعديل إعلانك',
    blocks: [
      paragraph(
        'تمت مراجعة تعديلك لإعلان «',
        { quote: d.title },
        `» والموافقة عليه. النسخة الجديدة منشورة الآن على ${c.siteName}.`,
      ),
      button('عرض الإعلان', c.link(d.linkPath)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'La modification de votre annonce a été approuvée',
    blocks: [
      paragraph(
        'Votre modification de l’annonce « ',
        { quote: d.title },
        ` » a été vérifiée et approuvée. La nouvelle version est en ligne sur ${c.siteName}.`,
      ),
      button("Voir l'annonce", c.link(d.linkPath)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your listing’s edit has been approved',
    blocks: [
      paragraph(
        'Your edit of the listing “',
        { quote: d.title },
        `” has been reviewed and approved. The new version is now live on ${c.siteName}.`,
      ),
      button('View the listing', c.link(d.linkPath)),
    ],
  }),
};
