import type { AdPlacement } from '@portal/contract/advertisements-values';
import { dateTimeFormat } from '@portal/contract/intl-cache';
import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import { formatMoney } from '@portal/contract/money';
import { button, paragraph, type CopyContext, type MailTemplate, type NamedData } from './copy';

/** The advertiser's list of orders, where each mail points. */
const MY_ADVERTISEMENTS = '/profile/advertisements';

/** What every mail about an order summarizes: which one, where, when, for how much. */
export interface AdvertisementMailData extends NamedData {
  /** The business's or campaign's name, as the advertiser wrote it. */
  title: string;
  place: AdPlacement;
  /** First day shown and first day no longer shown (YYYY-MM-DD, portal's calendar). */
  startDate: string;
  endDate: string;
  /** The price kept at ordering, in minor units of `currencyCode`. */
  amount: number;
  currencyCode: string;
}

const PLACEMENT_NAMES: Record<Locale, Record<AdPlacement, string>> = {
  ar: {
    page_top_bar: 'الشريط العلوي للصفحة',
    popup: 'النافذة المنبثقة',
    top_of_page: 'أعلى الصفحة',
    home_page: 'الصفحة الرئيسية',
    main_branch: 'صفحة الفرع',
    category: 'صفحات الفئة',
    listing_slot: 'مساحة بين الإعلانات',
  },
  fr: {
    page_top_bar: 'barre en haut de page',
    popup: 'fenêtre surgissante',
    top_of_page: 'haut de page',
    home_page: 'page d’accueil',
    main_branch: 'page de l’agence',
    category: 'pages de la catégorie',
    listing_slot: 'espace parmi les annonces',
  },
  en: {
    page_top_bar: 'page top bar',
    popup: 'popup',
    top_of_page: 'top of page',
    home_page: 'home page',
    main_branch: 'branch page',
    category: 'category pages',
    listing_slot: 'space among listings',
  },
};

/** The period as the advertiser reads it: first and last day shown, in the mail's language. */
function period(d: AdvertisementMailData, c: CopyContext): string {
  const format = dateTimeFormat(intlLocaleOf(c.locale), { dateStyle: 'long', timeZone: 'UTC' });
  const last = new Date(`${d.endDate}T00:00:00Z`);
  last.setUTCDate(last.getUTCDate() - 1);
  return format.formatRange(new Date(`${d.startDate}T00:00:00Z`), last);
}

const summary = (
  d: AdvertisementMailData,
  c: CopyContext,
  words: { place: string; period: string; price: string },
) => [
  paragraph(`${words.place}: ${PLACEMENT_NAMES[c.locale][d.place]}`),
  paragraph(`${words.period}: `, period(d, c)),
  paragraph(`${words.price}: `, { strong: formatMoney(c.locale, d.amount, d.currencyCode) }),
];

/** To the advertiser once the order is stored: it waits for review, then we write. */
export const advertisementCreated: MailTemplate<AdvertisementMailData> = {
  ar: (d, c) => ({
    subject: 'تم إنشاء إشهارك',
    blocks: [
      paragraph(
        'تم إنشاء الإشهار «',
        { quote: d.title },
        '»: سنتواصل معك لاحقاً عبر البريد الإلكتروني بعد المراجعة.',
      ),
      ...summary(d, c, { place: 'الموضع', period: 'المدة', price: 'السعر' }),
      button('إشهاراتي', c.link(MY_ADVERTISEMENTS)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre publicité est créée',
    blocks: [
      paragraph(
        'Publicité « ',
        { quote: d.title },
        ' » créée : vous serez contacté plus tard par e-mail après examen.',
      ),
      ...summary(d, c, { place: 'Emplacement', period: 'Période', price: 'Prix' }),
      button('Mes publicités', c.link(MY_ADVERTISEMENTS)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your advertisement is created',
    blocks: [
      paragraph(
        'Advertisement “',
        { quote: d.title },
        '” created: you will be contacted later by email after review.',
      ),
      ...summary(d, c, { place: 'Placement', period: 'Period', price: 'Price' }),
      button('My advertisements', c.link(MY_ADVERTISEMENTS)),
    ],
  }),
};

/** To the advertiser once they cancelled an order: its days are free again, nothing more is owed. */
export const advertisementCancelled: MailTemplate<AdvertisementMailData> = {
  ar: (d, c) => ({
    subject: 'تم إلغاء إشهارك',
    blocks: [
      paragraph('ألغيت الإشهار «', { quote: d.title }, '». لن يُعرض ولم يعد عليك أي مبلغ له.'),
      ...summary(d, c, { place: 'الموضع', period: 'المدة', price: 'السعر' }),
      button('إشهاراتي', c.link(MY_ADVERTISEMENTS)),
    ],
  }),
  fr: (d, c) => ({
    subject: 'Votre publicité est annulée',
    blocks: [
      paragraph(
        'Vous avez annulé la publicité « ',
        { quote: d.title },
        ' ». Elle ne sera pas diffusée et plus rien n’est dû pour elle.',
      ),
      ...summary(d, c, { place: 'Emplacement', period: 'Période', price: 'Prix' }),
      button('Mes publicités', c.link(MY_ADVERTISEMENTS)),
    ],
  }),
  en: (d, c) => ({
    subject: 'Your advertisement is cancelled',
    blocks: [
      paragraph(
        'You cancelled the advertisement “',
        { quote: d.title },
        '”. It will not be shown and nothing more is owed for it.',
      ),
      ...summary(d, c, { place: 'Placement', period: 'Period', price: 'Price' }),
      button('My advertisements', c.link(MY_ADVERTISEMENTS)),
    ],
  }),
};
