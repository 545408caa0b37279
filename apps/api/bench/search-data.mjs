// Realistic listings for the search benchmark (search.bench.mjs): titles and descriptions in
// Arabic, French, English and Arabizi built from the seeded catalog's own category names plus a
// vocabulary per top category, prices by category, regions and cities, both platforms, mostly
// approved. Deterministic (seeded random), so two runs of the same size hold the same data.

/** Vocabulary per top category (by slug): words people put in titles, per language. */
const VOCABULARY = {
  // Sales.
  vehicles: {
    ar: ['سيارة', 'رونو كليو', 'بيجو 208', 'هيونداي أكسنت', 'محرك ديزل', 'دراجة نارية'],
    fr: ['voiture', 'Renault Clio', 'Peugeot 208', 'Hyundai Accent', 'moteur diesel', 'moto'],
    en: ['car', 'Renault Clio', 'Peugeot 208', 'Hyundai Accent', 'diesel engine', 'motorbike'],
    arabizi: ['tomobil', 'sayara', 'clio 4', 'golf 7', 'moteur mlih', 'motor'],
  },
  'real-estate': {
    ar: ['شقة', 'فيلا', 'قطعة أرض', 'محل تجاري', 'منزل', 'عقد موثق'],
    fr: ['appartement', 'villa', 'terrain', 'local commercial', 'maison', 'acte notarié'],
    en: ['apartment', 'villa', 'land plot', 'shop', 'house', 'notarial deed'],
    arabizi: ['dar', 'chakka', 'terrain', 'villa', 'f3', 'lkra'],
  },
  'phones-tablets': {
    ar: ['هاتف', 'سامسونغ غالاكسي', 'آيفون', 'شاحن', 'لوحة رقمية', 'شاشة'],
    fr: ['téléphone', 'Samsung Galaxy', 'iPhone', 'chargeur', 'tablette', 'écran'],
    en: ['phone', 'Samsung Galaxy', 'iPhone', 'charger', 'tablet', 'screen'],
    arabizi: ['portable', 'tilifoun', 'iphone', 'samsung', 'chargeur', 'tablette'],
  },
  'electronics-appliances': {
    ar: ['ثلاجة', 'غسالة', 'تلفاز', 'مكيف هواء', 'حاسوب محمول', 'فرن'],
    fr: ['réfrigérateur', 'machine à laver', 'télévision', 'climatiseur', 'ordinateur portable', 'four'],
    en: ['fridge', 'washing machine', 'television', 'air conditioner', 'laptop', 'oven'],
    arabizi: ['frigo', 'machina', 'tv', 'climatiseur', 'pc', 'koucha'],
  },
  'home-furniture': {
    ar: ['أريكة', 'طاولة', 'خزانة', 'سرير', 'زربية', 'كراسي'],
    fr: ['canapé', 'table', 'armoire', 'lit', 'tapis', 'chaises'],
    en: ['sofa', 'table', 'wardrobe', 'bed', 'rug', 'chairs'],
    arabizi: ['salon', 'tabla', 'khzana', 'sarir', 'zarbiya', 'korsi'],
  },
  'fashion-beauty': {
    ar: ['أحذية رياضية', 'فستان', 'حقيبة', 'عطر', 'قفطان', 'ساعة'],
    fr: ['baskets', 'robe', 'sac à main', 'parfum', 'caftan', 'montre'],
    en: ['sneakers', 'dress', 'handbag', 'perfume', 'caftan', 'watch'],
    arabizi: ['sabat', 'robe', 'sac', 'parfum', 'karakou', 'montre'],
  },
  agriculture: {
    ar: ['جرار', 'أغنام', 'بذور', 'زيت زيتون', 'عتاد فلاحي', 'تمر دقلة نور'],
    fr: ['tracteur', 'moutons', 'semences', "huile d'olive", 'matériel agricole', 'dattes Deglet Nour'],
    en: ['tractor', 'sheep', 'seeds', 'olive oil', 'farm equipment', 'Deglet Nour dates'],
    arabizi: ['tracteur', 'kbech', 'zit zitoun', 'tmar', 'ghnem', 'materiel'],
  },
  'hobbies-sports': {
    ar: ['دراجة هوائية', 'جهاز رياضي', 'كتب', 'قيتارة', 'خيمة', 'كرة قدم'],
    fr: ['vélo', 'appareil de musculation', 'livres', 'guitare', 'tente', 'ballon'],
    en: ['bicycle', 'fitness machine', 'books', 'guitar', 'tent', 'football'],
    arabizi: ['velo', 'kora', 'ktouba', 'guitare', 'khaima', 'sport'],
  },
  'kids-baby': {
    ar: ['عربة أطفال', 'ألعاب', 'سرير رضيع', 'ملابس أطفال', 'كرسي سيارة'],
    fr: ['poussette', 'jouets', 'lit bébé', 'vêtements enfant', 'siège auto'],
    en: ['stroller', 'toys', 'baby cot', 'kids clothes', 'car seat'],
    arabizi: ['poussette', 'l3ab', 'bebe', 'hwayej drari', 'siege'],
  },
  'professional-equipment': {
    ar: ['آلة خياطة صناعية', 'مولد كهربائي', 'ثلاجة عرض', 'عتاد مخبزة', 'رافعة'],
    fr: [
      'machine à coudre industrielle',
      'groupe électrogène',
      'vitrine réfrigérée',
      'matériel de boulangerie',
      'chariot élévateur',
    ],
    en: ['industrial sewing machine', 'generator', 'display fridge', 'bakery equipment', 'forklift'],
    arabizi: ['machina industrielle', 'groupe', 'vitrine', 'four boulangerie', 'clark'],
  },
  // Announcements (services).
  'construction-renovation': {
    ar: ['بناء', 'ترميم', 'دهان', 'بلاط', 'سباك', 'كهربائي'],
    fr: ['maçonnerie', 'rénovation', 'peinture', 'carrelage', 'plombier', 'électricien'],
    en: ['masonry', 'renovation', 'painting', 'tiling', 'plumber', 'electrician'],
    arabizi: ['bennay', 'plombri', 'peintre', 'zellij', 'trisinti', 'ma3alem'],
  },
  'transport-moving': {
    ar: ['نقل أثاث', 'شاحنة', 'ترحيل', 'نقل بضائع', 'سائق'],
    fr: ['déménagement', 'camion', 'transport de marchandises', 'chauffeur', 'fourgon'],
    en: ['moving', 'truck', 'freight', 'driver', 'van'],
    arabizi: ['tarhil', 'camion', 'fourgon', 'chauffeur', 'transport'],
  },
  'education-tutoring': {
    ar: ['دروس خصوصية', 'رياضيات', 'لغة فرنسية', 'تحضير البكالوريا', 'قرآن'],
    fr: ['cours particuliers', 'mathématiques', 'anglais', 'préparation au bac', 'soutien scolaire'],
    en: ['private lessons', 'maths', 'English', 'exam preparation', 'tutoring'],
    arabizi: ['cours', 'dourous', 'bac', 'maths', 'prof'],
  },
  'health-care': {
    ar: ['ممرضة', 'علاج طبيعي', 'رعاية المسنين', 'حجامة', 'تمريض منزلي'],
    fr: ['infirmière', 'kinésithérapie', 'garde malade', 'soins à domicile', 'aide-soignante'],
    en: ['nurse', 'physiotherapy', 'elderly care', 'home care', 'caregiver'],
    arabizi: ['fermliya', 'kine', 'hijama', 'soins', 'garde malade'],
  },
  'events-celebrations': {
    ar: ['قاعة حفلات', 'حلويات تقليدية', 'مصور', 'ديجي', 'ممون حفلات'],
    fr: ['salle des fêtes', 'gâteaux traditionnels', 'photographe', 'DJ', 'traiteur'],
    en: ['wedding hall', 'traditional cakes', 'photographer', 'DJ', 'caterer'],
    arabizi: ['3ors', 'salle', 'gateau', 'dj', 'traiteur'],
  },
  'repairs-maintenance': {
    ar: ['تصليح', 'صيانة', 'مكيفات', 'ثلاجات', 'غسالات', 'ميكانيكي'],
    fr: ['réparation', 'entretien', 'climatisation', 'électroménager', 'mécanicien', 'dépannage'],
    en: ['repair', 'maintenance', 'air conditioning', 'appliances', 'mechanic', 'call-out'],
    arabizi: ['tasli7', 'reparation', 'mecanicien', 'frigo', 'clim'],
  },
  'beauty-wellness': {
    ar: ['حلاقة', 'تجميل', 'حمام', 'مكياج عروس', 'تدليك'],
    fr: ['coiffure', 'esthétique', 'hammam', 'maquillage mariée', 'massage'],
    en: ['hairdresser', 'beauty salon', 'hammam', 'bridal make-up', 'massage'],
    arabizi: ['coiffeuse', 'hammam', 'maquillage', 'massage', 'tezyin'],
  },
  'it-digital': {
    ar: ['تصميم مواقع', 'برمجة', 'صيانة الحواسيب', 'تسويق رقمي', 'تصميم شعار'],
    fr: ['création de site web', 'développement', 'maintenance informatique', 'marketing digital', 'logo'],
    en: ['website design', 'software development', 'computer repair', 'digital marketing', 'logo design'],
    arabizi: ['site web', 'informatique', 'pc', 'marketing', 'logo'],
  },
  cleaning: {
    ar: ['تنظيف', 'تنظيف الزرابي', 'تنظيف الواجهات', 'مكافحة الحشرات'],
    fr: ['nettoyage', 'lavage de tapis', 'nettoyage de façades', 'désinsectisation'],
    en: ['cleaning', 'carpet cleaning', 'facade cleaning', 'pest control'],
    arabizi: ['tandif', 'menage', 'zrabi', 'nettoyage'],
  },
  'legal-administrative': {
    ar: ['محامي', 'موثق', 'ترجمة رسمية', 'محاسب', 'ملف تأشيرة'],
    fr: ['avocat', 'notaire', 'traduction officielle', 'comptable', 'dossier visa'],
    en: ['lawyer', 'notary', 'certified translation', 'accountant', 'visa file'],
    arabizi: ['avocat', 'notaire', 'traduction', 'comptable', 'visa'],
  },
  'agricultural-services': {
    ar: ['حرث', 'حصاد', 'سقي بالتقطير', 'تقليم الأشجار', 'بيطري'],
    fr: ['labour', 'moisson', 'irrigation goutte à goutte', 'taille des arbres', 'vétérinaire'],
    en: ['ploughing', 'harvest', 'drip irrigation', 'tree pruning', 'vet'],
    arabizi: ['7rath', 'hsad', 'goutte a goutte', 'veterinaire', 'fellah'],
  },
  'tailoring-crafts': {
    ar: ['خياطة', 'طرز', 'نجار', 'حداد', 'فخار'],
    fr: ['couture', 'broderie', 'menuisier', 'ferronnier', 'poterie'],
    en: ['tailoring', 'embroidery', 'carpenter', 'blacksmith', 'pottery'],
    arabizi: ['khiyata', 'terz', 'nejjar', 'haddad', 'couturière'],
  },
};

