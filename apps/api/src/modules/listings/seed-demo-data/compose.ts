import {
  CONTACT_TIMES,
  PAYMENT_METHODS,
  type ListingBody,
  type OptionalField,
} from '@portal/contract/listings';
import { OPTIONAL_FIELD_SEEDS, REGIONS } from '../../catalog/service';
import type { Platform } from '@portal/contract/catalog';
import { seededRandom } from '../../../db/seed/generated-art';
import { SALES_DEMO } from './sales-catalog';
import { SERVICES_DEMO } from './services-catalog';
import type { CategoryDemo, DemoAd, DemoItem, DemoLanguage } from './types';

/**
 * The demo portal's ads, composed from the catalogs of things and services: every thing is
 * posted twice, by different people, in different wilayas and words. A fixed seed makes the
 * same ads on every machine (tests count them; e2e runs find the same data).
 */

/** The verified demo sellers (auth's seed-accounts.ts makes them), by the categories they post in. */
export const DEMO_SELLERS: Record<string, string[]> = {
  sofiane: ['vehicles', 'hobbies-sports'],
  immo_bahia: ['real-estate'],
  bilal_tech: ['phones-tablets', 'electronics-appliances', 'it-digital'],
  nadia: ['fashion-beauty', 'kids-baby', 'home-furniture', 'beauty-wellness', 'tailoring-crafts'],
  ferme_mitidja: ['agriculture', 'agricultural-services', 'professional-equipment'],
  rachid: ['construction-renovation', 'repairs-maintenance', 'transport-moving', 'cleaning'],
  meriem: ['education-tutoring', 'health-care', 'events-celebrations', 'legal-administrative'],
};
/** Who likes ads: the sellers and amina (karim has no verified email). */
const LIKERS = ['amina', ...Object.keys(DEMO_SELLERS)];

/** Wilaya codes, the big cities more often (a wilaya listed twice is twice as likely). */
const WILAYAS = [
  16, 16, 16, 16, 31, 31, 31, 25, 25, 19, 19, 9, 9, 23, 15, 6, 5, 13, 35, 42, 27, 22, 2, 7, 26, 34, 18, 21,
  47, 30, 8, 43, 39, 10,
];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
function pickSome<T>(random: () => number, list: readonly T[], count: number): T[] {
  const rest = [...list];
  const chosen: T[] = [];
  while (chosen.length < count && rest.length > 0)
    chosen.push(rest.splice(Math.floor(random() * rest.length), 1)[0]!);
  return chosen;
}

function language(random: () => number): DemoLanguage {
  const r = random();
  return r < 0.42 ? 'ar' : r < 0.78 ? 'fr' : r < 0.9 ? 'dz' : 'en';
}

/** A price people would write: rounded to a step that fits its size. */
function roundPrice(value: number): number {
  const step =
    value >= 1_000_000
      ? 50_000
      : value >= 100_000
        ? 5_000
        : value >= 10_000
          ? 500
          : value >= 1_000
            ? 100
            : 10;
  return Math.max(step, Math.round(value / step) * step);
}

