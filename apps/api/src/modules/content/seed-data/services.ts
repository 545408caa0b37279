import { cover } from './demo-files';
import type { SeedFile, SeedItem } from './types';

/**
 * The agency's five services (visa processing, courses, real estate, digital marketing, event
 * organization) in Arabic, French and English: what each includes, what to bring and how long
 * it usually takes, without prices (they depend on each file and are given at the branch).
 * Each has a picture drawn at seed time and names the branches offering it (seeded before).
 */

type Text = readonly [title: string, summary: string, body: string];
const section = (heading: string, ...items: string[]) =>
  `<h2>${heading}</h2><ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
const p = (text: string) => `<p>${text}</p>`;

const picture = (key: string, icon: string, hue: number): SeedFile => cover(key, icon, hue, 2);

export const SERVICE_FILES: SeedFile[] = [
  picture('service-visa', 'stamp', 210),
  picture('service-courses', 'graduation-cap', 150),
  picture('service-real-estate', 'house', 30),
  picture('service-marketing', 'megaphone', 280),
  picture('service-events', 'party-popper', 330),
];

const service = (
  slug: string,
  image: string,
  branches: string[],
  [ar, fr, en]: readonly [Text, Text, Text],
): SeedItem => ({
  kind: 'service',
  slug,
  branches,
  translations: {
    ar: { title: ar[0], summary: ar[1], body: ar[2] },
    fr: { title: fr[0], summary: fr[1], body: fr[2] },
    en: { title: en[0], summary: en[1], body: en[2] },
  },
  details: (fileId, branchIds = []) => ({
    kind: 'service',
    image_file_id: fileId(image),
    branch_ids: [...branchIds],
    booking: true,
  }),
});

const VISA = service(
  'visa-processing',
  'service-visa',
  ['alger', 'oran', 'constantine'],
  [
    [
      'معالجة ملفات التأشيرة',
      'نرافقكم في تحضير ملف التأشيرة وإيداعه: قائمة الوثائق، ملء الاستمارات، حجز الموعد ومتابعة الطلب.',
      p(
        'يساعدكم فريقنا على تقديم ملف كامل ومرتب لطلب تأشيرة سياحية أو عائلية أو دراسية أو مهنية. القرار يعود دائماً إلى القنصلية أو مركز التأشيرات، لكن ملفاً كاملاً يجنبكم الرفض بسبب وثيقة ناقصة والتنقلات غير الضرورية.',
      ) +
        section(
          'ما تشمله الخدمة',
          'دراسة وضعيتكم وتحديد نوع التأشيرة المناسب.',
          'قائمة الوثائق المطلوبة حسب البلد ونوع الطلب.',
          'ملء الاستمارة الإلكترونية ومراجعتها معكم.',
          'حجز موعد الإيداع لدى مركز التأشيرات.',
          'التحقق من الملف قبل الإيداع ومتابعة الطلب بعده.',
        ) +
        section(
          'الوثائق التي تحضرونها',
          'جواز سفر ساري المفعول لستة أشهر على الأقل بعد تاريخ العودة، وجوازات السفر السابقة.',
          'صورتان شمسيتان حديثتان بخلفية بيضاء.',
          'شهادة عمل أو سجل تجاري أو شهادة مدرسية حسب وضعيتكم.',
          'كشوف حساب بنكي للأشهر الثلاثة أو الستة الأخيرة.',
          'حجز الإقامة وتذكرة السفر أو شهادة الإيواء، وتأمين سفر.',
        ) +
        section(
          'الآجال المعتادة',
          'تحضير الملف: من يومين إلى خمسة أيام عمل بعد استلام كل الوثائق.',
          'موعد الإيداع: حسب توفر المواعيد لدى مركز التأشيرات، وقد يطول في مواسم الذروة.',
          'رد القنصلية: غالباً من 15 يوماً إلى شهرين، ويحدده البلد المعني وحده.',
        ) +
        p('ننصحكم بالبدء قبل ثلاثة أشهر على الأقل من تاريخ السفر.'),
    ],
    [
      'Traitement des dossiers de visa',
      'Nous vous accompagnons pour préparer et déposer votre dossier de visa : liste des pièces, formulaires, rendez-vous et suivi.',
      p(
        'Notre équipe vous aide à présenter un dossier complet et ordonné pour un visa touristique, familial, d’études ou professionnel. La décision appartient toujours au consulat ou au centre de visas, mais un dossier complet vous évite un refus pour une pièce manquante et des déplacements inutiles.',
      ) +
        section(
          'Ce que comprend le service',
          'L’étude de votre situation et le choix du type de visa adapté.',
          'La liste des pièces exigées selon le pays et le type de demande.',
          'Le remplissage du formulaire en ligne, relu avec vous.',
          'La prise de rendez-vous de dépôt auprès du centre de visas.',
          'La vérification du dossier avant dépôt et le suivi de la demande.',
        ) +
        section(
          'Les documents à apporter',
          'Un passeport valide au moins six mois après la date de retour, et les anciens passeports.',
          'Deux photos d’identité récentes sur fond blanc.',
          'Une attestation de travail, un registre de commerce ou un certificat de scolarité selon votre situation.',
          'Les relevés bancaires des trois ou six derniers mois.',
          'La réservation d’hébergement et de billet ou l’attestation d’accueil, et une assurance voyage.',
        ) +
        section(
          'Les délais habituels',
          'Préparation du dossier : deux à cinq jours ouvrés après réception de toutes les pièces.',
          'Rendez-vous de dépôt : selon les créneaux du centre de visas, plus longs en haute saison.',
          'Réponse du consulat : le plus souvent de 15 jours à deux mois, fixée par le seul pays concerné.',
        ) +
        p('Nous vous conseillons de commencer au moins trois mois avant la date du voyage.'),
    ],
    [
      'Visa processing',
      'We help you prepare and file your visa application: the list of documents, the forms, the appointment and the follow-up.',
      p(
        'Our team helps you present a complete, well-ordered application for a tourist, family, student or business visa. The decision always rests with the consulate or visa centre, but a complete file spares you a refusal for a missing document and needless trips.',
      ) +
        section(
          'What the service includes',
          'A review of your situation and the right type of visa.',
          'The list of documents required for the country and the type of application.',
          'Filling in the online form, checked with you.',
          'Booking the filing appointment at the visa centre.',
          'A check of the file before filing and a follow-up afterwards.',
        ) +
        section(
          'Documents to bring',
          'A passport valid for at least six months after your return date, and your previous passports.',
          'Two recent passport photos on a white background.',
          'A certificate of employment, a trade register extract or a school certificate, as applies.',
          'Bank statements for the last three or six months.',
          'Accommodation and ticket bookings or a letter of invitation, and travel insurance.',
        ) +
        section(
          'Typical delays',
          'Preparing the file: two to five working days once every document is in.',
          'Filing appointment: as the visa centre has slots, longer in the high season.',
          'Consulate’s answer: usually 15 days to two months, set by the country alone.',
        ) +
        p('We advise you to start at least three months before your travel date.'),
    ],
  ],
);

const COURSES = service(
  'courses',
  'service-courses',
  ['alger', 'oran'],
  [
    [
      'الدورات التكوينية',
      'دروس في اللغات والإعلام الآلي والتسيير، في أفواج صغيرة، مع شهادة متابعة في آخر كل دورة.',
      p(
        'ننظم دورات قصيرة للكبار والطلبة: الفرنسية والإنجليزية لكل المستويات، الإعلام الآلي المكتبي، التسويق الرقمي والمحاسبة. يحدد اختبار المستوى الفوج المناسب لكم.',
      ) +
        section(
          'ما تشمله الخدمة',
          'اختبار تحديد المستوى ومقابلة قصيرة لتحديد أهدافكم.',
          'حصص في أفواج صغيرة، نهاراً أو مساءً أو في عطلة نهاية الأسبوع.',
          'دعائم الدروس وتمارين تطبيقية.',
          'شهادة متابعة عند الحضور المنتظم وإنهاء الدورة.',
          'تحضير لامتحانات اللغة الدولية عند الطلب.',
        ) +
        section(
          'الوثائق التي تحضرونها',
          'بطاقة التعريف الوطنية.',
          'صورة شمسية.',
          'شهادة مدرسية أو جامعية للاستفادة من تخفيض الطلبة، عند الاقتضاء.',
        ) +
        section(
          'الآجال المعتادة',
          'اختبار المستوى: في نفس يوم التسجيل.',
          'بداية الدورات: كل شهر تقريباً، حسب اكتمال الأفواج.',
          'مدة الدورة: من أربعة إلى اثني عشر أسبوعاً حسب البرنامج.',
        ),
    ],
    [
      'Formations',
      'Des cours de langues, d’informatique et de gestion en petits groupes, avec une attestation de suivi à la fin de chaque session.',
      p(
        'Nous organisons des formations courtes pour adultes et étudiants : français et anglais à tous les niveaux, bureautique, marketing digital et comptabilité. Un test de niveau détermine le groupe qui vous convient.',
      ) +
        section(
          'Ce que comprend le service',
          'Un test de positionnement et un court entretien sur vos objectifs.',
          'Des séances en petits groupes, en journée, en soirée ou le week-end.',
          'Les supports de cours et des exercices pratiques.',
          'Une attestation de suivi pour une présence régulière jusqu’à la fin de la session.',
          'Une préparation aux examens de langue internationaux, sur demande.',
        ) +
        section(
          'Les documents à apporter',
          'La carte nationale d’identité.',
          'Une photo d’identité.',
          'Un certificat de scolarité ou une carte d’étudiant pour le tarif étudiant, le cas échéant.',
        ) +
        section(
          'Les délais habituels',
          'Test de niveau : le jour de l’inscription.',
          'Début des sessions : environ chaque mois, dès qu’un groupe est complet.',
          'Durée d’une session : de quatre à douze semaines selon le programme.',
        ),
    ],
    [
      'Courses',
      'Language, computer and management courses in small groups, with a certificate of attendance at the end of each session.',
      p(
        'We run short courses for adults and students: French and English at every level, office software, digital marketing and bookkeeping. A placement test finds the group that suits you.',
      ) +
        section(
          'What the service includes',
          'A placement test and a short talk about your goals.',
          'Lessons in small groups, in the daytime, the evening or at weekends.',
          'Course materials and practical exercises.',
          'A certificate of attendance for regular presence to the end of the session.',
          'Preparation for international language exams, on request.',
        ) +
        section(
          'Documents to bring',
          'Your national identity card.',
          'A passport photo.',
          'A school certificate or student card for the student rate, where it applies.',
        ) +
        section(
          'Typical delays',
          'Placement test: on the day you enrol.',
          'Sessions start: about every month, as soon as a group is full.',
          'Length of a session: four to twelve weeks depending on the programme.',
        ),
    ],
  ],
);

const REAL_ESTATE = service(
  'real-estate',
  'service-real-estate',
  ['alger', 'oran', 'constantine'],
  [
    [
      'العقار',
      'بيع وشراء وكراء المساكن والمحلات: تقدير السعر، الإعلان، الزيارات ومرافقتكم حتى الموثق.',
      p(
        'سواء كنتم تبيعون أو تشترون أو تؤجرون شقة أو فيلا أو محلاً تجارياً، نرافقكم في كل مرحلة. نتحقق من الوثائق قبل أي زيارة، ويبقى عقد البيع من اختصاص الموثق.',
      ) +
        section(
          'ما تشمله الخدمة',
          'تقدير سعر العقار حسب موقعه وحالته والسوق المحلية.',
          'نشر الإعلان بصور واضحة على البوابة.',
          'تنظيم الزيارات مع المشترين أو المستأجرين الجادين.',
          'التحقق من وثائق الملكية وتحضير الملف للموثق.',
          'البحث عن عقار حسب ميزانيتكم ومعاييركم.',
        ) +
        section(
          'الوثائق التي تحضرونها',
          'بطاقة التعريف الوطنية.',
          'عقد الملكية المشهر أو الدفتر العقاري.',
          'شهادة المطابقة أو رخصة البناء عند الاقتضاء.',
          'آخر فواتير الكهرباء والغاز والماء.',
        ) +
        section(
          'الآجال المعتادة',
          'تقدير السعر: خلال أسبوع بعد الزيارة.',
          'الكراء: غالباً من أسبوعين إلى شهرين.',
          'البيع: من شهر إلى عدة أشهر حسب السعر والسوق، ثم آجال الموثق.',
        ),
    ],
    [
      'Immobilier',
      'Vente, achat et location de logements et de locaux : estimation, annonce, visites et accompagnement jusqu’au notaire.',
      p(
        'Que vous vendiez, achetiez ou louiez un appartement, une villa ou un local commercial, nous vous accompagnons à chaque étape. Nous vérifions les documents avant toute visite ; l’acte de vente reste l’affaire du notaire.',
      ) +
        section(
          'Ce que comprend le service',
          'L’estimation du bien selon son emplacement, son état et le marché local.',
          'La publication d’une annonce avec des photos soignées sur le portail.',
          'L’organisation des visites avec des acheteurs ou locataires sérieux.',
          'La vérification des titres de propriété et la préparation du dossier pour le notaire.',
          'La recherche d’un bien selon votre budget et vos critères.',
        ) +
        section(
          'Les documents à apporter',
          'La carte nationale d’identité.',
          'L’acte de propriété publié ou le livret foncier.',
          'Le certificat de conformité ou le permis de construire, le cas échéant.',
          'Les dernières factures d’électricité, de gaz et d’eau.',
        ) +
        section(
          'Les délais habituels',
          'Estimation : sous une semaine après la visite.',
          'Location : le plus souvent de deux semaines à deux mois.',
          'Vente : d’un mois à plusieurs mois selon le prix et le marché, puis les délais du notaire.',
        ),
    ],
    [
      'Real estate',
      'Selling, buying and renting homes and business premises: valuation, listing, viewings and support up to the notary.',
      p(
        'Whether you sell, buy or rent a flat, a villa or a shop, we support you at every step. We check the documents before any viewing; the deed of sale remains the notary’s work.',
      ) +
        section(
          'What the service includes',
          'A valuation of the property from its location, condition and the local market.',
          'A listing with careful photos on the portal.',
          'Viewings arranged with serious buyers or tenants.',
          'A check of the title deeds and the file prepared for the notary.',
          'A search for a property within your budget and criteria.',
        ) +
        section(
          'Documents to bring',
          'Your national identity card.',
          'The registered title deed or the land register booklet.',
          'The certificate of conformity or the building permit, where it applies.',
          'The latest electricity, gas and water bills.',
        ) +
        section(
          'Typical delays',
          'Valuation: within a week of the visit.',
          'Renting: usually two weeks to two months.',
          'Selling: one to several months depending on the price and the market, then the notary’s delays.',
        ),
    ],
  ],
);

const MARKETING = service(
  'digital-marketing',
  'service-marketing',
  ['alger'],
  [
    [
      'التسويق الرقمي',
      'حضور مهني على الإنترنت لمؤسستكم: صفحات التواصل الاجتماعي، الحملات الإعلانية، المحتوى والمتابعة.',
      p(
        'نساعد التجار والحرفيين والمؤسسات الصغيرة على التعريف بأنفسهم على الإنترنت. نبدأ بفهم نشاطكم وزبائنكم، ثم نقترح خطة بسيطة وقابلة للقياس.',
      ) +
        section(
          'ما تشمله الخدمة',
          'تشخيص حضوركم الحالي على الإنترنت.',
          'إنشاء وتنظيم صفحاتكم على شبكات التواصل الاجتماعي.',
          'رزنامة منشورات وصور وفيديوهات قصيرة.',
          'حملات إعلانية مدفوعة بميزانية تحددونها.',
          'تقرير شهري بالنتائج: الوصول والرسائل والزبائن الجدد.',
        ) +
        section(
          'الوثائق التي تحضرونها',
          'السجل التجاري أو بطاقة الحرفي.',
          'شعار مؤسستكم وصور منتجاتكم أو خدماتكم إن وجدت.',
          'وصول إلى حساباتكم الحالية على شبكات التواصل، عند الاقتضاء.',
        ) +
        section(
          'الآجال المعتادة',
          'التشخيص والخطة: أسبوع واحد.',
          'إطلاق الصفحات والحملة الأولى: من أسبوعين إلى ثلاثة.',
          'النتائج الأولى القابلة للقياس: بعد شهر إلى ثلاثة أشهر من النشاط المنتظم.',
        ),
    ],
    [
      'Marketing digital',
      'Une présence en ligne professionnelle pour votre entreprise : réseaux sociaux, campagnes publicitaires, contenus et suivi.',
      p(
        'Nous aidons commerçants, artisans et petites entreprises à se faire connaître en ligne. Nous commençons par comprendre votre activité et vos clients, puis proposons un plan simple et mesurable.',
      ) +
        section(
          'Ce que comprend le service',
          'Un diagnostic de votre présence actuelle en ligne.',
          'La création et l’organisation de vos pages sur les réseaux sociaux.',
          'Un calendrier de publications, de visuels et de courtes vidéos.',
          'Des campagnes sponsorisées avec le budget que vous fixez.',
          'Un rapport mensuel des résultats : portée, messages et nouveaux clients.',
        ) +
        section(
          'Les documents à apporter',
          'Le registre de commerce ou la carte d’artisan.',
          'Votre logo et des photos de vos produits ou services, s’il y en a.',
          'Les accès à vos comptes existants sur les réseaux sociaux, le cas échéant.',
        ) +
        section(
          'Les délais habituels',
          'Diagnostic et plan : une semaine.',
          'Lancement des pages et de la première campagne : deux à trois semaines.',
          'Premiers résultats mesurables : après un à trois mois d’activité régulière.',
        ),
    ],
    [
      'Digital marketing',
      'A professional online presence for your business: social media pages, advertising campaigns, content and follow-up.',
      p(
        'We help shopkeepers, craftspeople and small businesses make themselves known online. We start by understanding your business and your customers, then propose a simple, measurable plan.',
      ) +
        section(
          'What the service includes',
          'A review of your current online presence.',
          'Setting up and organizing your social media pages.',
          'A calendar of posts, pictures and short videos.',
          'Sponsored campaigns within the budget you set.',
          'A monthly report of the results: reach, messages and new customers.',
        ) +
        section(
          'Documents to bring',
          'Your trade register extract or craftsperson’s card.',
          'Your logo and photos of your products or services, if you have them.',
          'Access to your existing social media accounts, where they exist.',
        ) +
        section(
          'Typical delays',
          'Review and plan: one week.',
          'Pages and first campaign live: two to three weeks.',
          'First measurable results: after one to three months of regular activity.',
        ),
    ],
  ],
);

const EVENTS = service(
  'event-organization',
  'service-events',
  ['alger', 'constantine'],
  [
    [
      'تنظيم التظاهرات',
      'تنظيم الأعراس والحفلات والملتقيات والمعارض: القاعة، التموين، الديكور، الصوت والتنسيق يوم الحدث.',
      p(
        'من حفل عائلي إلى ملتقى مهني، نتكفل بتنظيم تظاهرتكم مع مقدمي خدمات نعرفهم، ويبقى لكم منسق واحد من أول لقاء إلى نهاية اليوم.',
      ) +
        section(
          'ما تشمله الخدمة',
          'لقاء لتحديد نوع الحدث وعدد الضيوف والميزانية.',
          'اقتراح القاعة أو المكان وحجزه.',
          'التموين والديكور والصوت والإضاءة والتصوير.',
          'الدعوات والاستقبال وبرنامج اليوم.',
          'منسق حاضر طوال الحدث.',
        ) +
        section(
          'الوثائق التي تحضرونها',
          'بطاقة التعريف الوطنية للشخص المسؤول عن الحجز.',
          'للمؤسسات: السجل التجاري وطلب كتابي.',
          'قائمة تقريبية بالضيوف والتاريخ المرغوب فيه.',
        ) +
        section(
          'الآجال المعتادة',
          'عرض مفصل: خلال أسبوع بعد اللقاء الأول.',
          'الحجز: يستحسن قبل شهرين إلى ستة أشهر، خاصة في فصل الصيف.',
          'التأكيد النهائي للتفاصيل: قبل أسبوعين من الحدث.',
        ),
    ],
    [
      'Organisation d’événements',
      'Mariages, fêtes, séminaires et salons : salle, traiteur, décoration, sonorisation et coordination le jour J.',
      p(
        'De la fête de famille au séminaire professionnel, nous organisons votre événement avec des prestataires que nous connaissons, et vous gardez un seul coordinateur du premier rendez-vous à la fin de la journée.',
      ) +
        section(
          'Ce que comprend le service',
          'Un rendez-vous pour définir le type d’événement, le nombre d’invités et le budget.',
          'La proposition et la réservation de la salle ou du lieu.',
          'Le traiteur, la décoration, le son, la lumière et la photo.',
          'Les invitations, l’accueil et le programme de la journée.',
          'Un coordinateur présent pendant tout l’événement.',
        ) +
        section(
          'Les documents à apporter',
          'La carte nationale d’identité de la personne qui réserve.',
          'Pour une entreprise : le registre de commerce et une demande écrite.',
          'Une liste approximative des invités et la date souhaitée.',
        ) +
        section(
          'Les délais habituels',
          'Proposition détaillée : sous une semaine après le premier rendez-vous.',
          'Réservation : de préférence deux à six mois avant, surtout l’été.',
          'Confirmation finale des détails : deux semaines avant l’événement.',
        ),
    ],
    [
      'Event organization',
      'Weddings, parties, seminars and fairs: venue, catering, decoration, sound and coordination on the day.',
      p(
        'From a family celebration to a business seminar, we organize your event with providers we know, and you keep one coordinator from the first meeting to the end of the day.',
      ) +
        section(
          'What the service includes',
          'A meeting to settle the kind of event, the number of guests and the budget.',
          'A venue proposed and booked.',
          'Catering, decoration, sound, lighting and photography.',
          'Invitations, the welcome and the day’s programme.',
          'A coordinator present throughout the event.',
        ) +
        section(
          'Documents to bring',
          'The national identity card of the person booking.',
          'For a company: the trade register extract and a written request.',
          'A rough guest list and the date you would like.',
        ) +
        section(
          'Typical delays',
          'Detailed proposal: within a week of the first meeting.',
          'Booking: ideally two to six months ahead, especially in summer.',
          'Final confirmation of the details: two weeks before the event.',
        ),
    ],
  ],
);

/** The services, in the order the services page shows them. */
export const SERVICES: SeedItem[] = [VISA, COURSES, REAL_ESTATE, MARKETING, EVENTS];