const ADJECTIVES = {
  ar: ['جديد', 'مستعمل', 'حالة ممتازة', 'بسعر مناسب', 'للبيع', 'عاجل', 'نظيف', 'مع الضمان'],
  fr: [
    'neuf',
    'occasion',
    'très bon état',
    'prix intéressant',
    'à vendre',
    'urgent',
    'propre',
    'sous garantie',
  ],
  en: ['new', 'used', 'excellent condition', 'good price', 'for sale', 'urgent', 'clean', 'with warranty'],
  arabizi: ['jdid', 'mlih', 'nadi', 'prix m3qoul', 'lil bi3', 'urgent', 'bla 3ayb', 'garantie'],
};

const SERVICE_WORDS = {
  ar: ['خدمة', 'خبرة طويلة', 'عمل متقن', 'أسعار معقولة', 'متوفر كل يوم'],
  fr: ['service', 'longue expérience', 'travail soigné', 'tarifs raisonnables', 'disponible 7j/7'],
  en: ['service', 'long experience', 'quality work', 'fair rates', 'available every day'],
  arabizi: ['khidma', 'khebra', 'khedma nqiya', 'prix m3qoul', 'disponible'],
};

/** Sentences of descriptions; {w} a vocabulary word, {a} an adjective, {c} the city. */
const SENTENCES = {
  ar: [
    '{w} {a} في {c}.',
    'للبيع {w}، {a}، السعر قابل للتفاوض.',
    'نقدم {w} بجودة عالية، الاتصال في أي وقت.',
    'التوصيل ممكن إلى كل الولايات، {a}.',
    'الرجاء الاتصال بالهاتف فقط، لا رسائل.',
  ],
  fr: [
    '{w} {a} à {c}.',
    'Je vends {w}, {a}, prix à débattre.',
    'Nous proposons {w} de qualité, appelez à toute heure.',
    'Livraison possible dans toutes les wilayas, {a}.',
    'Contact par téléphone uniquement, pas de messages.',
  ],
  en: [
    '{w} {a} in {c}.',
    'Selling {w}, {a}, price negotiable.',
    'We offer quality {w}, call any time.',
    'Delivery possible to every province, {a}.',
    'Phone calls only, no messages please.',
  ],
  arabizi: [
    '{w} {a} f {c}.',
    'nbi3 {w}, {a}, prix yetna9ech.',
    '{w} qualité, 3aytouli f ay wa9t.',
    'livraison l ga3 les wilayas, {a}.',
    'ghir tilifoun, pas de messages.',
  ],
};

