import { filter, group, type CategorySeed } from './types';

/**
 * The services tree of the announcements platform: category → sub-category → filter.
 * Arabic follows Algerian usage (الإعلام الآلي, الترصيص, الكراء, الزرابي, التصديرة); French
 * and English are the words a local reader searches for.
 */
export const ANNOUNCEMENT_CATEGORIES: CategorySeed[] = [
  group(
    'construction-renovation',
    'hammer',
    ['البناء والترميم', 'Construction et rénovation', 'Construction & renovation'],
    [
      group(
        'masonry',
        'brick-wall',
        ['أشغال البناء', 'Maçonnerie', 'Masonry'],
        [
          filter('structural-work', ['الهيكل والخرسانة', 'Gros œuvre', 'Structural work']),
          filter('extensions-additional-floors', [
            'التوسعة والتعلية',
            'Extension et surélévation',
            'Extensions & additional floors',
          ]),
          filter('walls-fences', ['الجدران والأسوار', 'Murs et clôtures', 'Walls & fences']),
        ],
      ),
      group(
        'plumbing',
        'droplets',
        ['الترصيص الصحي', 'Plomberie', 'Plumbing'],
        [
          filter('sanitary-installation', [
            'تركيب الشبكات الصحية',
            'Installation sanitaire',
            'Sanitary installation',
          ]),
          filter('leak-repair', [
            'كشف وإصلاح التسربات',
            'Recherche et réparation de fuites',
            'Leak detection & repair',
          ]),
          filter('central-heating', ['التدفئة المركزية', 'Chauffage central', 'Central heating']),
        ],
      ),
      group('building-electrics', 'plug-zap', [
        'كهرباء المباني',
        'Électricité bâtiment',
        'Building electrics',
      ]),
      group(
        'painting-decoration',
        'paint-roller',
        ['الدهن والديكور', 'Peinture et décoration', 'Painting & decoration'],
        [
          filter('interior-painting', ['الدهن الداخلي', 'Peinture intérieure', 'Interior painting']),
          filter('plaster-false-ceilings', [
            'الجبس والأسقف المستعارة',
            'Plâtre et faux plafonds',
            'Plaster & false ceilings',
          ]),
          filter('wallpaper', ['ورق الجدران', 'Papier peint', 'Wallpaper']),
        ],
      ),
      group('tiling-marble', 'grid-3x3', ['التبليط والرخام', 'Carrelage et marbre', 'Tiling & marble']),
      group(
        'joinery',
        'door-open',
        ['النجارة والألمنيوم', 'Menuiserie bois et aluminium', 'Carpentry & aluminium joinery'],
        [
          filter('wood-joinery', ['نجارة الخشب', 'Menuiserie bois', 'Wood joinery']),
          filter('aluminium-joinery', ['نجارة الألمنيوم', 'Menuiserie aluminium', 'Aluminium joinery']),
          filter('pvc-joinery', ['نجارة PVC', 'Menuiserie PVC', 'PVC joinery']),
          filter('ironwork-welding', ['الحدادة والتلحيم', 'Ferronnerie et soudure', 'Ironwork & welding']),
        ],
      ),
    ],
  ),

  group(
    'transport-moving',
    'truck',
    ['النقل والترحيل', 'Transport et déménagement', 'Transport & moving'],
    [
      group(
        'home-moving',
        'package',
        ['ترحيل الأثاث', 'Déménagement', 'Home & office moving'],
        [
          filter('moving-within-wilaya', ['داخل الولاية', 'Dans la wilaya', 'Within the wilaya']),
          filter('moving-between-wilayas', ['بين الولايات', 'Entre wilayas', 'Between wilayas']),
          filter('packing-dismantling', [
            'التغليف والتفكيك',
            'Emballage et démontage',
            'Packing & dismantling',
          ]),
        ],
      ),
      group(
        'freight-transport',
        'container',
        ['نقل البضائع', 'Transport de marchandises', 'Freight transport'],
        [
          filter('light-vans', ['الشاحنات الخفيفة', 'Utilitaires légers', 'Light vans']),
          filter('heavy-trucks', ['الشاحنات الثقيلة', 'Poids lourds', 'Heavy trucks']),
          filter('refrigerated-transport', [
            'النقل المبرد',
            'Transport frigorifique',
            'Refrigerated transport',
          ]),
        ],
      ),
      group(
        'passenger-transport',
        'bus',
        ['نقل الأشخاص', 'Transport de personnes', 'Passenger transport'],
        [
          filter('airport-transfers', ['النقل من وإلى المطار', 'Transferts aéroport', 'Airport transfers']),
          filter('staff-school-transport', [
            'نقل العمال والتلاميذ',
            'Transport du personnel et scolaire',
            'Staff & school transport',
          ]),
          filter('group-trips', ['الرحلات الجماعية', 'Voyages de groupe', 'Group trips']),
        ],
      ),
      group(
        'car-rental',
        'car',
        ['كراء السيارات', 'Location de voitures', 'Car rental'],
        [
          filter('self-drive-rental', ['بدون سائق', 'Sans chauffeur', 'Self-drive']),
          filter('rental-with-driver', ['مع سائق', 'Avec chauffeur', 'With driver']),
          filter('wedding-cars', ['سيارات الأعراس', 'Voitures de mariage', 'Wedding cars']),
        ],
      ),
      group('towing', 'truck', [
        'جر ونقل السيارات المعطلة',
        'Dépannage et remorquage',
        'Towing & breakdown recovery',
      ]),
    ],
  ),

  group(
    'education-tutoring',
    'graduation-cap',
    ['التعليم والدروس الخصوصية', 'Éducation et cours particuliers', 'Education & tutoring'],
    [
      group(
        'school-support',
        'book-open',
        ['دروس الدعم', 'Soutien scolaire', 'School tutoring'],
        [
          filter('tutoring-primary', ['الطور الابتدائي', 'Primaire', 'Primary school']),
          filter('tutoring-middle', ['الطور المتوسط', 'Moyen (CEM)', 'Middle school']),
          filter('tutoring-secondary', ['الطور الثانوي', 'Secondaire (lycée)', 'Secondary school']),
          filter('bac-bem-preparation', [
            'التحضير للبكالوريا وشهادة التعليم المتوسط',
            'Préparation au BAC et au BEM',
            'BAC & BEM exam preparation',
          ]),
        ],
      ),
      group(
        'language-courses',
        'languages',
        ['تعليم اللغات', 'Cours de langues', 'Language courses'],
        [
          filter('english-courses', ['اللغة الإنجليزية', 'Anglais', 'English']),
          filter('french-courses', ['اللغة الفرنسية', 'Français', 'French']),
          filter('arabic-courses', ['اللغة العربية', 'Arabe', 'Arabic']),
          filter('tamazight-courses', ['اللغة الأمازيغية', 'Tamazight', 'Tamazight']),
          filter('german-spanish-courses', [
            'الألمانية والإسبانية',
            'Allemand et espagnol',
            'German & Spanish',
          ]),
        ],
      ),
      group('university-courses', 'school', [
        'الدروس الجامعية',
        'Cours universitaires',
        'University courses',
      ]),
      group('vocational-training', 'briefcase', [
        'التكوين المهني',
        'Formation professionnelle',
        'Vocational training',
      ]),
      group('quran-lessons', 'book', ['تحفيظ القرآن الكريم', 'Enseignement du Coran', 'Quran lessons']),
      group('music-arts-lessons', 'music', ['الموسيقى والفنون', 'Musique et arts', 'Music & arts lessons']),
    ],
  ),

  group(
    'health-care',
    'heart-pulse',
    ['الصحة والرعاية', 'Santé et soins', 'Health & care'],
    [
      group(
        'home-nursing',
        'syringe',
        ['التمريض المنزلي', 'Soins infirmiers à domicile', 'Home nursing'],
        [
          filter('injections-dressings', [
            'الحقن والضمادات',
            'Injections et pansements',
            'Injections & dressings',
          ]),
          filter('post-surgery-care', [
            'المتابعة بعد العمليات',
            'Suivi post-opératoire',
            'Post-surgery care',
          ]),
          filter('home-blood-tests', [
            'التحاليل في المنزل',
            'Prélèvements à domicile',
            'Home blood sampling',
          ]),
        ],
      ),
      group('elderly-care', 'hand-heart', ['رعاية المسنين', 'Garde de personnes âgées', 'Elderly care']),
      group('physiotherapy', 'activity', [
        'العلاج الطبيعي وإعادة التأهيل',
        'Kinésithérapie et rééducation',
        'Physiotherapy & rehabilitation',
      ]),
      group('childcare', 'baby', ['حضانة ورعاية الأطفال', "Garde d'enfants", 'Childcare']),
      group('medical-equipment-rental', 'accessibility', [
        'كراء العتاد الطبي',
        'Location de matériel médical',
        'Medical equipment rental',
      ]),
      group('psychology-nutrition', 'brain', [
        'المتابعة النفسية والتغذية',
        'Psychologie et nutrition',
        'Psychology & nutrition',
      ]),
    ],
  ),

  group(
    'events-celebrations',
    'party-popper',
    ['الأعراس والحفلات', 'Fêtes et événements', 'Events & celebrations'],
    [
      group('party-halls', 'building', ['قاعات الحفلات', 'Salles des fêtes', 'Wedding & party halls']),
      group(
        'catering',
        'chef-hat',
        ['الإطعام والطبخ للحفلات', 'Traiteur', 'Catering'],
        [
          filter('traditional-cakes', ['الحلويات التقليدية', 'Gâteaux traditionnels', 'Traditional cakes']),
          filter('modern-pastries', [
            'الحلويات العصرية وكعك الأعراس',
            'Pâtisserie moderne et pièces montées',
            'Modern pastries & wedding cakes',
          ]),
          filter('banquets', ['الأطباق والولائم', 'Plats et banquets', 'Dishes & banquets']),
        ],
      ),
      group('photo-video', 'camera', ['التصوير الفوتوغرافي والفيديو', 'Photo et vidéo', 'Photo & video']),
      group(
        'music-entertainment',
        'music',
        ['الفرق الموسيقية والدي جي', 'Orchestres et DJ', 'Bands & DJs'],
        [
          filter('dj', ['دي جي', 'DJ', 'DJ']),
          filter('traditional-troupes', [
            'الفرق التقليدية (زرنة، بندير)',
            'Troupes traditionnelles (zorna, bendir)',
            'Traditional troupes (zorna, bendir)',
          ]),
          filter('bands-orchestras', ['الفرق الموسيقية', 'Orchestres', 'Bands & orchestras']),
        ],
      ),
      group('decoration-equipment-rental', 'flower', [
        'التزيين وكراء العتاد',
        'Décoration et location de matériel',
        'Decoration & equipment rental',
      ]),
      group('bridal-wear-rental', 'gem', [
        'كراء فساتين العرائس والتصديرة',
        'Location de robes de mariée et tenues traditionnelles',
        'Bridal & traditional dress hire',
      ]),
    ],
  ),

  group(
    'repairs-maintenance',
    'wrench',
    ['التصليح والصيانة', 'Réparation et maintenance', 'Repairs & maintenance'],
    [
      group(
        'appliance-repair',
        'washing-machine',
        ['تصليح الأجهزة الكهرومنزلية', 'Réparation électroménager', 'Home appliance repair'],
        [
          filter('fridge-repair', [
            'الثلاجات والمجمدات',
            'Réfrigérateurs et congélateurs',
            'Fridges & freezers',
          ]),
          filter('washing-machine-repair', ['الغسالات', 'Machines à laver', 'Washing machines']),
          filter('cooker-repair', ['الطباخات والأفران', 'Cuisinières et fours', 'Cookers & ovens']),
        ],
      ),
      group(
        'air-conditioning',
        'snowflake',
        ['التكييف والتبريد', 'Climatisation et froid', 'Air conditioning & refrigeration'],
        [
          filter('ac-installation', ['تركيب المكيفات', 'Installation de climatiseurs', 'AC installation']),
          filter('ac-servicing', [
            'الصيانة وشحن الغاز',
            'Entretien et recharge de gaz',
            'Servicing & gas recharge',
          ]),
        ],
      ),
      group(
        'car-repair',
        'car',
        ['ميكانيك السيارات', 'Mécanique automobile', 'Car repair'],
        [
          filter('general-mechanics', ['الميكانيك العامة', 'Mécanique générale', 'General mechanics']),
          filter('auto-electrics', ['كهرباء السيارات', 'Électricité auto', 'Auto electrics']),
          filter('bodywork-paint', ['السمكرة والدهن', 'Tôlerie et peinture', 'Bodywork & paint']),
          filter('car-diagnostics', [
            'التشخيص الإلكتروني (سكانير)',
            'Diagnostic (scanner)',
            'Electronic diagnostics',
          ]),
        ],
      ),
      group('phone-repair', 'smartphone', ['تصليح الهواتف', 'Réparation de téléphones', 'Phone repair']),
      group('locksmith', 'key-round', ['الأقفال والمفاتيح', 'Serrurerie', 'Locksmith']),
      group('water-heaters-gas', 'flame', ['السخانات والغاز', 'Chauffe-eau et gaz', 'Water heaters & gas']),
    ],
  ),

  group(
    'beauty-wellness',
    'sparkles',
    ['التجميل والعناية', 'Beauté et bien-être', 'Beauty & wellness'],
    [
      group(
        'hairdressing',
        'scissors',
        ['الحلاقة وتصفيف الشعر', 'Coiffure', 'Hairdressing'],
        [
          filter('womens-hairdressing', ['حلاقة نسائية', 'Coiffure femme', "Women's hairdressing"]),
          filter('barbers', ['حلاقة رجالية', 'Coiffure homme', 'Barbers']),
          filter('home-hairdressing', ['الحلاقة في المنزل', 'Coiffure à domicile', 'Home hairdressing']),
        ],
      ),
      group(
        'make-up',
        'palette',
        ['الماكياج', 'Maquillage', 'Make-up'],
        [
          filter('bridal-make-up', ['ماكياج العرائس', 'Maquillage de mariée', 'Bridal make-up']),
          filter('henna', ['الحناء', 'Henné', 'Henna']),
        ],
      ),
      group(
        'beauty-treatments',
        'sparkles',
        ['العناية التجميلية', 'Soins esthétiques', 'Beauty treatments'],
        [
          filter('facial-care', ['العناية بالبشرة', 'Soins du visage', 'Facial care']),
          filter('hair-removal', ['إزالة الشعر', 'Épilation', 'Hair removal']),
          filter('manicure-pedicure', ['العناية بالأظافر', 'Manucure et pédicure', 'Manicure & pedicure']),
        ],
      ),
      group('hammam-spa', 'bath', ['الحمام والسبا', 'Hammam et spa', 'Hammam & spa']),
      group('fitness-coaching', 'dumbbell', ['التدريب الرياضي', 'Coaching sportif', 'Fitness coaching']),
    ],
  ),

  group(
    'it-digital',
    'laptop',
    ['الإعلام الآلي والخدمات الرقمية', 'Informatique et digital', 'IT & digital'],
    [
      group(
        'web-development',
        'code',
        ['تصميم وتطوير المواقع', 'Création de sites web', 'Web development'],
        [
          filter('showcase-websites', ['المواقع التعريفية', 'Sites vitrines', 'Showcase websites']),
          filter('online-shops', ['المتاجر الإلكترونية', 'Sites e-commerce', 'Online shops']),
          filter('mobile-apps', ['تطبيقات الهاتف', 'Applications mobiles', 'Mobile apps']),
        ],
      ),
      group('graphic-design', 'pen-tool', ['التصميم الغرافيكي', 'Design graphique', 'Graphic design']),
      group(
        'digital-marketing',
        'megaphone',
        ['التسويق الرقمي', 'Marketing digital', 'Digital marketing'],
        [
          filter('social-media-management', [
            'إدارة صفحات التواصل الاجتماعي',
            'Gestion des réseaux sociaux',
            'Social media management',
          ]),
          filter('online-advertising', ['الإعلانات الممولة', 'Publicité en ligne', 'Online advertising']),
          filter('seo', [
            'تحسين الظهور في محركات البحث',
            'Référencement (SEO)',
            'Search engine optimisation (SEO)',
          ]),
        ],
      ),
      group('networks-cctv', 'network', [
        'الشبكات وكاميرات المراقبة',
        'Réseaux et vidéosurveillance',
        'Networks & CCTV',
      ]),
      group('computer-maintenance', 'monitor', [
        'صيانة الحواسيب',
        'Maintenance informatique',
        'Computer maintenance',
      ]),
      group('printing-copying', 'printer', [
        'الطباعة والنسخ',
        'Impression et reprographie',
        'Printing & copying',
      ]),
    ],
  ),

  group(
    'cleaning',
    'spray-can',
    ['التنظيف', 'Nettoyage', 'Cleaning'],
    [
      group(
        'home-cleaning',
        'house',
        ['تنظيف المنازل', 'Ménage à domicile', 'Home cleaning'],
        [
          filter('regular-cleaning', ['التنظيف الدوري', 'Ménage régulier', 'Regular cleaning']),
          filter('deep-cleaning', ['التنظيف الشامل', 'Grand nettoyage', 'Deep cleaning']),
        ],
      ),
      group('office-cleaning', 'building-2', [
        'تنظيف المكاتب والمحلات',
        'Nettoyage de bureaux et locaux',
        'Office & shop cleaning',
      ]),
      group('carpet-cleaning', 'layers', [
        'غسل الزرابي والأفرشة',
        'Lavage de tapis et matelas',
        'Carpet & mattress washing',
      ]),
      group('pest-control', 'bug', [
        'مكافحة الحشرات والقوارض',
        'Désinsectisation et dératisation',
        'Pest control',
      ]),
      group('after-works-cleaning', 'brush', [
        'التنظيف بعد الأشغال',
        'Nettoyage après travaux',
        'After-builders cleaning',
      ]),
      group('water-tank-cleaning', 'droplet', [
        'تنظيف خزانات المياه',
        'Nettoyage de citernes',
        'Water tank cleaning',
      ]),
    ],
  ),

  group(
    'legal-administrative',
    'scale',
    ['الخدمات القانونية والإدارية', 'Juridique et administratif', 'Legal & administrative'],
    [
      group(
        'lawyers',
        'gavel',
        ['المحاماة', 'Avocats', 'Lawyers'],
        [
          filter('family-law', ['قضايا الأسرة', 'Droit de la famille', 'Family law']),
          filter('commercial-law', ['القانون التجاري', 'Droit commercial', 'Commercial law']),
          filter('property-law', ['القضايا العقارية', 'Droit immobilier', 'Property law']),
          filter('criminal-law', ['القضايا الجزائية', 'Droit pénal', 'Criminal law']),
        ],
      ),
      group('notaries', 'stamp', ['التوثيق', 'Notaires', 'Notaries']),
      group('accounting-tax', 'calculator', [
        'المحاسبة والجباية',
        'Comptabilité et fiscalité',
        'Accounting & tax',
      ]),
      group('certified-translation', 'languages', [
        'الترجمة الرسمية',
        'Traduction officielle',
        'Certified translation',
      ]),
      group(
        'administrative-paperwork',
        'file-text',
        ['المرافقة في الإجراءات الإدارية', 'Démarches administratives', 'Administrative paperwork'],
        [
          filter('visa-applications', ['ملفات التأشيرة', 'Dossiers de visa', 'Visa applications']),
          filter('company-registration', [
            'إنشاء المؤسسات والسجل التجاري',
            "Création d'entreprise et registre du commerce",
            'Company set-up & trade register',
          ]),
        ],
      ),
    ],
  ),

  group(
    'agricultural-services',
    'tractor',
    ['الخدمات الفلاحية', 'Services agricoles', 'Agricultural services'],
    [
      group('ploughing-harvesting', 'tractor', [
        'الحرث والحصاد',
        'Labour et moisson',
        'Ploughing & harvesting',
      ]),
      group(
        'irrigation-wells',
        'droplets',
        ['السقي وحفر الآبار', 'Irrigation et forage de puits', 'Irrigation & well drilling'],
        [
          filter('well-drilling', ['حفر الآبار', 'Forage de puits', 'Well drilling']),
          filter('drip-irrigation', ['السقي بالتقطير', 'Irrigation goutte-à-goutte', 'Drip irrigation']),
          filter('greenhouse-installation', [
            'تركيب البيوت البلاستيكية',
            'Installation de serres',
            'Greenhouse installation',
          ]),
        ],
      ),
      group('veterinary-services', 'stethoscope', [
        'الخدمات البيطرية',
        'Services vétérinaires',
        'Veterinary services',
      ]),
      group('gardening-landscaping', 'flower-2', [
        'البستنة وتهيئة الحدائق',
        'Jardinage et paysagisme',
        'Gardening & landscaping',
      ]),
      group('tree-pruning-planting', 'tree-deciduous', [
        'تقليم وغرس الأشجار',
        "Taille et plantation d'arbres",
        'Tree pruning & planting',
      ]),
      group('farm-equipment-rental', 'tractor', [
        'كراء العتاد الفلاحي',
        'Location de matériel agricole',
        'Farm equipment rental',
      ]),
    ],
  ),

  group(
    'tailoring-crafts',
    'scissors',
    ['الخياطة والحرف', 'Couture et artisanat', 'Tailoring & crafts'],
    [
      group(
        'tailoring',
        'scissors',
        ['الخياطة والتفصيل', 'Couture', 'Tailoring'],
        [
          filter('womens-tailoring', ['خياطة نسائية', 'Couture femme', "Women's tailoring"]),
          filter('traditional-outfits', ['اللباس التقليدي', 'Tenues traditionnelles', 'Traditional outfits']),
          filter('alterations', ['التعديل والتصليح', 'Retouches', 'Alterations']),
        ],
      ),
      group('embroidery', 'sparkles', ['الطرز', 'Broderie', 'Embroidery']),
      group('upholstery', 'sofa', ['تنجيد الأثاث', "Tapisserie d'ameublement", 'Upholstery']),
      group('traditional-crafts', 'amphora', [
        'الحرف التقليدية',
        'Artisanat traditionnel',
        'Traditional crafts',
      ]),
    ],
  ),
];
