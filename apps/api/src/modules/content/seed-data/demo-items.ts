import type { SeedItem } from './types';

/**
 * The demo content's items: news, blog, FAQ, links, partners, branches, home cards, legal
 * texts, downloads, library entries and podcast episodes, in Arabic, French and English. On
 * purpose, one article and one answer lack English (the fallback shows), one news item is
 * scheduled and one article is a draft.
 */

type Text = readonly [title: string, summary: string, body: string];
const tr = (ar: Text | null, fr: Text | null, en: Text | null): SeedItem['translations'] => ({
  ...(ar ? { ar: { title: ar[0], summary: ar[1], body: ar[2] } } : {}),
  ...(fr ? { fr: { title: fr[0], summary: fr[1], body: fr[2] } } : {}),
  ...(en ? { en: { title: en[0], summary: en[1], body: en[2] } } : {}),
});
const p = (...paragraphs: string[]) => paragraphs.map((x) => `<p>${x}</p>`).join('');

const NEWS: SeedItem[] = [
  {
    kind: 'news',
    slug: 'lancement-du-portail',
    publishAtDaysFromNow: -20,
    translations: tr(
      [
        'انطلاق البوابة',
        'بوابة جديدة للإعلانات المبوبة في كل الولايات.',
        p('تنطلق اليوم بوابتنا للبيع والخدمات، بالعربية والفرنسية والإنجليزية، مع مراجعة كل إعلان قبل نشره.'),
      ],
      [
        'Lancement du portail',
        'Un nouveau portail de petites annonces pour toutes les wilayas.',
        p(
          'Notre portail de ventes et de services ouvre aujourd’hui, en arabe, français et anglais, avec une relecture de chaque annonce avant publication.',
        ),
      ],
      [
        'The portal opens',
        'A new classifieds portal for every wilaya.',
        p(
          'Our sales and services portal opens today in Arabic, French and English, with every ad reviewed before publication.',
        ),
      ],
    ),
    details: (f) => ({
      kind: 'news',
      category: 'portal',
      cover_file_id: f('news-launch'),
      tags: ['lancement', 'portail'],
    }),
  },
  {
    kind: 'news',
    slug: 'nouvelles-categories-de-services',
    publishAtDaysFromNow: -10,
    translations: tr(
      [
        'أصناف جديدة للخدمات',
        'الخياطة والحرف والخدمات الفلاحية.',
        p('أضفنا أصنافاً للخياطة والحرف التقليدية والخدمات الفلاحية بطلب من المستعملين.'),
      ],
      [
        'Nouvelles catégories de services',
        'Couture, artisanat et services agricoles.',
        p(
          'À la demande des utilisateurs, nous avons ajouté la couture, l’artisanat traditionnel et les services agricoles.',
        ),
      ],
      [
        'New service categories',
        'Tailoring, crafts and farm services.',
        p('Following users’ requests, we added tailoring, traditional crafts and agricultural services.'),
      ],
    ),
    details: (f) => ({
      kind: 'news',
      category: 'announcements',
      cover_file_id: f('news-services'),
      tags: ['services'],
    }),
  },
  {
    kind: 'news',
    slug: 'annonces-a-la-une',
    publishAtDaysFromNow: -2,
    translations: tr(
      [
        'الإعلانات المميزة',
        'اجعلوا إعلانكم في الواجهة لمدة أسبوع أو شهر.',
        p('يمكن الآن اختيار ترويج عند إرسال الإعلان؛ يبدأ بعد موافقة المشرف.'),
      ],
      [
        'Les annonces à la une',
        'Mettez votre annonce en avant une semaine ou un mois.',
        p(
          'Vous pouvez désormais choisir une promotion en soumettant votre annonce ; elle commence après l’accord du modérateur.',
        ),
      ],
      [
        'Featured ads',
        'Put your ad in the spotlight for a week or a month.',
        p('You can now choose a promotion when submitting your ad; it starts after a moderator’s approval.'),
      ],
    ),
    details: (f) => ({
      kind: 'news',
      category: 'sales',
      cover_file_id: f('news-sales'),
      tags: ['promotion'],
    }),
  },
  {
    kind: 'news',
    slug: 'salon-de-l-artisanat',
    publishAtDaysFromNow: 3,
    translations: tr(
      [
        'نلتقي في معرض الصناعة التقليدية',
        'فريقنا حاضر في المعرض لمساعدة الحرفيين على النشر.',
        p('سنكون في المعرض لمرافقة الحرفيين في نشر إعلاناتهم الأولى.'),
      ],
      [
        'Rendez-vous au salon de l’artisanat',
        'Notre équipe aide les artisans à publier.',
        p('Nous serons présents au salon pour accompagner les artisans dans leurs premières annonces.'),
      ],
      [
        'Meet us at the crafts fair',
        'Our team helps craftspeople post their ads.',
        p('We will be at the fair to help craftspeople post their first ads.'),
      ],
    ),
    details: (f) => ({
      kind: 'news',
      category: 'events',
      cover_file_id: f('news-fair'),
      tags: ['salon', 'artisanat'],
    }),
  },
];