/** Price range per top category in DZD (whole dinars); stored in minor units (× 100). */
const PRICE_RANGES = {
  vehicles: [150_000, 6_000_000],
  'real-estate': [1_500_000, 40_000_000],
  'phones-tablets': [5_000, 250_000],
  'electronics-appliances': [8_000, 300_000],
  'home-furniture': [3_000, 250_000],
  'fashion-beauty': [1_000, 60_000],
  agriculture: [2_000, 3_000_000],
  'hobbies-sports': [1_500, 150_000],
  'kids-baby': [1_000, 50_000],
  'professional-equipment': [20_000, 5_000_000],
};
const SERVICE_PRICE_RANGE = [500, 80_000];

/** Language shares of listings: ar, fr, en, Arabizi (people mostly write Arabic or French here). */
const LANGUAGES = [
  ['ar', 0.45],
  ['fr', 0.35],
  ['en', 0.08],
  ['arabizi', 0.12],
];

/** Query words the benchmark searches, per language: from the same vocabulary, plus variants. */
/**
 * Queries never asked before, as many as there are: a vocabulary word with an adjective of the
 * same language ("voiture occasion", "شقة مستعمل"), shuffled. Each is a text the server has not
 * seen, so it measures a cold word, not a memo.
 */
export function newWordQueries(random) {
  const queries = [];
  for (const [language, adjectives] of Object.entries(ADJECTIVES)) {
    const words = new Set(Object.values(VOCABULARY).flatMap((kinds) => kinds[language] ?? []));
    for (const word of words) for (const adjective of adjectives) queries.push(`${word} ${adjective}`);
  }
  for (let i = queries.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [queries[i], queries[j]] = [queries[j], queries[i]];
  }
  return queries;
}

