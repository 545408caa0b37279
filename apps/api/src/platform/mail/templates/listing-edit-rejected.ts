import { button, paragraph, type MailTemplate } from './copy';
import type { ListingRejectedData } from './listing-rejected';

/**
 * To the author when a moderator rejects their edit of an approved listing, with the reason:
 * the approved version stays public.
 */
export type ListingEditRejectedData = ListingRejectedData;

export const listingEditRejected: MailTemplate<ListingEditRejectedData> = {
  ar: (d, c) => ({
    subject: 'لم تتم الموافقة على تعديل إعلانك',
    blocks: [
      paragraph(
        'راجعنا تعديلك لإعلان «',
        { quote: d.title },
        `» ولم نتمكن من نشره. تبقى النسخة المنشورة سابقاً ظاهرة على ${c.siteName}.`,
      ),
      paragraph('السبب: ', { quote: d.reason }),
      paragraph('يمكنك تصحيح التعديل وإرساله للمراجعة من جديد، أو التخلي عنه:'),
      button('إعلاناتي', c.link(d.linkPath)),
    ],
  }),
  fr: (d, c) => ({
    subject: "La modification de votre annonce n'a pas été approuvée",
    blocks: [
      paragraph(
        'Nous avons vérifié votre modification de l’annonce « ',
        { quote: d.title },
        ` » et ne pouvons pas la publier. La version déjà publiée reste en ligne sur ${c.siteName}.`,
      ),
      paragraph('Motif : ', { quote: d.reason }),
      paragraph('Vous pouvez corriger la modification et la soumettre à nouveau, ou l’abandonner :'),
      button('Mes annonces', c.link(d.linkPath)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your listing’s edit was not approved',
    blocks: [
      paragraph(
        'We reviewed your edit of the listing “',
        { quote: d.title },
        `” and cannot publish it. The version already published stays live on ${c.siteName}.`,
      ),
      paragraph('Reason: ', { quote: d.reason }),
      paragraph('You can correct the edit and send it for review again, or discard it:'),
      button('My listings', c.link(d.linkPath)),
    ],
  }),
};
