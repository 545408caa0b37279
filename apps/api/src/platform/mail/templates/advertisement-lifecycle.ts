import { dateTimeFormat } from '@portal/contract/intl-cache';
import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import { formatMoney } from '@portal/contract/money';
import { button, note, paragraph, type MailTemplate, type NamedData } from './copy';

/** The advertiser's list of orders, where every mail of an order points. */
const MY_ADS = '/profile/advertisements';

/** An order's mails name it by the business or campaign name the advertiser wrote. */
export interface AdMailData extends NamedData {
  adName: string;
}

/** At approval: what is owed, how to pay with the chosen method, the invoice and the reference. */
export interface AdWaitingPaymentData extends AdMailData {
  method: 'cheque' | 'cash' | 'current_account';
  paymentType: 'full' | 'partial';
  /** Minor units of currencyCode: the whole price, and what a partial payment must reach first. */
  amount: number;
  firstInstalment: number;
  currencyCode: string;
  invoiceNumber: string;
  reference: string;
}

export interface AdRejectedData extends AdMailData {
  reason: string;
}

/** After each recorded payment: this payment, paid so far, what remains. */
export interface AdPaymentReceivedData extends AdMailData {
  amount: number;
  paid: number;
  remaining: number;
  currencyCode: string;
  reference: string;
}

/** Scheduled, running or over: the period, as calendar days (the end is the last day shown). */
export interface AdPeriodData extends AdMailData {
  startDate: string;
  /** The last day it runs (the day before the stored exclusive end). */
  lastDate: string;
}