export const SEARCH_TERMS = [
  'سيارة',
  'سياره',
  'شقة',
  'هاتف سامسونغ',
  'ثلاجة',
  'أريكة',
  'اريكة',
  'دروس خصوصية',
  'تصليح',
  'voiture',
  'appartement',
  'télévision',
  'television',
  'machine a laver',
  'plombier',
  'cours maths',
  'phone',
  'fridge',
  'sofa',
  'laptop',
  'tomobil',
  'sayara',
  'frigo',
  'dar',
  'iphone',
  'clio',
];

/** mulberry32: a small, fast, seeded generator (same data on every run). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (random, items) => items[Math.floor(random() * items.length)];
function weighted(random, entries) {
  let r = random();
  for (const [value, weight] of entries) {
    r -= weight;
    if (r < 0) return value;
  }
  return entries[entries.length - 1][0];
}

/**
 * The catalog as read from the database: leaves (a filter, or a sub-category without filters)
 * with their ancestors, and cities per region. `categories` rows: { id, platform, parent_id,
 * depth, slug, name_ar, name_fr, name_en }; `cities` rows: { id, region_id, name_ar, name_fr }.
 */
export function catalogOf(categories, cities) {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const hasChildren = new Set(categories.map((c) => c.parent_id).filter((id) => id !== null));
  const leaves = { announcements: [], sales: [] };
  for (const c of categories) {
    if (c.depth === 0 || hasChildren.has(c.id)) continue;
    const chain = [c];
    while (chain[0].parent_id !== null) chain.unshift(byId.get(chain[0].parent_id));
    leaves[c.platform].push(chain);
  }
  const citiesByRegion = new Map();
  for (const city of cities) {
    if (!citiesByRegion.has(city.region_id)) citiesByRegion.set(city.region_id, []);
    citiesByRegion.get(city.region_id).push(city);
  }
  return { leaves, regions: [...citiesByRegion.keys()], citiesByRegion };
}

/** Region weights: the big wilayas (Alger, Oran, Constantine, Sétif, Blida) hold more listings. */
const BIG_REGIONS = new Set([16, 31, 25, 19, 9]);

const DAY_MS = 86_400_000;

/**
 * One listing as the columns the benchmark inserts. `searchDocument` is the app's own
 * (search-document.ts), given the same texts in the same order as check-listing-input.ts.
 */
