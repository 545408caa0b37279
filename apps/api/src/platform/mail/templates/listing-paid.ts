import { formatMoney } from '@portal/contract/money';
import { button, paragraph, type MailTemplate, type NamedData } from './copy';

/** To the author when the payments recorded cover the fee: the listing is public. */
export interface ListingPaidData extends NamedData {
  title: string;
  /** The fee paid, in minor units of `currencyCode`. */
  amount: number;
  currencyCode: string;
  /** The public page of the listing, e.g. `/sales/show/<slug>`. */
  linkPath: string;
}

export const listingPaid: MailTemplate<ListingPaidData> = {
  ar: (d, c) => ({
    subject: 'تم استلام دفعك ونُشر إعلانك',
    blocks: [
      paragraph(
        'سجّلنا دفع ',
        { strong: formatMoney('ar', d.amount, d.currencyCode) },
        ' كاملاً لإعلانك «',
        { quote: d.title },
        `». هو منشور الآن على ${c.siteName}.`,
      ),
      button('عرض الإعلان', c.link(d.linkPath)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Paiement reçu : votre annonce est en ligne',
    blocks: [
      paragraph(
        'Nous avons enregistré le paiement complet de ',
        { strong: formatMoney('fr', d.amount, d.currencyCode) },
        ' pour votre annonce « ',
        { quote: d.title },
        ` ». Elle est en ligne sur ${c.siteName}.`,
      ),
      button("Voir l'annonce", c.link(d.linkPath)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Payment received: your listing is live',
    blocks: [
      paragraph(
        'We have recorded the full payment of ',
        { strong: formatMoney('en', d.amount, d.currencyCode) },
        ' for your listing “',
        { quote: d.title },
        `”. It is now live on ${c.siteName}.`,
      ),
      button('View the listing', c.link(d.linkPath)),
    ],
  }),
};