const SALE_TITLES: Record<DemoLanguage, ((n: string, city: string) => string)[]> = {
  ar: [
    (n) => `${n} للبيع`,
    (n) => `${n} بحالة ممتازة`,
    (n, c) => `للبيع ${n} في ${c}`,
    (n) => `${n} نظيف جداً`,
  ],
  fr: [(n) => `Vends ${n}`, (n) => `${n} à vendre`, (n) => `${n} très bon état`, (n, c) => `${n} — ${c}`],
  en: [(n) => `${n} for sale`, (n) => `${n}, very good condition`, (n, c) => `${n} in ${c}`],
  dz: [(n) => `${n} a vendre`, (n) => `Nbi3 ${n}`, (n, c) => `${n} nickel, ${c}`],
};
const SERVICE_TITLES: Record<DemoLanguage, ((n: string, city: string) => string)[]> = {
  ar: [(n, c) => `${n} في ${c}`, (n) => `${n} بأسعار معقولة`, (n) => `${n} – خبرة وجدية`],
  fr: [(n, c) => `${n} à ${c}`, (n) => `${n} — devis gratuit`, (n) => `${n}, travail sérieux`],
  en: [(n, c) => `${n} in ${c}`, (n) => `${n}, fair prices`],
  dz: [(n, c) => `${n} f ${c}`, (n) => `${n}, prix m3a9oul`],
};
const SALE_OPENERS: Record<DemoLanguage, ((n: string, city: string) => string)[]> = {
  ar: [(n) => `أعرض للبيع ${n}.`, (n, c) => `للبيع ${n} في ${c}.`, (n) => `السلام عليكم، ${n} للبيع.`],
  fr: [
    (n) => `Je vends ${n}.`,
    (n) => `À vendre : ${n}.`,
    (n, c) => `Bonjour, je mets en vente ${n} sur ${c}.`,
  ],
  en: [(n) => `Selling ${n}.`, (n, c) => `For sale in ${c}: ${n}.`],
  dz: [(n) => `Salam, nbi3 ${n}.`, (n, c) => `Nbi3 ${n} f ${c}.`],
};
const SERVICE_OPENERS: Record<DemoLanguage, ((n: string, city: string) => string)[]> = {
  ar: [(n, c) => `نقترح عليكم: ${n} في ${c} وما جاورها.`, (n, c) => `${n} في ${c} وضواحيها.`],
  fr: [(n, c) => `${n} sur ${c} et environs.`, (n, c) => `Nous proposons : ${n}, à ${c} et alentours.`],
  en: [(n, c) => `${n} in and around ${c}.`],
  dz: [(n, c) => `${n} f ${c} w les environs.`],
};
const DELIVERY: Record<DemoLanguage, string> = {
  ar: 'التوصيل ممكن إلى كل الولايات.',
  fr: 'Livraison possible sur les 58 wilayas.',
  en: 'Delivery possible to every wilaya.',
  dz: 'Livraison l ga3 les wilayas.',
};
const VIEWING: Record<DemoLanguage, (city: string) => string> = {
  ar: (c) => `المعاينة في ${c}.`,
  fr: (c) => `À voir sur ${c}.`,
  en: (c) => `Viewing in ${c}.`,
  dz: (c) => `Tchoufha f ${c}.`,
};
const PRICE_WORDS: Record<DemoLanguage, Record<'negotiable' | 'fixed' | 'range' | 'on_request', string>> = {
  ar: {
    negotiable: 'السعر قابل للتفاوض.',
    fixed: 'السعر نهائي.',
    range: 'السعر حسب حجم العمل.',
    on_request: 'السعر حسب الطلب، اتصلوا بنا.',
  },
  fr: {
    negotiable: 'Prix à débattre.',
    fixed: 'Prix ferme.',
    range: 'Tarif selon l’importance du travail.',
    on_request: 'Prix sur demande, appelez-nous.',
  },
  en: {
    negotiable: 'Price negotiable.',
    fixed: 'The price is firm.',
    range: 'Price depends on the job.',
    on_request: 'Price on request, give us a call.',
  },
  dz: {
    negotiable: 'Prix à débattre, chwiya.',
    fixed: 'Prix final, ma n9essch.',
    range: 'Le prix 3la 7sab el khedma.',
    on_request: 'Le prix f téléphone.',
  },
};
const CLOSERS: Record<DemoLanguage, string[]> = {
  ar: ['للاتصال عبر الهاتف أو الرسائل.', 'لا أرد على الأرقام المخفية.', 'الجادون فقط، شكراً.'],
  fr: ['Contact par téléphone ou message.', 'Appels sérieux uniquement, merci.', 'Pas d’échange.'],
  en: ['Call or message me.', 'Serious buyers only, please.'],
  dz: ['3aytouli wella ab3thouli message.', 'Li yebghi sérieux ye3ayet.'],
};
/** Rentals are neither sold nor a service: their own words. */
const RENTAL_TITLES: Record<DemoLanguage, ((n: string, city: string) => string)[]> = {
  ar: [(n, c) => `${n} في ${c}`],
  fr: [(n, c) => `${n} — ${c}`],
  en: [(n, c) => `${n} in ${c}`],
  dz: [(n, c) => `${n} f ${c}`],
};
const RENTAL_OPENERS: Record<DemoLanguage, ((n: string, city: string) => string)[]> = {
  ar: [(n, c) => `${n} في ${c}، متوفرة ابتداءً من الآن.`],
  fr: [(n, c) => `${n} à ${c}, libre tout de suite.`],
  en: [(n, c) => `${n} in ${c}, available now.`],
  dz: [(n, c) => `${n} f ${c}, disponible men daba.`],
};
const SERVICE_CLOSERS: Record<DemoLanguage, string[]> = {
  ar: ['اتصلوا بنا عبر الهاتف أو الرسائل.', 'متوفرون من السبت إلى الخميس.'],
  fr: ['Contactez-nous par téléphone ou par message.', 'Disponible du samedi au jeudi.'],
  en: ['Call or message us.', 'Available Saturday to Thursday.'],
  dz: ['3aytoulna wella ab3thoulna message.', 'Disponible men sebt l khemis.'],
};
const STREETS = [
  'Rue Larbi Ben M’hidi',
  'Boulevard de l’ALN',
  'Cité 500 Logements',
  'Rue Didouche Mourad',
  'Avenue de l’Indépendance',
  'Cité El Badr',
];
const REJECTIONS = [
  'Les photos ne correspondent pas à l’article annoncé.',
  'الإعلان مكرر: نفس الإعلان منشور مسبقاً.',
  'Le prix indiqué n’est pas réaliste ; corrigez-le et soumettez à nouveau.',
  'الوصف لا يكفي: أضف تفاصيل عن الحالة والمكان.',
  'Mauvaise catégorie : choisissez la sous-catégorie qui correspond.',
];