export function makeListing(i, random, catalog, { userCount, now, searchDocument, slugBase }) {
  const platform = random() < 0.6 ? 'sales' : 'announcements';
  const chain = pick(random, catalog.leaves[platform]);
  const [top, sub, leaf] = chain;
  const vocabulary = VOCABULARY[top.slug] ?? VOCABULARY.vehicles;
  const language = weighted(random, LANGUAGES);
  const nameLanguage = language === 'arabizi' ? 'fr' : language;
  const region = random() < 0.45 ? pick(random, [...BIG_REGIONS]) : pick(random, catalog.regions);
  const cities = catalog.citiesByRegion.get(region);
  const city = pick(random, cities);
  const cityName = language === 'ar' ? city.name_ar : city.name_fr;
  const word = pick(random, vocabulary[language]);
  const adjective = pick(random, platform === 'sales' ? ADJECTIVES[language] : SERVICE_WORDS[language]);
  const leafName = (leaf ?? sub)[`name_${nameLanguage}`];
  const title = random() < 0.5 ? `${word} ${adjective} - ${cityName}` : `${leafName} : ${word} ${adjective}`;
  const sentences = [];
  const sentenceCount = 2 + Math.floor(random() * 3);
  for (let s = 0; s < sentenceCount; s += 1) {
    sentences.push(
      pick(random, SENTENCES[language])
        .replace('{w}', pick(random, vocabulary[language]))
        .replace('{a}', pick(random, ADJECTIVES[language]))
        .replace('{c}', cityName),
    );
  }
  const description = sentences.join(' ');

  const priceType =
    platform === 'sales'
      ? weighted(random, [
          ['fixed', 0.55],
          ['negotiable', 0.35],
          ['range', 0.04],
          ['on_request', 0.05],
          ['free', 0.01],
        ])
      : weighted(random, [
          ['fixed', 0.3],
          ['negotiable', 0.25],
          ['range', 0.15],
          ['on_request', 0.25],
          ['free', 0.05],
        ]);
  const [low, high] = PRICE_RANGES[top.slug] ?? SERVICE_PRICE_RANGE;
  // Prices spread log-uniformly and rounded as people write them (to 500 DA), in minor units.
  const dinars = () => Math.max(500, Math.round((low * (high / low) ** random()) / 500) * 500);
  let price = null;
  let priceMin = null;
  let priceMax = null;
  if (priceType === 'fixed' || priceType === 'negotiable') price = dinars() * 100;
  if (priceType === 'range') {
    const a = dinars() * 100;
    const b = dinars() * 100;
    [priceMin, priceMax] = a <= b ? [a, b] : [b, a];
  }
  const currency = random() < 0.95 ? 'DZD' : random() < 0.8 ? 'EUR' : 'USD';

  const status = weighted(random, [
    ['approved', 0.86],
    ['pending', 0.05],
    ['expired', 0.06],
    ['rejected', 0.02],
    ['waiting_payment', 0.01],
  ]);
  const publishedAt = new Date(now - Math.floor(random() * 365 * DAY_MS));
  const durationDays = pick(random, [7, 15, 30, 60, 90]);
  // Approved listings were renewed as needed to still be public; expired ones ended in the past.
  const expiresAt =
    status === 'expired'
      ? new Date(now - Math.floor(random() * 30 * DAY_MS) - DAY_MS)
      : new Date(now + Math.floor((0.05 + random()) * durationDays * DAY_MS));
  const sales = platform === 'sales';
  const names = chain.flatMap((c) => [c.name_ar, c.name_fr, c.name_en]);
  return {
    platform,
    user_id: 1 + Math.floor(random() ** 2 * userCount),
    status,
    title,
    description,
    category_id: top.id,
    sub_category_id: sub?.id ?? null,
    filter_id: leaf?.id ?? null,
    price_type: priceType,
    price,
    price_min: priceMin,
    price_max: priceMax,
    sort_price: price ?? priceMin ?? 0,
    currency_code: currency,
    region_id: region,
    city_id: random() < 0.85 ? city.id : null,
    advertiser_characteristic: weighted(random, [
      ['individual', 0.7],
      ['store', 0.18],
      ['company', 0.12],
    ]),
    duration_days: durationDays,
    payment_method: sales ? pick(random, ['cash', 'cash', 'cash', 'cheque', 'current_account']) : null,
    has_delivery: sales ? random() < 0.3 : null,
    sales_quality: sales ? (random() < 0.9 ? 'original' : 'imitative') : null,
    sales_source: sales ? (random() < 0.7 ? 'local' : 'imported') : null,
    selling_style: sales ? (random() < 0.88 ? 'retail' : 'wholesale') : null,
    search_text: searchDocument([title, description, ...names]),
    // The app's slug with a suffix unique by construction (the app's is random).
    slug: `${slugBase(title)}-${i.toString(36).padStart(8, '0')}`,
    published_at: publishedAt.toISOString(),
    expires_at: expiresAt.toISOString(),
    views: Math.floor(random() ** 3 * 2000),
    has_photo: random() < 0.75,
  };
}
