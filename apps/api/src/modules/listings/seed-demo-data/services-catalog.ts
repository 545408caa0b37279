import type { CategoryDemo } from './types';

/**
 * What people offer on the services (announcements) platform, per top category: the service
 * (with the sub-category or filter it is posted under, and a price range in dinars for a visit,
 * a session or a job) and the sentences providers of that kind write, per language.
 */
export const SERVICES_DEMO: CategoryDemo[] = [
  {
    slug: 'construction-renovation',
    hue: 20,
    items: [
      {
        at: 'structural-work',
        n: ['أشغال البناء والخرسانة', 'Travaux de gros œuvre', 'Structural building work'],
        p: [150_000, 900_000],
      },
      {
        at: 'extensions-additional-floors',
        n: ['بناء طابق إضافي', 'Surélévation de maison', 'Adding a floor to a house'],
        p: [800_000, 3_000_000],
      },
      {
        at: 'sanitary-installation',
        n: ['سباك لتركيب الحمامات', 'Plombier installation sanitaire', 'Bathroom plumbing'],
        p: [3_000, 25_000],
      },
      {
        at: 'leak-repair',
        n: ['إصلاح تسربات المياه', 'Réparation de fuites d’eau', 'Water leak repair'],
        p: [2_000, 8_000],
      },
      {
        at: 'interior-painting',
        n: ['دهان داخلي وديكور', 'Peinture intérieure', 'Interior painting'],
        p: [400, 900],
      },
      {
        at: 'plaster-false-ceilings',
        n: ['ديكور الجبس والسقف المعلق', 'Faux plafond en placoplâtre', 'Plasterboard false ceilings'],
        p: [1_800, 3_500],
      },
      {
        at: 'aluminium-joinery',
        n: ['نجارة الألمنيوم', 'Menuiserie aluminium', 'Aluminium windows and doors'],
        p: [12_000, 45_000],
      },
      {
        at: 'tiling-marble',
        n: ['تركيب البلاط والرخام', 'Pose de carrelage et marbre', 'Tiling and marble laying'],
        p: [800, 1_800],
      },
    ],
    say: {
      ar: [
        'فريق محترف بخبرة أكثر من 10 سنوات.',
        'المعاينة وتقدير التكلفة مجاناً.',
        'احترام الآجال ونظافة الورشة.',
      ],
      fr: [
        'Équipe qualifiée, plus de dix ans d’expérience.',
        'Devis gratuit après visite.',
        'Respect des délais, chantier propre.',
      ],
      en: ['Skilled team with over ten years of experience.', 'Free quote after a visit.'],
      dz: ['3andna khebra 10 snin.', 'Devis bla drahem, netla3 nchouf w nqollek.'],
    },
  },
  {
    slug: 'transport-moving',
    hue: 200,
    items: [
      {
        at: 'moving-within-wilaya',
        n: ['نقل الأثاث داخل الولاية', 'Déménagement dans la wilaya', 'Local house moves'],
        p: [8_000, 25_000],
      },
      {
        at: 'moving-between-wilayas',
        n: ['نقل الأثاث بين الولايات', 'Déménagement inter-wilayas', 'Moves between wilayas'],
        p: [30_000, 90_000],
      },
      {
        at: 'light-vans',
        n: ['نقل البضائع بشاحنة صغيرة', 'Transport de marchandises en fourgon', 'Goods transport by van'],
        p: [3_000, 12_000],
      },
      {
        at: 'refrigerated-transport',
        n: ['نقل مبرد', 'Transport frigorifique', 'Refrigerated transport'],
        p: [15_000, 60_000],
      },
      {
        at: 'airport-transfers',
        n: ['نقل إلى المطار', 'Navette aéroport', 'Airport transfers'],
        p: [2_500, 6_000],
      },
      {
        at: 'self-drive-rental',
        n: ['كراء السيارات', 'Location de voitures', 'Car hire'],
        p: [4_500, 9_000],
      },
      {
        at: 'wedding-cars',
        n: ['كراء سيارات الأعراس', 'Location de voitures de mariage', 'Wedding car hire'],
        p: [15_000, 40_000],
      },
      {
        at: 'towing',
        n: ['دباناج وسحب السيارات', 'Dépannage remorquage 24h/24', '24/7 towing'],
        p: [4_000, 15_000],
      },
    ],
    say: {
      ar: ['شاحنة مغطاة وعمال محترفون.', 'متوفرون 7 أيام في الأسبوع.', 'التغليف والفك والتركيب.'],
      fr: [
        'Camion bâché et déménageurs expérimentés.',
        'Disponible 7 jours sur 7.',
        'Emballage, démontage et remontage.',
      ],
      en: ['Covered truck and experienced movers.', 'Available seven days a week.'],
      dz: ['Camion m3a khedama, disponible kol nhar.', 'Nfekkou w nrakbou les meubles.'],
    },
  },
  {
    slug: 'education-tutoring',
    hue: 240,
    items: [
      {
        at: 'tutoring-primary',
        n: ['دروس دعم للابتدائي', 'Soutien scolaire primaire', 'Primary school tutoring'],
        p: [2_000, 4_000],
      },
      {
        at: 'tutoring-middle',
        n: ['دروس في الرياضيات للمتوسط', 'Cours de maths collège', 'Middle-school maths lessons'],
        p: [2_500, 5_000],
      },
      {
        at: 'bac-bem-preparation',
        n: ['تحضير البكالوريا', 'Préparation au BAC', 'Baccalaureate preparation'],
        p: [3_000, 6_000],
      },
      {
        at: 'english-courses',
        n: ['دروس اللغة الإنجليزية', 'Cours d’anglais', 'English lessons'],
        p: [3_000, 8_000],
      },
      {
        at: 'french-courses',
        n: ['دروس اللغة الفرنسية', 'Cours de français', 'French lessons'],
        p: [2_500, 7_000],
      },
      {
        at: 'tamazight-courses',
        n: ['دروس الأمازيغية', 'Cours de tamazight', 'Tamazight lessons'],
        p: [2_000, 5_000],
      },
      {
        at: 'university-courses',
        n: [
          'دروس جامعية في الإحصاء',
          'Cours universitaires de statistiques',
          'University statistics tutoring',
        ],
        p: [3_000, 7_000],
      },
      {
        at: 'quran-lessons',
        n: ['تحفيظ القرآن الكريم', 'Cours de Coran', 'Quran lessons'],
        p: [1_500, 3_500],
      },
      {
        at: 'music-arts-lessons',
        n: ['دروس العزف على البيانو', 'Cours de piano', 'Piano lessons'],
        p: [3_000, 6_000],
      },
    ],
    say: {
      ar: ['أستاذ بخبرة في التعليم.', 'دروس فردية أو في أفواج صغيرة.', 'في المنزل أو عن بعد.'],
      fr: ['Enseignant expérimenté.', 'Cours individuels ou en petits groupes.', 'À domicile ou en ligne.'],
      en: ['Experienced teacher.', 'One-to-one or small groups, at home or online.'],
      dz: ['Prof 3andou khebra.', 'F dar wella en ligne, kif t7eb.'],
    },
  },
  {
    slug: 'health-care',
    hue: 350,
    items: [
      {
        at: 'injections-dressings',
        n: [
          'ممرض للحقن والضمادات في المنزل',
          'Infirmier à domicile',
          'Home nurse for injections and dressings',
        ],
        p: [800, 2_000],
      },
      {
        at: 'home-blood-tests',
        n: ['تحاليل طبية في المنزل', 'Prélèvements sanguins à domicile', 'Home blood tests'],
        p: [1_000, 2_500],
      },
      {
        at: 'elderly-care',
        n: ['رعاية المسنين', 'Garde-malade pour personnes âgées', 'Elderly care at home'],
        p: [3_000, 6_000],
      },
      {
        at: 'physiotherapy',
        n: ['العلاج الطبيعي في المنزل', 'Kinésithérapeute à domicile', 'Home physiotherapy'],
        p: [2_500, 5_000],
      },
      { at: 'childcare', n: ['حاضنة أطفال', 'Garde d’enfants', 'Childminder'], p: [15_000, 30_000] },
      {
        at: 'medical-equipment-rental',
        n: ['كراء سرير طبي', 'Location de lit médicalisé', 'Hospital bed rental'],
        p: [8_000, 15_000],
      },
      {
        at: 'psychology-nutrition',
        n: ['أخصائية تغذية', 'Diététicienne nutritionniste', 'Dietitian'],
        p: [2_500, 5_000],
      },
    ],
    say: {
      ar: ['شهادة دولة وخبرة في المستشفى.', 'متوفر في الليل وأيام العطل.', 'احترام السرية والنظافة.'],
      fr: [
        'Diplômé d’État, expérience hospitalière.',
        'Disponible la nuit et les jours fériés.',
        'Discrétion et hygiène.',
      ],
      en: ['State-qualified, hospital experience.', 'Available nights and holidays.'],
      dz: ['3andi diplôme d’État.', 'Disponible 7atta fel lil.'],
    },
  },
  {
    slug: 'events-celebrations',
    hue: 300,
    items: [
      {
        at: 'party-halls',
        n: ['قاعة حفلات 400 مدعو', 'Salle des fêtes 400 invités', 'Party hall for 400 guests'],
        p: [150_000, 400_000],
      },
      {
        at: 'traditional-cakes',
        n: ['حلويات تقليدية للأعراس', 'Gâteaux traditionnels', 'Traditional wedding cakes'],
        p: [80, 200],
      },
      { at: 'banquets', n: ['ممون حفلات', 'Traiteur pour fêtes', 'Party caterer'], p: [1_200, 3_000] },
      {
        at: 'photo-video',
        n: ['مصور أعراس', 'Photographe de mariage', 'Wedding photographer'],
        p: [25_000, 80_000],
      },
      { at: 'dj', n: ['دي جي للحفلات', 'DJ pour fêtes', 'Party DJ'], p: [20_000, 60_000] },
      { at: 'traditional-troupes', n: ['فرقة زرنة', 'Troupe de zorna', 'Zorna band'], p: [30_000, 70_000] },
      {
        at: 'bridal-wear-rental',
        n: ['كراء التصديرة', 'Location de tenues de la mariée (tesdira)', 'Bridal outfit rental'],
        p: [20_000, 60_000],
      },
    ],
    say: {
      ar: ['نرافقكم في كل أفراحكم.', 'الحجز مسبقاً للصيف.', 'أسعار خاصة للأعراس.'],
      fr: [
        'Nous vous accompagnons pour tous vos événements.',
        'Réservez tôt pour la saison d’été.',
        'Formules spéciales mariage.',
      ],
      en: ['We look after every kind of celebration.', 'Book early for the summer season.'],
      dz: ['Reservi bekri l saison ta3 sif.', 'Prix spécial l les mariages.'],
    },
  },
  {
    slug: 'repairs-maintenance',
    hue: 30,
    items: [
      {
        at: 'fridge-repair',
        n: ['تصليح الثلاجات', 'Réparation de réfrigérateurs', 'Fridge repair'],
        p: [1_500, 6_000],
      },
      {
        at: 'washing-machine-repair',
        n: ['تصليح الغسالات', 'Réparation machines à laver', 'Washing machine repair'],
        p: [1_500, 5_000],
      },
      {
        at: 'ac-servicing',
        n: [
          'صيانة المكيفات وشحن الغاز',
          'Entretien et recharge de climatiseurs',
          'Air-conditioner servicing',
        ],
        p: [2_500, 6_000],
      },
      {
        at: 'general-mechanics',
        n: ['ميكانيكي متنقل', 'Mécanicien à domicile', 'Mobile mechanic'],
        p: [2_000, 10_000],
      },
      {
        at: 'car-diagnostics',
        n: ['تشخيص السيارات بالسكانير', 'Diagnostic auto par valise', 'Car diagnostics'],
        p: [1_500, 3_000],
      },
      {
        at: 'phone-repair',
        n: ['تصليح الهواتف وتغيير الشاشات', 'Réparation téléphones et écrans', 'Phone and screen repair'],
        p: [2_000, 15_000],
      },
      {
        at: 'locksmith',
        n: ['فتح الأبواب وتغيير الأقفال', 'Serrurier, ouverture de portes', 'Locksmith'],
        p: [2_000, 6_000],
      },
      {
        at: 'water-heaters-gas',
        n: ['تركيب وتصليح سخان الماء', 'Chauffe-eau et chaudières', 'Water heater repair'],
        p: [2_000, 7_000],
      },
    ],
    say: {
      ar: ['التنقل إلى المنازل.', 'قطع غيار أصلية وضمان على العمل.', 'تدخل سريع في نفس اليوم.'],
      fr: [
        'Déplacement à domicile.',
        'Pièces d’origine, travail garanti.',
        'Intervention rapide le jour même.',
      ],
      en: ['Home visits.', 'Genuine parts, work guaranteed.'],
      dz: ['Nji l darek.', 'Pièces originales w garantie.'],
    },
  },
  {
    slug: 'beauty-wellness',
    hue: 320,
    items: [
      {
        at: 'womens-hairdressing',
        n: ['حلاقة نسائية', 'Coiffure femme', 'Women’s hairdressing'],
        p: [1_500, 6_000],
      },
      { at: 'barbers', n: ['حلاق رجالي', 'Barbier', 'Barber'], p: [400, 1_200] },
      {
        at: 'bridal-make-up',
        n: ['ماكياج العروس', 'Maquillage de mariée', 'Bridal make-up'],
        p: [12_000, 35_000],
      },
      { at: 'henna', n: ['نقش الحناء', 'Henné pour mariage', 'Henna art'], p: [3_000, 10_000] },
      { at: 'facial-care', n: ['تنظيف البشرة', 'Soin du visage', 'Facials'], p: [2_500, 6_000] },
      { at: 'hammam-spa', n: ['حمام ومساج', 'Hammam et massage', 'Hammam and massage'], p: [2_000, 5_000] },
      {
        at: 'fitness-coaching',
        n: ['مدرب رياضي خاص', 'Coach sportif personnel', 'Personal trainer'],
        p: [2_000, 4_000],
      },
    ],
    say: {
      ar: ['منتجات أصلية.', 'في الصالون أو في المنزل.', 'بالموعد فقط.'],
      fr: ['Produits de qualité.', 'Au salon ou à domicile.', 'Sur rendez-vous uniquement.'],
      en: ['Quality products.', 'At the salon or at home, by appointment.'],
      dz: ['F salon wella f dar.', 'B rendez-vous berk.'],
    },
  },
  {
    slug: 'it-digital',
    hue: 225,
    items: [
      {
        at: 'showcase-websites',
        n: ['تصميم موقع إلكتروني', 'Création de site vitrine', 'Business website design'],
        p: [35_000, 120_000],
      },
      {
        at: 'online-shops',
        n: ['إنشاء متجر إلكتروني', 'Création de boutique en ligne', 'Online shop set-up'],
        p: [80_000, 250_000],
      },
      {
        at: 'mobile-apps',
        n: ['تطوير تطبيقات الهاتف', 'Développement d’applications mobiles', 'Mobile app development'],
        p: [150_000, 600_000],
      },
      {
        at: 'graphic-design',
        n: ['تصميم شعارات وهوية بصرية', 'Logo et identité visuelle', 'Logo and brand design'],
        p: [8_000, 40_000],
      },
      {
        at: 'social-media-management',
        n: ['تسيير صفحات التواصل الاجتماعي', 'Gestion des réseaux sociaux', 'Social media management'],
        p: [20_000, 60_000],
      },
      {
        at: 'networks-cctv',
        n: ['تركيب كاميرات المراقبة', 'Installation de caméras de surveillance', 'CCTV installation'],
        p: [25_000, 120_000],
      },
      {
        at: 'computer-maintenance',
        n: ['صيانة الحواسيب', 'Maintenance informatique', 'Computer repair'],
        p: [1_500, 5_000],
      },
      {
        at: 'printing-copying',
        n: ['طباعة بطاقات الزيارة', 'Impression cartes de visite', 'Business card printing'],
        p: [1_500, 6_000],
      },
    ],
    say: {
      ar: ['أعمالنا السابقة متوفرة للاطلاع.', 'التسليم في الآجال.', 'دعم تقني بعد التسليم.'],
      fr: [
        'Portfolio disponible sur demande.',
        'Livraison dans les délais.',
        'Suivi technique après livraison.',
      ],
      en: ['Portfolio available on request.', 'On-time delivery and support afterwards.'],
      dz: ['Nwarik les projets li dert.', 'Livraison f le délai.'],
    },
  },
  {
    slug: 'cleaning',
    hue: 180,
    items: [
      {
        at: 'regular-cleaning',
        n: ['تنظيف المنازل', 'Ménage à domicile', 'Home cleaning'],
        p: [3_000, 6_000],
      },
      {
        at: 'deep-cleaning',
        n: ['تنظيف شامل للشقق', 'Grand nettoyage d’appartement', 'Deep cleaning of flats'],
        p: [8_000, 20_000],
      },
      {
        at: 'office-cleaning',
        n: ['تنظيف المكاتب', 'Nettoyage de bureaux', 'Office cleaning'],
        p: [15_000, 60_000],
      },
      { at: 'carpet-cleaning', n: ['غسيل الزرابي', 'Lavage de tapis', 'Carpet washing'], p: [300, 600] },
      {
        at: 'pest-control',
        n: ['إبادة الحشرات والقوارض', 'Désinsectisation et dératisation', 'Pest control'],
        p: [5_000, 15_000],
      },
      {
        at: 'water-tank-cleaning',
        n: ['تنظيف خزانات المياه', 'Nettoyage de citernes', 'Water tank cleaning'],
        p: [3_000, 8_000],
      },
    ],
    say: {
      ar: ['مواد تنظيف معتمدة.', 'فريق ثقة.', 'نعمل أيضاً يوم الجمعة.'],
      fr: ['Produits agréés.', 'Équipe de confiance.', 'Intervention aussi le vendredi.'],
      en: ['Approved products, trusted team.'],
      dz: ['Equipe ta3 thi9a.', 'Nkhedmou 7atta nhar jem3a.'],
    },
  },
  {
    slug: 'legal-administrative',
    hue: 265,
    items: [
      {
        at: 'family-law',
        n: ['محامية في قضايا الأسرة', 'Avocate en droit de la famille', 'Family lawyer'],
        p: [10_000, 50_000],
      },
      {
        at: 'commercial-law',
        n: ['محامي أعمال', 'Avocat d’affaires', 'Business lawyer'],
        p: [20_000, 100_000],
      },
      { at: 'notaries', n: ['مكتب توثيق', 'Étude notariale', 'Notary’s office'], p: [5_000, 30_000] },
      {
        at: 'accounting-tax',
        n: [
          'محاسب وتصريحات جبائية',
          'Comptable et déclarations fiscales (G50)',
          'Accountant and tax returns',
        ],
        p: [5_000, 25_000],
      },
      {
        at: 'certified-translation',
        n: ['ترجمة رسمية', 'Traduction officielle', 'Certified translation'],
        p: [1_500, 3_000],
      },
      {
        at: 'visa-applications',
        n: ['مرافقة ملفات التأشيرة', 'Accompagnement dossier de visa', 'Visa application help'],
        p: [3_000, 10_000],
      },
      {
        at: 'company-registration',
        n: ['إنشاء المؤسسات', 'Création d’entreprise (SARL, EURL)', 'Company formation'],
        p: [25_000, 80_000],
      },
    ],
    say: {
      ar: ['استشارة أولى بموعد.', 'خبرة لدى المحاكم والإدارات.', 'سرية تامة.'],
      fr: [
        'Première consultation sur rendez-vous.',
        'Expérience auprès des tribunaux et administrations.',
        'Confidentialité assurée.',
      ],
      en: ['First consultation by appointment.', 'Full confidentiality.'],
      dz: ['Consultation b rendez-vous.', 'Kolchi f sir.'],
    },
  },
  {
    slug: 'agricultural-services',
    hue: 100,
    items: [
      {
        at: 'ploughing-harvesting',
        n: ['حرث وحصاد', 'Labour et moisson', 'Ploughing and harvesting'],
        p: [4_000, 9_000],
      },
      { at: 'well-drilling', n: ['حفر الآبار', 'Forage de puits', 'Well drilling'], p: [6_000, 15_000] },
      {
        at: 'greenhouse-installation',
        n: ['تركيب البيوت البلاستيكية', 'Installation de serres', 'Greenhouse installation'],
        p: [150_000, 400_000],
      },
      {
        at: 'veterinary-services',
        n: ['طبيب بيطري متنقل', 'Vétérinaire à domicile', 'Mobile vet'],
        p: [2_000, 6_000],
      },
      {
        at: 'gardening-landscaping',
        n: ['تهيئة الحدائق', 'Aménagement de jardins', 'Garden landscaping'],
        p: [10_000, 80_000],
      },
      {
        at: 'tree-pruning-planting',
        n: ['تقليم الأشجار', 'Taille des oliviers et arbres fruitiers', 'Tree pruning'],
        p: [3_000, 12_000],
      },
    ],
    say: {
      ar: ['عتاد حديث.', 'نتنقل إلى جميع البلديات.', 'الأسعار حسب المساحة.'],
      fr: ['Matériel récent.', 'Déplacement dans toutes les communes.', 'Tarif selon la surface.'],
      en: ['Modern equipment; we travel to every commune.'],
      dz: ['Matériel jdid.', 'Le prix 3la 7sab la surface.'],
    },
  },
  {
    slug: 'tailoring-crafts',
    hue: 15,
    items: [
      { at: 'womens-tailoring', n: ['خياطة نسائية', 'Couturière', 'Dressmaker'], p: [2_000, 15_000] },
      {
        at: 'traditional-outfits',
        n: ['خياطة الكاراكو والقفطان', 'Couture karakou et caftan', 'Karakou and kaftan tailoring'],
        p: [15_000, 60_000],
      },
      { at: 'alterations', n: ['تعديل الملابس', 'Retouches', 'Alterations'], p: [300, 1_500] },
      {
        at: 'embroidery',
        n: ['طرز الفتلة والمجبود', 'Broderie fetla et medjboud', 'Fetla and medjboud embroidery'],
        p: [8_000, 40_000],
      },
      {
        at: 'upholstery',
        n: ['تنجيد الصالونات', 'Tapissier, réfection de salons', 'Sofa upholstery'],
        p: [15_000, 50_000],
      },
      {
        at: 'traditional-crafts',
        n: ['فخار وصناعة تقليدية', 'Poterie artisanale', 'Handmade pottery'],
        p: [1_500, 12_000],
      },
    ],
    say: {
      ar: ['عمل يدوي متقن.', 'حسب الطلب والمقاس.', 'أقمشة متوفرة في المحل.'],
      fr: ['Travail fait main soigné.', 'Sur mesure et sur commande.', 'Tissus disponibles à l’atelier.'],
      en: ['Careful handwork, made to measure.'],
      dz: ['Khedma b lyed, sur mesure.', 'Kayen le tissu 3andi.'],
    },
  },
];