const BLOG: SeedItem[] = [
  {
    kind: 'blog',
    slug: 'reussir-ses-photos',
    publishAtDaysFromNow: -15,
    translations: tr(
      [
        'صور تبيع',
        'خمس نصائح لصور إعلان ناجحة.',
        '<h2>الضوء</h2>' +
          p('صوّروا في ضوء النهار قرب النافذة.') +
          '<h2>الزوايا</h2>' +
          p('صورة عامة ثم التفاصيل والعيوب إن وجدت.'),
      ],
      [
        'Des photos qui vendent',
        'Cinq conseils pour des photos d’annonce réussies.',
        '<h2>La lumière</h2>' +
          p('Photographiez à la lumière du jour, près d’une fenêtre.') +
          '<h2>Les angles</h2>' +
          p('Une vue d’ensemble, puis les détails, défauts compris.'),
      ],
      [
        'Photos that sell',
        'Five tips for good ad photos.',
        '<h2>Light</h2>' +
          p('Shoot in daylight near a window.') +
          '<h2>Angles</h2>' +
          p('One overall view, then the details, flaws included.'),
      ],
    ),
    details: (f) => ({
      kind: 'blog',
      category: 'tips',
      cover_file_id: f('blog-photos'),
      tags: ['photos', 'conseils'],
    }),
  },
  {
    kind: 'blog',
    slug: 'eviter-les-arnaques',
    publishAtDaysFromNow: -8,
    translations: tr(
      [
        'تجنب الاحتيال',
        'علامات تنبهكم قبل الدفع.',
        p('سعر منخفض جداً، استعجال، طلب دفع مسبق: توقفوا وبلّغوا عن الإعلان.'),
      ],
      [
        'Éviter les arnaques',
        'Les signaux qui doivent vous alerter avant de payer.',
        p('Prix trop bas, urgence, demande de paiement d’avance : arrêtez-vous et signalez l’annonce.'),
      ],
      [
        'Avoiding scams',
        'Warning signs before you pay.',
        p('A price too low, pressure to hurry, a request for payment in advance: stop and report the ad.'),
      ],
    ),
    details: (f) => ({
      kind: 'blog',
      category: 'safety',
      cover_file_id: f('blog-safety'),
      tags: ['sécurité'],
    }),
  },
  {
    kind: 'blog',
    slug: 'acheter-une-voiture-d-occasion',
    publishAtDaysFromNow: -5,
    // No English on purpose: the page falls back to another language and says so.
    translations: tr(
      [
        'شراء سيارة مستعملة',
        'ما يجب التحقق منه قبل الشراء.',
        p('البطاقة الرمادية، رقم الهيكل، سجل الصيانة، وتجربة عند ميكانيكي تثقون فيه.'),
      ],
      [
        'Acheter une voiture d’occasion',
        'Ce qu’il faut vérifier avant d’acheter.',
        p('Carte grise, numéro de châssis, carnet d’entretien et essai chez un mécanicien de confiance.'),
      ],
      null,
    ),
    details: (f) => ({
      kind: 'blog',
      category: 'vehicles',
      cover_file_id: f('blog-car'),
      tags: ['voiture', 'occasion'],
    }),
  },
  {
    kind: 'blog',
    slug: 'louer-un-appartement',
    publishAtDaysFromNow: -1,
    translations: tr(
      [
        'كراء شقة دون مفاجآت',
        'العقد، الضمان، وحالة الأماكن.',
        p('اطلبوا عقداً مكتوباً ومحضراً لحالة الأماكن، ولا تدفعوا قبل المعاينة.'),
      ],
      [
        'Louer un appartement sans surprise',
        'Bail, caution et état des lieux.',
        p('Demandez un bail écrit et un état des lieux, et ne payez rien avant la visite.'),
      ],
      [
        'Renting a flat without surprises',
        'Lease, deposit and inventory.',
        p('Ask for a written lease and an inventory, and pay nothing before the visit.'),
      ],
    ),
    details: (f) => ({
      kind: 'blog',
      category: 'real_estate',
      cover_file_id: f('blog-flat'),
      tags: ['location'],
    }),
  },
  {
    kind: 'blog',
    slug: 'proposer-ses-services',
    status: 'draft',
    translations: tr(
      ['اعرضوا خدماتكم', 'مسودة: كيف تكتبون إعلان خدمة.', p('صفوا ما تقدمونه، المنطقة، والأسعار الإرشادية.')],
      [
        'Proposer ses services',
        'Brouillon : rédiger une annonce de service.',
        p('Décrivez ce que vous faites, votre zone et des prix indicatifs.'),
      ],
      [
        'Offering your services',
        'Draft: writing a service ad.',
        p('Describe what you do, your area and indicative prices.'),
      ],
    ),
    details: (f) => ({ kind: 'blog', category: 'jobs', cover_file_id: f('blog-jobs'), tags: ['services'] }),
  },
];