/** The optional details a category asks for (the nearest named branch, as the catalog seeds them). */
function offered(platform: Platform, top: string, at: string): OptionalField[] {
  const seeds = OPTIONAL_FIELD_SEEDS[platform];
  return seeds[at] ?? seeds[top] ?? [];
}

function optionalValues(
  random: () => number,
  fields: OptionalField[],
  ad: { platform: Platform; at: string; advertiser: string; language: DemoLanguage; cityFr: string },
): Partial<ListingBody> {
  const values: Partial<ListingBody> = {};
  const rental = /rent|rental|hire|holiday/.test(ad.at);
  for (const field of fields) {
    if (field !== 'rentability' && random() < 0.4) continue;
    switch (field) {
      case 'contact_time':
        values.contact_time = pick(random, CONTACT_TIMES);
        break;
      case 'rentability':
        values.rentability = rental;
        break;
      case 'professional_address':
        if (ad.advertiser !== 'individual')
          values.professional_address = `${pick(random, STREETS)}, ${ad.cityFr}`;
        break;
      case 'payment_method':
        values.payment_method = pick(random, PAYMENT_METHODS);
        break;
      case 'payment_type':
        values.payment_type = random() < 0.8 ? 'full' : 'partial';
        break;
      case 'selling_style':
        values.selling_style = random() < 0.8 ? 'retail' : 'wholesale';
        break;
      case 'sales_quality':
        values.sales_quality = random() < 0.9 ? 'original' : 'imitative';
        break;
      case 'sales_source':
        values.sales_source = random() < 0.6 ? 'local' : 'imported';
        break;
      case 'has_delivery':
        values.has_delivery = random() < 0.5;
        break;
      case 'documentation':
        values.documentation = true;
        break;
      case 'sellability':
        values.sellability = random() < 0.75 ? 'available' : 'on_order';
        break;
      case 'quantity_abundance':
        values.quantity_abundance = pick(random, ['limited', 'available', 'abundant'] as const);
        break;
      case 'after_sales_service':
        values.after_sales_service = random() < 0.6;
        break;
      case 'sales_guarantee':
        if (random() < 0.5) values.sales_guarantee = 'none';
        else {
          values.sales_guarantee = 'specific';
          values.sales_guarantee_text = ad.language === 'ar' ? 'ضمان 6 أشهر' : 'Garantie 6 mois';
        }
        break;
      case 'headquarters':
        if (ad.advertiser !== 'individual') values.headquarters = `Zone d’activités, ${ad.cityFr}`;
        break;
      case 'scientific_legal_qualification':
        if (ad.advertiser === 'company')
          values.scientific_legal_qualification = `RC ${10 + Math.floor(random() * 48)}/00-${1_000_000 + Math.floor(random() * 8_999_999)} B ${10 + Math.floor(random() * 15)}`;
        break;
      default:
        break;
    }
  }
  return values;
}

function ownerOf(random: () => number, top: string): string {
  const own = Object.entries(DEMO_SELLERS)
    .filter(([, tops]) => tops.includes(top))
    .map(([name]) => name);
  // Most ads by the category's regular, some by another seller: several owners per category.
  return own.length > 0 && random() < 0.75 ? pick(random, own) : pick(random, Object.keys(DEMO_SELLERS));
}

