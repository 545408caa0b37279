import { formatMoney } from '@portal/contract/money';
import {
  button,
  duration,
  MINUTES_PER_DAY,
  note,
  paragraph,
  type MailTemplate,
  type NamedData,
} from './copy';

/**
 * To the author when a moderator approves a listing of a paid category: approved, but
 * published only once the fee is paid; how much, how to pay, and which reference to quote.
 */
export interface ListingPaymentDueData extends NamedData {
  title: string;
  /** The fee in minor units of `currencyCode`, and what was paid already (an edit re-approved). */
  amount: number;
  paid: number;
  currencyCode: string;
  /** The reference to quote with the payment: the listing's number. */
  reference: string;
  /** The author's list, where the amount due is shown, e.g. `/profile/products`. */
  linkPath: string;
  /** Whether the category is paid (else only the promotion is). */
  paidCategory?: boolean;
  /** The promotion chosen, as kept at approval (docs/decisions/016): it starts once paid. */
  promotion?: { names: { ar: string; fr: string; en: string }; days: number; amount: number } | null;
}

export const listingPaymentDue: MailTemplate<ListingPaymentDueData> = {
  ar: (d, c) => ({
    subject: 'تمت الموافقة على إعلانك: في انتظار الدفع',
    blocks: [
      paragraph(
        'تمت مراجعة إعلانك «',
        { quote: d.title },
        `» والموافقة عليه. ${d.paidCategory === false ? 'اخترت له ترويجاً مدفوعاً' : 'ينتمي إلى فئة مدفوعة'}، فسيُنشر على ${c.siteName} فور تسجيل دفع المبلغ المستحق: `,
        { strong: formatMoney('ar', d.amount - d.paid, d.currencyCode) },
        '.',
      ),
      paragraph(
        'يمكنك الدفع بصك أو نقداً أو بتحويل إلى حسابنا الجاري، كاملاً أو على دفعات. اذكر المرجع ',
        { ltr: d.reference },
        ' مع دفعك.',
      ),
      ...(d.promotion
        ? [
            paragraph(
              'يشمل المبلغ الترويج «',
              { quote: d.promotion.names.ar },
              `» (${formatMoney('ar', d.promotion.amount, d.currencyCode)})، ويبدأ عند النشر لمدة ${duration('ar', d.promotion.days * MINUTES_PER_DAY)}.`,
            ),
          ]
        : []),
      button('عرض إعلاناتي', c.link(d.linkPath)),
      note('يظهر في قائمة إعلاناتك المبلغ المستحق وما دفعته.'),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre annonce est approuvée : en attente de paiement',
    blocks: [
      paragraph(
        'Votre annonce « ',
        { quote: d.title },
        ` » a été vérifiée et approuvée. ${d.paidCategory === false ? 'Vous avez choisi une promotion payante' : "Elle relève d'une catégorie payante"} : elle sera en ligne sur ${c.siteName} dès que le paiement du montant dû sera enregistré : `,
        { strong: formatMoney('fr', d.amount - d.paid, d.currencyCode) },
        '.',
      ),
      paragraph(
        'Vous pouvez payer par chèque, en espèces ou par virement sur notre compte courant, en une fois ou en plusieurs. Indiquez la référence ',
        { ltr: d.reference },
        ' avec votre paiement.',
      ),
      ...(d.promotion
        ? [
            paragraph(
              'Le montant comprend la promotion « ',
              { quote: d.promotion.names.fr },
              ` » (${formatMoney('fr', d.promotion.amount, d.currencyCode)}), qui commence à la publication pour ${duration('fr', d.promotion.days * MINUTES_PER_DAY)}.`,
            ),
          ]
        : []),
      button('Voir mes annonces', c.link(d.linkPath)),
      note('Votre liste d’annonces montre le montant dû et ce que vous avez déjà payé.'),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your listing is approved: waiting for payment',
    blocks: [
      paragraph(
        'Your listing “',
        { quote: d.title },
        `” has been reviewed and approved. ${d.paidCategory === false ? 'You chose a paid promotion' : 'It is in a paid category'}, so it goes live on ${c.siteName} as soon as the payment of the amount due is recorded: `,
        { strong: formatMoney('en', d.amount - d.paid, d.currencyCode) },
        '.',
      ),
      paragraph(
        'You can pay by cheque, in cash or by transfer to our current account, at once or in parts. Quote the reference ',
        { ltr: d.reference },
        ' with your payment.',
      ),
      ...(d.promotion
        ? [
            paragraph(
              'The amount includes the promotion “',
              { quote: d.promotion.names.en },
              `” (${formatMoney('en', d.promotion.amount, d.currencyCode)}), which starts at publication for ${duration('en', d.promotion.days * MINUTES_PER_DAY)}.`,
            ),
          ]
        : []),
      button('View my listings', c.link(d.linkPath)),
      note('Your list of listings shows the amount due and what you have paid.'),
    ],
  }),
};
