import { adPaymentReference } from '@portal/contract/advertisements-values';
import { dateTimeFormat } from '@portal/contract/intl-cache';
import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import { formatMoney } from '@portal/contract/money';
import type { MailAttachment } from '../../platform/mail/enqueue-mail';
import { escapeHtml } from '../../platform/mail/templates/escape';
import { addDays } from './capacity';
import type { AdvertisementRow } from './queries';

const WORDS = {
  ar: {
    title: 'فاتورة',
    number: 'رقم الفاتورة',
    date: 'التاريخ',
    client: 'الزبون',
    business: 'النشاط التجاري',
    registry: 'رقم السجل التجاري',
    placement: 'موضع الإعلان',
    period: 'المدة',
    to: 'إلى',
    total: 'المبلغ الإجمالي',
    first: 'الدفعة الأولى المطلوبة',
    method: 'طريقة الدفع',
    reference: 'المرجع الواجب ذكره مع الدفع',
    methods: { cheque: 'صك', cash: 'نقداً', current_account: 'تحويل إلى الحساب الجاري' },
    places: {
      page_top_bar: 'الشريط العلوي للصفحة',
      popup: 'نافذة منبثقة',
      top_of_page: 'أعلى الصفحة',
      home_page: 'الصفحة الرئيسية',
      main_branch: 'صفحة الفرع',
      category: 'صفحات الفئة',
      listing_slot: 'مساحة ضمن نتائج الإعلانات',
    },
  },
  fr: {
    title: 'Facture',
    number: 'Facture n°',
    date: 'Date',
    client: 'Client',
    business: 'Activité',
    registry: 'N° de registre du commerce',
    placement: 'Emplacement',
    period: 'Période',
    to: 'au',
    total: 'Montant total',
    first: 'Premier versement demandé',
    method: 'Mode de paiement',
    reference: 'Référence à indiquer avec le paiement',
    methods: { cheque: 'Chèque', cash: 'Espèces', current_account: 'Virement sur compte courant' },
    places: {
      page_top_bar: 'Barre en haut de page',
      popup: 'Fenêtre surgissante',
      top_of_page: 'Haut de page',
      home_page: 'Page d’accueil',
      main_branch: 'Page de l’agence',
      category: 'Pages de la catégorie',
      listing_slot: 'Espace dans les résultats d’annonces',
    },
  },
  en: {
    title: 'Invoice',
    number: 'Invoice number',
    date: 'Date',
    client: 'Client',
    business: 'Business activity',
    registry: 'Commercial registry number',
    placement: 'Placement',
    period: 'Period',
    to: 'to',
    total: 'Total amount',
    first: 'First instalment required',
    method: 'Payment method',
    reference: 'Reference to quote with the payment',
    methods: { cheque: 'Cheque', cash: 'Cash', current_account: 'Transfer to current account' },
    places: {
      page_top_bar: 'Page top bar',
      popup: 'Popup',
      top_of_page: 'Top of page',
      home_page: 'Home page',
      main_branch: 'Branch page',
      category: 'Category pages',
      listing_slot: 'Space in listing results',
    },
  },
} as const;

const day = (locale: Locale, date: string) =>
  dateTimeFormat(intlLocaleOf(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * The invoice of an approved order, as a standalone HTML file in the advertiser's language,
 * attached to the "waiting for payment" mail: what the advertiser owes, for what, and the
 * reference to quote. Every value written by the advertiser is escaped.
 */
export function adInvoice(
  ad: AdvertisementRow,
  input: { locale: Locale; siteName: string; issuedOn: string },
): MailAttachment {
  const w = WORDS[input.locale];
  const method = w.methods[ad.paymentMethod as keyof typeof w.methods] ?? ad.paymentMethod;
  const place = w.places[ad.place as keyof typeof w.places] ?? ad.place;
  const rows: [string, string][] = [
    [w.number, ad.invoiceNumber ?? ''],
    [w.date, day(input.locale, input.issuedOn)],
    [w.client, `${ad.fullName} — ${ad.name}`],
    [w.business, ad.businessActivity],
    [w.registry, ad.commercialRegistryNumber],
    [w.placement, place],
    [w.period, `${day(input.locale, ad.startDate)} ${w.to} ${day(input.locale, addDays(ad.endDate, -1))}`],
    [w.total, formatMoney(input.locale, ad.amount, ad.currencyCode)],
    ...(ad.paymentType === 'partial'
      ? [[w.first, formatMoney(input.locale, ad.firstInstalment, ad.currencyCode)] as [string, string]]
      : []),
    [w.method, method],
    [w.reference, adPaymentReference(ad.id)],
  ];
  const dir = input.locale === 'ar' ? 'rtl' : 'ltr';
  const html = `<!DOCTYPE html>
<html lang="${input.locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(`${w.title} ${ad.invoiceNumber ?? ''}`)}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}th,td{padding:.4em .8em;border-bottom:1px solid #ccc;text-align:start}</style></head>
<body><h1>${escapeHtml(input.siteName)} — ${escapeHtml(w.title)}</h1><table>
${rows.map(([label, value]) => `<tr><th>${escapeHtml(label)}</th><td><bdi>${escapeHtml(value)}</bdi></td></tr>`).join('\n')}
</table></body></html>
`;
  return {
    filename: `${ad.invoiceNumber ?? `invoice-${ad.id}`}.html`,
    contentType: 'text/html; charset=utf-8',
    content: html,
  };
}