type Qa = readonly [
  ar: readonly [string, string],
  fr: readonly [string, string],
  en: readonly [string, string] | null,
];
const faq = (
  slug: string,
  category: 'account' | 'posting' | 'moderation' | 'payments' | 'safety' | 'services' | 'privacy',
  [ar, fr, en]: Qa,
): SeedItem => ({
  kind: 'faq',
  slug,
  translations: tr([ar[0], '', p(ar[1])], [fr[0], '', p(fr[1])], en ? [en[0], '', p(en[1])] : null),
  details: () => ({ kind: 'faq', category }),
});

const FAQ: SeedItem[] = [
  faq('creer-un-compte', 'account', [
    ['كيف أنشئ حساباً؟', 'اضغطوا «إنشاء حساب» واملؤوا الاستمارة، ثم أكدوا بريدكم بالرمز المرسل.'],
    [
      'Comment créer un compte ?',
      'Cliquez sur « Créer un compte », remplissez le formulaire puis confirmez votre e-mail avec le code reçu.',
    ],
    [
      'How do I create an account?',
      'Click “Create an account”, fill in the form, then confirm your email with the code we send.',
    ],
  ]),
  faq('code-non-recu', 'account', [
    ['لم يصلني رمز التأكيد', 'تحققوا من الرسائل غير المرغوب فيها ثم اطلبوا رمزاً جديداً من صفحة التأكيد.'],
    [
      'Je n’ai pas reçu le code',
      'Regardez dans les courriers indésirables, puis demandez un nouveau code depuis la page de confirmation.',
    ],
    ['I did not get the code', 'Check your spam folder, then ask for a new code from the verification page.'],
  ]),
  faq('mot-de-passe-oublie', 'account', [
    ['نسيت كلمة المرور', 'استعملوا «نسيت كلمة المرور» في صفحة الدخول لتلقي رابط إعادة التعيين.'],
    [
      'J’ai oublié mon mot de passe',
      'Utilisez « Mot de passe oublié » sur la page de connexion pour recevoir un lien de réinitialisation.',
    ],
    ['I forgot my password', 'Use “Forgot password” on the sign-in page to get a reset link.'],
  ]),
  faq('combien-de-photos', 'posting', [
    [
      'كم صورة يمكنني إضافتها؟',
      'حتى العدد الذي تحدده الإدارة (عشر صور افتراضياً)، بصيغة JPEG أو PNG أو WebP.',
    ],
    [
      'Combien de photos puis-je ajouter ?',
      'Jusqu’au nombre fixé par l’administration (dix par défaut), en JPEG, PNG ou WebP.',
    ],
    [
      'How many photos can I add?',
      'Up to the number the administrators set (ten by default), as JPEG, PNG or WebP.',
    ],
  ]),
  faq('duree-annonce', 'posting', [
    ['كم يبقى إعلاني منشوراً؟', 'المدة التي تختارونها عند النشر، ويمكن تجديده بعد انتهائها.'],
    [
      'Combien de temps reste mon annonce ?',
      'La durée choisie à la publication ; vous pouvez la renouveler ensuite.',
    ],
    [
      'How long does my ad stay online?',
      'For the period you choose when posting; you can renew it afterwards.',
    ],
  ]),
  faq('delai-de-relecture', 'moderation', [
    ['متى يُنشر إعلاني؟', 'بعد مراجعته من طرف مشرف، عادة خلال ساعات قليلة.'],
    [
      'Quand mon annonce sera-t-elle publiée ?',
      'Après sa relecture par un modérateur, en général en quelques heures.',
    ],
    ['When will my ad be published?', 'Once a moderator has reviewed it, usually within a few hours.'],
  ]),
  faq('annonce-refusee', 'moderation', [
    ['رُفض إعلاني، ماذا أفعل؟', 'اقرؤوا السبب في الرسالة، صححوا الإعلان من «إعلاناتي» وأعيدوا إرساله.'],
    [
      'Mon annonce a été refusée',
      'Lisez le motif dans le message, corrigez l’annonce depuis « Mes annonces » et soumettez-la à nouveau.',
    ],
    [
      'My ad was refused',
      'Read the reason in the message, correct the ad from “My ads” and submit it again.',
    ],
  ]),
  faq('categories-payantes', 'payments', [
    [
      'لماذا بعض الأصناف مدفوعة؟',
      'تحدد الإدارة رسوماً لبعض الأصناف؛ يظهر المبلغ قبل الإرسال ولا يُطلب إلا بعد الموافقة.',
    ],
    [
      'Pourquoi certaines catégories sont payantes ?',
      'L’administration fixe des frais pour certaines catégories ; le montant s’affiche avant l’envoi et n’est demandé qu’après acceptation.',
    ],
    [
      'Why are some categories paid?',
      'The administrators set fees for some categories; the amount shows before you submit and is asked only after approval.',
    ],
  ]),
  faq('mise-en-avant', 'payments', [
    ['كيف أروّج لإعلاني؟', 'اختاروا عرض ترويج عند الإرسال؛ يبدأ بعد موافقة المشرف وتسجيل الدفع.'],
    [
      'Comment mettre mon annonce à la une ?',
      'Choisissez une offre de promotion à l’envoi ; elle commence après l’accord du modérateur et le paiement.',
    ],
    ['How do I feature my ad?', 'Choose a promotion when submitting; it starts after approval and payment.'],
  ]),
  faq('paiement-d-avance', 'safety', [
    ['البائع يطلب الدفع مسبقاً', 'لا تدفعوا قبل معاينة الشيء، وبلّغوا عن الإعلان.'],
    [
      'Le vendeur demande un paiement d’avance',
      'Ne payez pas avant d’avoir vu le bien, et signalez l’annonce.',
    ],
    ['The seller asks for payment in advance', 'Do not pay before seeing the item, and report the ad.'],
  ]),
  faq('signaler-une-annonce', 'safety', [
    ['كيف أبلّغ عن إعلان؟', 'زر «تبليغ» في صفحة الإعلان، مع اختيار السبب.'],
    [
      'Comment signaler une annonce ?',
      'Avec le bouton « Signaler » de la page d’annonce, en choisissant le motif.',
    ],
    ['How do I report an ad?', 'With the “Report” button on the ad’s page, choosing a reason.'],
  ]),
  faq('proposer-un-service', 'services', [
    ['هل يمكن للمؤسسات نشر خدماتها؟', 'نعم، اختاروا «مؤسسة» كصفة المعلن وأضيفوا العنوان المهني.'],
    [
      'Une entreprise peut-elle proposer ses services ?',
      'Oui : choisissez « Entreprise » comme type d’annonceur et indiquez l’adresse professionnelle.',
    ],
    null,
  ]),
  faq('supprimer-mon-compte', 'privacy', [
    ['كيف أحذف حسابي ومعطياتي؟', 'من ملفكم الشخصي: حمّلوا نسخة من معطياتكم ثم احذفوا الحساب نهائياً.'],
    [
      'Comment supprimer mon compte et mes données ?',
      'Depuis votre profil : téléchargez une copie de vos données, puis supprimez définitivement le compte.',
    ],
    [
      'How do I delete my account and data?',
      'From your profile: download a copy of your data, then delete the account for good.',
    ],
  ]),
];