function compose(random: () => number, platform: Platform, category: CategoryDemo, item: DemoItem): DemoAd {
  const lang = language(random);
  const code = pick(random, WILAYAS);
  const wilaya = REGIONS.find((r) => r.id === code)!;
  const city = pick(random, wilaya.cities);
  const cityName = lang === 'ar' ? city.names.ar : lang === 'en' ? city.names.en : city.names.fr;
  const name = lang === 'ar' ? item.n[0] : lang === 'en' ? item.n[2] : item.n[1];
  const sale = platform === 'sales';
  const advertiser = sale
    ? random() < 0.65
      ? 'individual'
      : random() < 0.7
        ? 'store'
        : 'company'
    : random() < 0.55
      ? 'individual'
      : 'company';
  const fields = optionalValues(random, offered(platform, category.slug, item.at), {
    platform,
    at: item.at,
    advertiser,
    language: lang,
    cityFr: city.names.fr,
  });

  const r = random();
  const priceType = sale
    ? r < 0.55
      ? 'fixed'
      : r < 0.93
        ? 'negotiable'
        : 'on_request'
    : r < 0.35
      ? 'fixed'
      : r < 0.65
        ? 'range'
        : 'on_request';
  const amount = () => roundPrice(item.p[0] + random() * (item.p[1] - item.p[0])) * 100;
  const prices: Partial<ListingBody> = {};
  if (priceType === 'fixed' || priceType === 'negotiable') prices.price = amount();
  if (priceType === 'range') {
    const [a, b] = [amount(), amount()].sort((x, y) => x - y) as [number, number];
    prices.price_min = a;
    prices.price_max = b === a ? a * 2 : b;
  }

  const rental = sale && /to-rent|rentals/.test(item.at);
  const titles = rental ? RENTAL_TITLES : sale ? SALE_TITLES : SERVICE_TITLES;
  const openers = rental ? RENTAL_OPENERS : sale ? SALE_OPENERS : SERVICE_OPENERS;
  const title = pick(random, titles[lang])(name, cityName);
  const description = [
    pick(random, openers[lang])(name, cityName),
    ...pickSome(random, category.say[lang], 2),
    sale ? (fields.has_delivery ? DELIVERY[lang] : VIEWING[lang](cityName)) : '',
    PRICE_WORDS[lang][priceType],
    pick(random, (sale ? CLOSERS : SERVICE_CLOSERS)[lang]),
  ]
    .filter(Boolean)
    .join(random() < 0.5 ? ' ' : '\n');

  const hoursAgo = Math.floor(random() * 59 * 24) + 1;
  const photoCount = random() < 0.7 ? 1 + Math.floor(random() * 4) : 0;
  const first = Math.floor(random() * PICTURES_PER_CATEGORY);
  const owner = ownerOf(random, category.slug);
  return {
    owner,
    language: lang,
    top: category.slug,
    at: item.at,
    hue: category.hue,
    platform,
    citySlug: city.slug,
    body: {
      platform,
      title,
      description,
      price_type: priceType,
      ...prices,
      region_id: wilaya.id,
      advertiser_characteristic: advertiser,
      duration_days: hoursAgo > 25 * 24 ? 90 : pick(random, [30, 60, 90]),
      ...fields,
    },
    state: 'approved',
    hoursAgo,
    pictures: Array.from({ length: photoCount }, (_, i) => (first + i) % PICTURES_PER_CATEGORY),
    // Older ads have been seen more; a few are popular.
    views: Math.round((hoursAgo / 24 + 3) * (4 + random() * 18) * (random() < 0.1 ? 6 : 1)),
    likedBy: pickSome(
      random,
      LIKERS.filter((u) => u !== owner),
      Math.floor(random() * random() * 7),
    ),
  };
}

/** Distinct pictures drawn per top category, reused across its ads (seed time stays short). */
export const PICTURES_PER_CATEGORY = 2;

/**
 * Every demo ad: each thing twice. A few become the back office's material: refused ones and
 * ones that ran out, and the freshest with photos get a running promotion (the featured strip).
 */
export function composeDemoAds(): DemoAd[] {
  const random = seededRandom(20_250_611);
  const ads: DemoAd[] = [];
  for (const [platform, catalog] of [
    ['sales', SALES_DEMO],
    ['announcements', SERVICES_DEMO],
  ] as const) {
    for (const category of catalog) {
      for (const item of category.items) {
        ads.push(compose(random, platform, category, item), compose(random, platform, category, item));
      }
    }
  }
  for (const [index, ad] of ads.entries()) {
    if (index % 61 === 7) {
      ad.state = 'rejected';
      ad.rejectionReason = REJECTIONS[Math.floor(index / 61) % REJECTIONS.length];
      ad.hoursAgo = 12 + (index % 90);
    } else if (index % 53 === 11) {
      ad.state = 'expired';
      ad.body.duration_days = 30;
      ad.hoursAgo = (32 + (index % 25)) * 24;
    }
  }
  for (const platform of ['sales', 'announcements'] as const) {
    ads
      .filter((a) => a.platform === platform && a.state === 'approved' && a.pictures.length > 0)
      .sort((a, b) => a.hoursAgo - b.hoursAgo)
      .slice(0, 4)
      .forEach((ad, i) => {
        ad.featuredForHours = 7 * 24 - ad.hoursAgo > 0 ? 7 * 24 - ad.hoursAgo : 24 * (2 + i);
      });
  }
  return ads;
}