/** A calendar day YYYY-MM-DD written in the reader's language (a date has no zone: read as UTC). */
export function adDay(locale: Locale, day: string): string {
  return dateTimeFormat(intlLocaleOf(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const HOW_TO_PAY = {
  ar: {
    cheque: 'حرّر صكاً باسم المؤسسة وسلّمه أو أرسله إلينا، واكتب المرجع على ظهره.',
    cash: 'ادفع نقداً في مقرنا خلال ساعات العمل مقابل وصل.',
    current_account: 'حوّل المبلغ إلى حسابنا الجاري واذكر المرجع في خانة سبب التحويل.',
  },
  fr: {
    cheque:
      'Établissez un chèque à l’ordre de l’établissement, remettez-le ou envoyez-le-nous, la référence au dos.',
    cash: 'Payez en espèces à notre siège aux heures d’ouverture, contre un reçu.',
    current_account: 'Virez le montant sur notre compte courant en indiquant la référence dans le motif.',
  },
  en: {
    cheque:
      'Write a cheque to the organisation and hand it in or send it to us, with the reference on its back.',
    cash: 'Pay in cash at our office during opening hours, against a receipt.',
    current_account:
      'Transfer the amount to our current account, with the reference as the transfer’s purpose.',
  },
} as const;

export const adWaitingPayment: MailTemplate<AdWaitingPaymentData> = {
  ar: (d, c) => ({
    subject: 'تمت الموافقة على إعلانك المدفوع: في انتظار الدفع',
    blocks: [
      paragraph(
        'راجعنا طلب إعلانك «',
        { quote: d.adName },
        `» ووافقنا عليه. يُبرمج للنشر على ${c.siteName} فور تسجيل الدفع.`,
      ),
      paragraph(
        'المبلغ المستحق: ',
        { strong: formatMoney('ar', d.amount, d.currencyCode) },
        '. رقم الفاتورة: ',
        { ltr: d.invoiceNumber },
        '.',
      ),
      ...(d.paymentType === 'partial'
        ? [
            paragraph(
              'اخترت الدفع على أقساط: تكفي دفعة أولى قدرها ',
              { strong: formatMoney('ar', d.firstInstalment, d.currencyCode) },
              ' لبرمجة الإعلان.',
            ),
          ]
        : []),
      paragraph(HOW_TO_PAY.ar[d.method], ' المرجع: ', { ltr: d.reference }, '.'),
      button('إعلاناتي المدفوعة', c.link(MY_ADS)),
      note('الفاتورة مرفقة بهذه الرسالة.'),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre publicité est approuvée : en attente de paiement',
    blocks: [
      paragraph(
        'Nous avons vérifié et approuvé votre publicité « ',
        { quote: d.adName },
        ` ». Elle sera programmée sur ${c.siteName} dès que le paiement sera enregistré.`,
      ),
      paragraph(
        'Montant dû : ',
        { strong: formatMoney('fr', d.amount, d.currencyCode) },
        '. Facture n° ',
        { ltr: d.invoiceNumber },
        '.',
      ),
      ...(d.paymentType === 'partial'
        ? [
            paragraph(
              'Vous avez choisi un paiement en plusieurs fois : un premier versement de ',
              { strong: formatMoney('fr', d.firstInstalment, d.currencyCode) },
              ' suffit pour la programmer.',
            ),
          ]
        : []),
      paragraph(HOW_TO_PAY.fr[d.method], ' Référence : ', { ltr: d.reference }, '.'),
      button('Mes publicités', c.link(MY_ADS)),
      note('La facture est jointe à ce message.'),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your advertisement is approved: waiting for payment',
    blocks: [
      paragraph(
        'We reviewed and approved your advertisement “',
        { quote: d.adName },
        `”. It is scheduled on ${c.siteName} as soon as the payment is recorded.`,
      ),
      paragraph(
        'Amount due: ',
        { strong: formatMoney('en', d.amount, d.currencyCode) },
        '. Invoice number ',
        { ltr: d.invoiceNumber },
        '.',
      ),
      ...(d.paymentType === 'partial'
        ? [
            paragraph(
              'You chose to pay in parts: a first instalment of ',
              { strong: formatMoney('en', d.firstInstalment, d.currencyCode) },
              ' is enough to schedule it.',
            ),
          ]
        : []),
      paragraph(HOW_TO_PAY.en[d.method], ' Reference: ', { ltr: d.reference }, '.'),
      button('My advertisements', c.link(MY_ADS)),
      note('The invoice is attached to this message.'),
    ],
  }),
};

export const adRejected: MailTemplate<AdRejectedData> = {
  ar: (d, c) => ({
    subject: 'لم تتم الموافقة على إعلانك المدفوع',
    blocks: [
      paragraph('راجعنا طلب إعلانك «', { quote: d.adName }, `» ولا يمكننا نشره على ${c.siteName}.`),
      paragraph('السبب: ', { quote: d.reason }),
      button('إعلاناتي المدفوعة', c.link(MY_ADS)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre publicité n’a pas été approuvée',
    blocks: [
      paragraph(
        'Nous avons vérifié votre publicité « ',
        { quote: d.adName },
        ` » et ne pouvons pas la diffuser sur ${c.siteName}.`,
      ),
      paragraph('Motif : ', { quote: d.reason }),
      button('Mes publicités', c.link(MY_ADS)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your advertisement was not approved',
    blocks: [
      paragraph(
        'We reviewed your advertisement “',
        { quote: d.adName },
        `” and cannot run it on ${c.siteName}.`,
      ),
      paragraph('Reason: ', { quote: d.reason }),
      button('My advertisements', c.link(MY_ADS)),
    ],
  }),
};

export const adPaymentReceived: MailTemplate<AdPaymentReceivedData> = {
  ar: (d, c) => ({
    subject: 'استلمنا دفعتك',
    blocks: [
      paragraph(
        'سجّلنا دفعة قدرها ',
        { strong: formatMoney('ar', d.amount, d.currencyCode) },
        ' لإعلانك «',
        { quote: d.adName },
        '» (المرجع ',
        { ltr: d.reference },
        ').',
      ),
      paragraph(
        'المدفوع حتى الآن: ',
        formatMoney('ar', d.paid, d.currencyCode),
        '. المتبقي: ',
        { strong: formatMoney('ar', d.remaining, d.currencyCode) },
        '.',
      ),
      button('إعلاناتي المدفوعة', c.link(MY_ADS)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Nous avons reçu votre paiement',
    blocks: [
      paragraph(
        'Nous avons enregistré un paiement de ',
        { strong: formatMoney('fr', d.amount, d.currencyCode) },
        ' pour votre publicité « ',
        { quote: d.adName },
        ' » (référence ',
        { ltr: d.reference },
        ').',
      ),
      paragraph(
        'Payé à ce jour : ',
        formatMoney('fr', d.paid, d.currencyCode),
        '. Reste dû : ',
        { strong: formatMoney('fr', d.remaining, d.currencyCode) },
        '.',
      ),
      button('Mes publicités', c.link(MY_ADS)),
    ],
  }),
  en: (d, c) => ({
    subject: 'We have received your payment',
    blocks: [
      paragraph(
        'We recorded a payment of ',
        { strong: formatMoney('en', d.amount, d.currencyCode) },
        ' for your advertisement “',
        { quote: d.adName },
        '” (reference ',
        { ltr: d.reference },
        ').',
      ),
      paragraph(
        'Paid so far: ',
        formatMoney('en', d.paid, d.currencyCode),
        '. Still due: ',
        { strong: formatMoney('en', d.remaining, d.currencyCode) },
        '.',
      ),
      button('My advertisements', c.link(MY_ADS)),
    ],
  }),
};

export const adScheduled: MailTemplate<AdPeriodData> = {
  ar: (d, c) => ({
    subject: 'إعلانك المدفوع مبرمج',
    blocks: [
      paragraph(
        'إعلانك «',
        { quote: d.adName },
        `» مبرمج على ${c.siteName} من `,
        adDay('ar', d.startDate),
        ' إلى ',
        adDay('ar', d.lastDate),
        '.',
      ),
      button('إعلاناتي المدفوعة', c.link(MY_ADS)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre publicité est programmée',
    blocks: [
      paragraph(
        'Votre publicité « ',
        { quote: d.adName },
        ` » est programmée sur ${c.siteName} du `,
        adDay('fr', d.startDate),
        ' au ',
        adDay('fr', d.lastDate),
        '.',
      ),
      button('Mes publicités', c.link(MY_ADS)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your advertisement is scheduled',
    blocks: [
      paragraph(
        'Your advertisement “',
        { quote: d.adName },
        `” is scheduled on ${c.siteName} from `,
        adDay('en', d.startDate),
        ' to ',
        adDay('en', d.lastDate),
        '.',
      ),
      button('My advertisements', c.link(MY_ADS)),
    ],
  }),
};

export const adActive: MailTemplate<AdPeriodData> = {
  ar: (d, c) => ({
    subject: 'إعلانك المدفوع منشور الآن',
    blocks: [
      paragraph(
        'بدأ عرض إعلانك «',
        { quote: d.adName },
        `» على ${c.siteName}، حتى `,
        adDay('ar', d.lastDate),
        '.',
      ),
      paragraph('تجد عدد مرات الظهور والنقرات في قائمة إعلاناتك.'),
      button('إعلاناتي المدفوعة', c.link(MY_ADS)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre publicité est en ligne',
    blocks: [
      paragraph(
        'Votre publicité « ',
        { quote: d.adName },
        ` » est diffusée sur ${c.siteName} jusqu’au `,
        adDay('fr', d.lastDate),
        '.',
      ),
      paragraph('Ses affichages et ses clics figurent dans votre liste de publicités.'),
      button('Mes publicités', c.link(MY_ADS)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your advertisement is live',
    blocks: [
      paragraph(
        'Your advertisement “',
        { quote: d.adName },
        `” is running on ${c.siteName} until `,
        adDay('en', d.lastDate),
        '.',
      ),
      paragraph('Its impressions and clicks are in your list of advertisements.'),
      button('My advertisements', c.link(MY_ADS)),
    ],
  }),
};

export const adExpired: MailTemplate<AdPeriodData> = {
  ar: (d, c) => ({
    subject: 'انتهت مدة إعلانك المدفوع',
    blocks: [
      paragraph(
        'انتهى عرض إعلانك «',
        { quote: d.adName },
        `» على ${c.siteName} في `,
        adDay('ar', d.lastDate),
        '. شكراً لثقتك.',
      ),
      button('إعلاناتي المدفوعة', c.link(MY_ADS)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre publicité est terminée',
    blocks: [
      paragraph(
        'La diffusion de votre publicité « ',
        { quote: d.adName },
        ` » sur ${c.siteName} s’est terminée le `,
        adDay('fr', d.lastDate),
        '. Merci de votre confiance.',
      ),
      button('Mes publicités', c.link(MY_ADS)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your advertisement has ended',
    blocks: [
      paragraph(
        'Your advertisement “',
        { quote: d.adName },
        `” ended on ${c.siteName} on `,
        adDay('en', d.lastDate),
        '. Thank you for your trust.',
      ),
      button('My advertisements', c.link(MY_ADS)),
    ],
  }),
};