const link = (
  slug: string,
  list: 'friendly' | 'related',
  url: string,
  names: readonly [string, string, string],
): SeedItem => ({
  kind: 'link',
  slug,
  translations: tr([names[0], '', ''], [names[1], '', ''], [names[2], '', '']),
  details: () => ({ kind: 'link', list, url }),
});

const LINKS: SeedItem[] = [
  link('algerie-poste', 'friendly', 'https://www.poste.dz', [
    'بريد الجزائر',
    'Algérie Poste',
    'Algérie Poste',
  ]),
  link('meteo', 'friendly', 'https://www.meteo.dz', [
    'الديوان الوطني للأرصاد الجوية',
    'Office national de la météorologie',
    'National Meteorological Office',
  ]),
  link('interieur', 'friendly', 'https://www.interieur.gov.dz', [
    'وزارة الداخلية',
    'Ministère de l’Intérieur',
    'Ministry of the Interior',
  ]),
  link('finances', 'friendly', 'https://www.mf.gov.dz', [
    'وزارة المالية',
    'Ministère des Finances',
    'Ministry of Finance',
  ]),
  link('journal-officiel', 'related', 'https://www.joradp.dz', [
    'الجريدة الرسمية',
    'Journal officiel',
    'Official Journal',
  ]),
  link('commerce', 'related', 'https://www.commerce.gov.dz', [
    'وزارة التجارة',
    'Ministère du Commerce',
    'Ministry of Trade',
  ]),
  link('cnrc', 'related', 'https://www.cnrc.dz', [
    'المركز الوطني للسجل التجاري',
    'Centre national du registre du commerce',
    'National Trade Register Centre',
  ]),
  link('anpdp', 'related', 'https://anpdp.dz', [
    'السلطة الوطنية لحماية المعطيات الشخصية',
    'Autorité nationale de protection des données personnelles',
    'National Personal Data Protection Authority',
  ]),
];

