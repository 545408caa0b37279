import { numberFormat } from '@portal/contract/intl-cache';
import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import { formatMoney } from '@portal/contract/money';
import type { Block } from './layout';
import { button, note, paragraph, type CopyContext, type MailTemplate, type NamedData } from './copy';

/** One new listing of an alert mail, drawn as a card. */
export interface AlertCard {
  title: string;
  priceType: string;
  price: number | null;
  priceMin: number | null;
  priceMax: number | null;
  currency: string;
  /** The city or region, in the recipient's language. */
  place: string;
  /** The cover photo's path on this site (made absolute); null without a photo. */
  imagePath: string | null;
  /** The listing's public page, e.g. `/sales/show/<slug>`. */
  linkPath: string;
}

/** To a member whose saved search found new listings: at once, or in a daily or weekly digest. */
export interface AlertMatchesData extends NamedData {
  searchName: string;
  frequency: 'immediately' | 'daily' | 'weekly';
  cards: AlertCard[];
  /** New listings beyond the cards (the saved searches page shows them all). */
  more: number;
  /** The member's saved searches page. */
  searchesPath: string;
  /** The signed link that turns this saved search's alerts off without login. */
  unsubscribePath: string;
}

const PRICE_WORDS: Record<Locale, { free: string; on_request: string }> = {
  ar: { free: 'مجاناً', on_request: 'السعر عند الطلب' },
  fr: { free: 'Gratuit', on_request: 'Prix sur demande' },
  en: { free: 'Free', on_request: 'Price on request' },
};

const count = (locale: Locale, n: number) => numberFormat(intlLocaleOf(locale), {}).format(n);

function priceText(locale: Locale, card: AlertCard): string {
  if (card.priceType === 'free' || card.priceType === 'on_request')
    return PRICE_WORDS[locale][card.priceType];
  if (card.priceType === 'range' && card.priceMin !== null && card.priceMax !== null) {
    return `${formatMoney(locale, card.priceMin, card.currency)} – ${formatMoney(locale, card.priceMax, card.currency)}`;
  }
  const amount = card.price ?? card.priceMin;
  return amount === null ? PRICE_WORDS[locale].on_request : formatMoney(locale, amount, card.currency);
}

const cards = (d: AlertMatchesData, c: CopyContext): Block[] =>
  d.cards.map((card) => ({
    type: 'card',
    title: card.title,
    details: [priceText(c.locale, card), card.place].filter(Boolean).join(' · '),
    url: c.link(card.linkPath),
    imageUrl: card.imagePath ? c.link(card.imagePath) : null,
  }));

export const alertMatches: MailTemplate<AlertMatchesData> = {
  ar: (d, c) => ({
    subject:
      d.frequency === 'immediately'
        ? 'إعلان جديد يطابق بحثك المحفوظ'
        : d.frequency === 'daily'
          ? 'ملخص اليوم: إعلانات جديدة لبحثك المحفوظ'
          : 'ملخص الأسبوع: إعلانات جديدة لبحثك المحفوظ',
    blocks: [
      paragraph('إعلانات جديدة تطابق بحثك المحفوظ «', { quote: d.searchName }, `» على ${c.siteName}:`),
      ...cards(d, c),
      ...(d.more > 0
        ? [paragraph(`إعلانات جديدة أخرى في صفحة عمليات البحث المحفوظة: ${count(c.locale, d.more)}`)]
        : []),
      button('عمليات البحث المحفوظة', c.link(d.searchesPath)),
      note('لا تريد هذه التنبيهات؟ ', 'أوقفها بنقرة واحدة دون تسجيل الدخول: ', {
        ltr: c.link(d.unsubscribePath),
      }),
    ],
  }),
  fr: (d, c) => ({
    subject:
      d.frequency === 'immediately'
        ? 'Une nouvelle annonce correspond à votre recherche'
        : d.frequency === 'daily'
          ? 'Votre récapitulatif du jour : nouvelles annonces pour votre recherche'
          : 'Votre récapitulatif de la semaine : nouvelles annonces pour votre recherche',
    blocks: [
      paragraph(
        'Nouvelles annonces pour votre recherche enregistrée « ',
        { quote: d.searchName },
        ` » sur ${c.siteName} :`,
      ),
      ...cards(d, c),
      ...(d.more > 0
        ? [
            paragraph(
              `Autres nouvelles annonces sur la page de vos recherches enregistrées : ${count(c.locale, d.more)}`,
            ),
          ]
        : []),
      button('Mes recherches enregistrées', c.link(d.searchesPath)),
      note('Vous ne voulez plus de ces alertes ? ', 'Désactivez-les en un clic, sans connexion : ', {
        ltr: c.link(d.unsubscribePath),
      }),
    ],
  }),
  en: (d, c) => ({
    subject:
      d.frequency === 'immediately'
        ? 'A new listing matches your saved search'
        : d.frequency === 'daily'
          ? 'Your daily digest: new listings for your saved search'
          : 'Your weekly digest: new listings for your saved search',
    blocks: [
      paragraph('New listings for your saved search “', { quote: d.searchName }, `” on ${c.siteName}:`),
      ...cards(d, c),
      ...(d.more > 0
        ? [paragraph(`Other new listings on your saved searches page: ${count(c.locale, d.more)}`)]
        : []),
      button('My saved searches', c.link(d.searchesPath)),
      note('No longer want these alerts? ', 'Turn them off in one click, without signing in: ', {
        ltr: c.link(d.unsubscribePath),
      }),
    ],
  }),
};