const partner = (
  slug: string,
  logo: string,
  names: readonly [string, string, string],
  about: readonly [string, string, string],
): SeedItem => ({
  kind: 'partner',
  slug,
  translations: tr([names[0], about[0], ''], [names[1], about[1], ''], [names[2], about[2], '']),
  // Fictional partners of the demo: no address of theirs to link to.
  details: (f) => ({ kind: 'partner', url: null, logo_file_id: f(logo) }),
});

const PARTNERS: SeedItem[] = [
  partner(
    'atlas-livraison',
    'partner-atlas',
    ['أطلس للتوصيل', 'Atlas Livraison', 'Atlas Delivery'],
    [
      'توصيل الطرود إلى 58 ولاية.',
      'Livraison de colis dans les 58 wilayas.',
      'Parcel delivery to all 58 wilayas.',
    ],
  ),
  partner(
    'cabinet-el-bahdja',
    'partner-bahdja',
    ['مكتب البهجة للاستشارة', 'Cabinet El Bahdja', 'El Bahdja Consulting'],
    [
      'استشارة قانونية للمعلنين المحترفين.',
      'Conseil juridique pour les annonceurs professionnels.',
      'Legal advice for professional advertisers.',
    ],
  ),
  partner(
    'imprimerie-numidia',
    'partner-numidia',
    ['مطبعة نوميديا', 'Imprimerie Numidia', 'Numidia Printing'],
    ['مطبوعات ولافتات للمحلات.', 'Impression et enseignes pour commerces.', 'Printing and signs for shops.'],
  ),
  partner(
    'ecole-tassili',
    'partner-tassili',
    ['مدرسة الطاسيلي للغات', 'École de langues Tassili', 'Tassili Language School'],
    ['دروس في اللغات لكل الأعمار.', 'Cours de langues pour tous les âges.', 'Language classes for all ages.'],
  ),
  partner(
    'assurances-hoggar',
    'partner-hoggar',
    ['تأمينات الهقار', 'Assurances Hoggar', 'Hoggar Insurance'],
    ['تأمين السيارات والمساكن.', 'Assurance auto et habitation.', 'Car and home insurance.'],
  ),
];

const WEEK = [0, 1, 2, 3, 6].map((weekday) => ({ weekday, open: '08:30', close: '17:00' }));
const branch = (
  slug: string,
  names: readonly [string, string, string],
  address: { ar: string; fr: string; en: string },
  phones: string[],
  [latitude, longitude]: readonly [number, number],
  isMain: boolean,
): SeedItem => ({
  kind: 'branch',
  slug,
  translations: tr([names[0], '', ''], [names[1], '', ''], [names[2], '', '']),
  details: () => ({
    kind: 'branch',
    address,
    phones,
    email: `${slug}@demo.portal`,
    hours: WEEK,
    map_url: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`,
    latitude,
    longitude,
    is_main: isMain,
  }),
});

const BRANCHES: SeedItem[] = [
  branch(
    'alger',
    ['فرع الجزائر العاصمة', 'Agence d’Alger', 'Algiers branch'],
    {
      ar: 'شارع ديدوش مراد، الجزائر الوسطى، الجزائر',
      fr: 'Rue Didouche Mourad, Alger-Centre, Alger',
      en: 'Rue Didouche Mourad, Algiers Centre, Algiers',
    },
    ['+213 21 00 10 20', '+213 550 00 10 20'],
    [36.7661, 3.0541],
    true,
  ),
  branch(
    'oran',
    ['فرع وهران', 'Agence d’Oran', 'Oran branch'],
    {
      ar: 'شارع العربي بن مهيدي، وهران',
      fr: 'Boulevard Larbi Ben M’hidi, Oran',
      en: 'Larbi Ben M’hidi Boulevard, Oran',
    },
    ['+213 41 00 20 30'],
    [35.6987, -0.6349],
    false,
  ),
  branch(
    'constantine',
    ['فرع قسنطينة', 'Agence de Constantine', 'Constantine branch'],
    {
      ar: 'نهج عبان رمضان، قسنطينة',
      fr: 'Rue Abane Ramdane, Constantine',
      en: 'Abane Ramdane Street, Constantine',
    },
    ['+213 31 00 30 40'],
    [36.365, 6.6147],
    false,
  ),
];

const card = (
  slug: string,
  section: 'why_choose_us' | 'about' | 'horizons',
  icon: string | null,
  text: readonly [Text, Text, Text],
  image?: string,
): SeedItem => ({
  kind: 'home_section',
  slug,
  translations: tr(...text),
  details: (f) => ({ kind: 'home_section', section, icon, image_file_id: image ? f(image) : null }),
});

const HOME: SeedItem[] = [
  card('confiance', 'why_choose_us', 'hand-heart', [
    ['إعلانات مراجعة', 'كل إعلان يراجعه مشرف قبل نشره.', ''],
    ['Des annonces relues', 'Chaque annonce est relue avant publication.', ''],
    ['Reviewed ads', 'A moderator reviews every ad before it goes live.', ''],
  ]),
  card('langues', 'why_choose_us', 'languages', [
    ['بلغتكم', 'العربية والفرنسية والإنجليزية، والبحث يفهم العربيزي.', ''],
    ['Dans votre langue', 'Arabe, français, anglais ; la recherche comprend l’arabizi.', ''],
    ['In your language', 'Arabic, French, English; search understands Arabizi.', ''],
  ]),
  card('partout', 'why_choose_us', 'map', [
    ['في كل الولايات', 'إعلانات من 58 ولاية.', ''],
    ['Partout en Algérie', 'Des annonces dans les 58 wilayas.', ''],
    ['All over Algeria', 'Ads from all 58 wilayas.', ''],
  ]),
  card('mobile', 'why_choose_us', 'smartphone', [
    ['سريعة على الهاتف', 'صفحات خفيفة حتى مع شبكة ضعيفة.', ''],
    ['Rapide sur mobile', 'Des pages légères, même sur un réseau lent.', ''],
    ['Fast on your phone', 'Light pages, even on a slow network.', ''],
  ]),
  card(
    'a-propos',
    'about',
    null,
    [
      [
        'من نحن',
        'بوابة جزائرية تجمع البائع والمشتري ومقدم الخدمة.',
        p('نؤمن بأن الثقة تبدأ بإعلان صادق ومراجع.'),
      ],
      [
        'Qui sommes-nous',
        'Un portail algérien qui réunit vendeurs, acheteurs et prestataires.',
        p('Nous croyons que la confiance commence par une annonce honnête et relue.'),
      ],
      [
        'About us',
        'An Algerian portal bringing sellers, buyers and providers together.',
        p('We believe trust starts with an honest, reviewed ad.'),
      ],
    ],
    'home-about',
  ),
  card('horizon-artisans', 'horizons', 'sprout', [
    ['دعم الحرفيين', 'مرافقة الحرفيين في البيع عبر الإنترنت.', ''],
    ['Soutenir les artisans', 'Accompagner les artisans dans la vente en ligne.', ''],
    ['Supporting craftspeople', 'Helping craftspeople sell online.', ''],
  ]),
  card('horizon-paiement', 'horizons', 'network', [
    ['الدفع الإلكتروني', 'الدفع بالبطاقة الذهبية والبطاقة البنكية.', ''],
    ['Paiement en ligne', 'Le paiement par carte EDAHABIA et CIB.', ''],
    ['Online payment', 'Paying by EDAHABIA and CIB card.', ''],
  ]),
  card('horizon-formation', 'horizons', 'graduation-cap', [
    ['التكوين', 'ورشات لتعلم البيع الآمن عبر الإنترنت.', ''],
    ['Formation', 'Des ateliers pour vendre en ligne en sécurité.', ''],
    ['Training', 'Workshops on selling online safely.', ''],
  ]),
];

const legal = (
  slug: string,
  category: 'constitution' | 'laws' | 'ordinances',
  reference: string,
  issued: string,
  file: string,
  names: readonly [string, string, string],
): SeedItem => ({
  kind: 'legal_text',
  slug,
  translations: tr([names[0], '', ''], [names[1], '', ''], [names[2], '', '']),
  details: (f) => ({ kind: 'legal_text', category, reference, issued_on: issued, file_id: f(file) }),
});

const LEGAL: SeedItem[] = [
  legal('constitution-2020', 'constitution', 'Constitution 2020', '2020-12-30', 'constitution-2020', [
    'الدستور',
    'Constitution',
    'Constitution',
  ]),
  legal('loi-18-07', 'laws', 'Loi n° 18-07', '2018-06-10', 'loi-18-07', [
    'القانون المتعلق بحماية الأشخاص الطبيعيين في مجال معالجة المعطيات ذات الطابع الشخصي',
    'Loi relative à la protection des personnes physiques dans le traitement des données à caractère personnel',
    'Law on the protection of natural persons in the processing of personal data',
  ]),
  legal('loi-18-05', 'laws', 'Loi n° 18-05', '2018-05-10', 'loi-18-05', [
    'القانون المتعلق بالتجارة الإلكترونية',
    'Loi relative au commerce électronique',
    'Law on electronic commerce',
  ]),
  legal('loi-09-04', 'laws', 'Loi n° 09-04', '2009-08-05', 'loi-09-04', [
    'القانون المتضمن القواعد الخاصة للوقاية من الجرائم المتصلة بتكنولوجيات الإعلام والاتصال',
    'Loi relative à la prévention des infractions liées aux technologies de l’information et de la communication',
    'Law on preventing offences linked to information and communication technologies',
  ]),
  legal('loi-09-03', 'laws', 'Loi n° 09-03', '2009-02-25', 'loi-09-03', [
    'القانون المتعلق بحماية المستهلك وقمع الغش',
    'Loi relative à la protection du consommateur et à la répression des fraudes',
    'Law on consumer protection and fraud',
  ]),
  legal('code-civil', 'ordinances', 'Ordonnance n° 75-58', '1975-09-26', 'code-civil', [
    'القانون المدني',
    'Code civil',
    'Civil Code',
  ]),
];

const download = (
  slug: string,
  category: 'forms' | 'guides' | 'contracts' | 'requests',
  file: string,
  fileLocale: 'fr' | 'en',
  names: readonly [string, string, string],
): SeedItem => ({
  kind: 'download',
  slug,
  translations: tr([names[0], '', ''], [names[1], '', ''], [names[2], '', '']),
  details: (f) => ({ kind: 'download', category, file_id: f(file), file_locale: fileLocale }),
});

const DOWNLOADS: SeedItem[] = [
  download('formulaire-reclamation', 'forms', 'form-complaint', 'fr', [
    'استمارة شكوى',
    'Formulaire de réclamation',
    'Complaint form',
  ]),
  download('demande-droits-18-07', 'requests', 'form-data-rights', 'fr', [
    'طلب ممارسة الحقوق (القانون 18-07)',
    'Demande d’exercice des droits (loi 18-07)',
    'Data rights request (Law 18-07)',
  ]),
  download('guide-annonceur', 'guides', 'guide-advertiser', 'en', [
    'دليل المعلن',
    'Guide de l’annonceur',
    'Advertiser’s guide',
  ]),
  download('modele-contrat-service', 'contracts', 'contract-service', 'en', [
    'نموذج عقد خدمة',
    'Modèle de contrat de service',
    'Service agreement template',
  ]),
];

const MEDIA: SeedItem[] = [
  {
    kind: 'media',
    slug: 'salon-artisanat-photos',
    translations: tr(
      ['صور معرض الصناعة التقليدية', 'لحظات من المعرض.', ''],
      ['Photos du salon de l’artisanat', 'Moments du salon.', ''],
      ['Crafts fair photos', 'Moments from the fair.', ''],
    ),
    details: (f) => ({
      kind: 'media',
      media_type: 'photo',
      photo_file_ids: [1, 2, 3, 4].map((i) => f(`album-fair-${i}`)),
      file_id: null,
      poster_file_id: null,
    }),
  },
  {
    kind: 'media',
    slug: 'nos-agences-photos',
    translations: tr(
      ['فروعنا', 'استقبال في فروعنا الثلاثة.', ''],
      ['Nos agences', 'L’accueil dans nos trois agences.', ''],
      ['Our branches', 'Welcome at our three branches.', ''],
    ),
    details: (f) => ({
      kind: 'media',
      media_type: 'photo',
      photo_file_ids: [1, 2, 3, 4].map((i) => f(`album-branch-${i}`)),
      file_id: null,
      poster_file_id: null,
    }),
  },
  {
    kind: 'media',
    slug: 'generique-audio',
    translations: tr(
      ['الشارة الصوتية', 'شارة البودكاست.', ''],
      ['Jingle du portail', 'Le générique du podcast.', ''],
      ['Portal jingle', 'The podcast’s theme.', ''],
    ),
    details: (f) => ({
      kind: 'media',
      media_type: 'audio',
      photo_file_ids: [],
      file_id: f('audio-jingle'),
      poster_file_id: f('audio-poster'),
    }),
  },
];

const episode = (n: number, text: readonly [Text, Text, Text]): SeedItem => ({
  kind: 'episode',
  slug: `episode-${n}`,
  publishAtDaysFromNow: -7 * (5 - n),
  translations: tr(...text),
  details: (f) => ({
    kind: 'episode',
    audio_file_id: f(`episode-${n}`),
    number: n,
    season: 1,
    explicit: false,
  }),
});

const EPISODES: SeedItem[] = [
  episode(1, [
    [
      'الحلقة 1: لماذا بوابة جديدة؟',
      'قصة البوابة وما نريد تقديمه.',
      p('في هذه الحلقة: من أين جاءت الفكرة، ولماذا نراجع كل إعلان.'),
    ],
    [
      'Épisode 1 : pourquoi un nouveau portail ?',
      'L’histoire du portail et ce que nous voulons apporter.',
      p('Au programme : d’où vient l’idée, et pourquoi chaque annonce est relue.'),
    ],
    [
      'Episode 1: why a new portal?',
      'The portal’s story and what we want to offer.',
      p('In this episode: where the idea came from, and why every ad is reviewed.'),
    ],
  ]),
  episode(2, [
    ['الحلقة 2: البيع بأمان', 'نصائح لتجنب الاحتيال.', p('ضيفنا يشرح العلامات التي تنبه قبل الدفع.')],
    [
      'Épisode 2 : vendre en sécurité',
      'Conseils pour éviter les arnaques.',
      p('Notre invité détaille les signaux d’alerte avant de payer.'),
    ],
    [
      'Episode 2: selling safely',
      'Tips to avoid scams.',
      p('Our guest explains the warning signs before paying.'),
    ],
  ]),
  episode(3, [
    [
      'الحلقة 3: الحرفيون على الإنترنت',
      'تجارب حرفيين من عدة ولايات.',
      p('شهادات حرفيين بدؤوا البيع عبر البوابة.'),
    ],
    [
      'Épisode 3 : les artisans en ligne',
      'Témoignages d’artisans de plusieurs wilayas.',
      p('Des artisans racontent leurs débuts sur le portail.'),
    ],
    [
      'Episode 3: craftspeople online',
      'Craftspeople from several wilayas.',
      p('Craftspeople tell how they started selling on the portal.'),
    ],
  ]),
  episode(4, [
    [
      'الحلقة 4: معطياتكم وحقوقكم',
      'القانون 18-07 بكلمات بسيطة.',
      p('ما هي حقوقكم وكيف تمارسونها من ملفكم الشخصي.'),
    ],
    [
      'Épisode 4 : vos données, vos droits',
      'La loi 18-07 en mots simples.',
      p('Quels sont vos droits et comment les exercer depuis votre profil.'),
    ],
    [
      'Episode 4: your data, your rights',
      'Law 18-07 in plain words.',
      p('What your rights are and how to exercise them from your profile.'),
    ],
  ]),
];

export const DEMO_ITEMS: SeedItem[] = [
  ...NEWS,
  ...BLOG,
  ...FAQ,
  ...LINKS,
  ...PARTNERS,
  ...BRANCHES,
  ...HOME,
  ...LEGAL,
  ...DOWNLOADS,
  ...MEDIA,
  ...EPISODES,
];
