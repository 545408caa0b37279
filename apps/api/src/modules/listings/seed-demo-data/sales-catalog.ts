import type { CategoryDemo } from './types';

/**
 * What people sell, per top category of the sales tree: the things (with the sub-category or
 * filter they are posted under, and a price range in dinars that fits them) and the sentences
 * sellers of that kind of thing write, per language (dz: Arabizi, Algerian Arabic in Latin
 * letters). compose.ts combines them into ads.
 */
export const SALES_DEMO: CategoryDemo[] = [
  {
    slug: 'vehicles',
    hue: 210,
    items: [
      { at: 'city-cars', n: ['رونو كليو 4', 'Renault Clio 4', 'Renault Clio 4'], p: [1_900_000, 2_600_000] },
      { at: 'city-cars', n: ['كيا بيكانتو', 'Kia Picanto', 'Kia Picanto'], p: [1_350_000, 1_900_000] },
      { at: 'sedans', n: ['هيونداي أكسنت', 'Hyundai Accent', 'Hyundai Accent'], p: [1_700_000, 2_400_000] },
      {
        at: 'sedans',
        n: ['فولكسفاغن جيتا', 'Volkswagen Jetta', 'Volkswagen Jetta'],
        p: [2_800_000, 4_200_000],
      },
      { at: 'suv-4x4', n: ['تويوتا هيلوكس', 'Toyota Hilux', 'Toyota Hilux'], p: [5_500_000, 8_900_000] },
      { at: 'suv-4x4', n: ['داسيا داستر', 'Dacia Duster', 'Dacia Duster'], p: [2_900_000, 4_100_000] },
      {
        at: 'utility-vehicles',
        n: ['رونو كونغو', 'Renault Kangoo', 'Renault Kangoo'],
        p: [1_800_000, 2_700_000],
      },
      { at: 'scooters', n: ['سكوتر فمس 125', 'Scooter VMS 125', 'VMS 125 scooter'], p: [180_000, 320_000] },
      { at: 'quads', n: ['كواد 250 سي سي', 'Quad 250 cc', '250 cc quad bike'], p: [450_000, 750_000] },
      {
        at: 'trucks-buses',
        n: ['شاحنة هيونداي HD65', 'Camion Hyundai HD65', 'Hyundai HD65 truck'],
        p: [3_800_000, 5_200_000],
      },
      {
        at: 'tyres-rims',
        n: ['4 عجلات ميشلان 16 بوصة', '4 pneus Michelin 16 pouces', 'Four 16-inch Michelin tyres'],
        p: [48_000, 90_000],
      },
      { at: 'engine-parts', n: ['محرك 1.5 dCi', 'Moteur 1.5 dCi', '1.5 dCi engine'], p: [180_000, 330_000] },
      {
        at: 'boats',
        n: ['قارب صيد 5 أمتار', 'Barque de pêche 5 m', '5 m fishing boat'],
        p: [650_000, 1_400_000],
      },
    ],
    say: {
      ar: [
        'الوثائق كاملة والبطاقة الرمادية باسمي.',
        'صيانة دورية عند الوكيل، تم تغيير الزيت والفلاتر مؤخراً.',
        'لا توجد أي حوادث، الطلاء أصلي.',
        'الكيلومترات حقيقية ويمكن المعاينة عند الميكانيكي.',
      ],
      fr: [
        'Papiers au complet, carte grise à mon nom.',
        'Entretien suivi, vidange et filtres faits récemment.',
        'Jamais accidentée, peinture d’origine, kilométrage réel.',
        'Contrôle chez votre mécanicien accepté.',
      ],
      en: ['Full papers, registration in my name.', 'Serviced regularly, no accident, original paint.'],
      dz: ['Papiers kamlin, carte grise b smiti.', 'Makach accident, moteur nickel, jamais tfet7at.'],
    },
  },
  {
    slug: 'real-estate',
    hue: 25,
    items: [
      { at: 'studio-f1', n: ['استوديو F1', 'Studio F1', 'F1 studio'], p: [4_500_000, 7_500_000] },
      {
        at: 'apartment-f2',
        n: ['شقة F2', 'Appartement F2', 'Two-room flat (F2)'],
        p: [7_000_000, 12_000_000],
      },
      {
        at: 'apartment-f3',
        n: ['شقة F3', 'Appartement F3', 'Three-room flat (F3)'],
        p: [10_500_000, 19_000_000],
      },
      {
        at: 'apartment-f4',
        n: ['شقة F4 واسعة', 'Grand F4', 'Spacious F4 flat'],
        p: [14_000_000, 26_000_000],
      },
      { at: 'villas', n: ['فيلا R+1', 'Villa R+1', 'Two-storey villa'], p: [32_000_000, 75_000_000] },
      {
        at: 'traditional-houses',
        n: ['حوش تقليدي', 'Haouch traditionnel', 'Traditional courtyard house'],
        p: [9_000_000, 18_000_000],
      },
      {
        at: 'building-plots',
        n: ['قطعة أرض 250 م²', 'Terrain 250 m²', '250 m² building plot'],
        p: [5_000_000, 15_000_000],
      },
      {
        at: 'farmland',
        n: ['أرض فلاحية 2 هكتار', 'Terrain agricole 2 ha', '2-hectare farmland'],
        p: [6_000_000, 14_000_000],
      },
      {
        at: 'shops',
        n: ['محل تجاري 40 م²', 'Local commercial 40 m²', '40 m² shop'],
        p: [6_500_000, 14_000_000],
      },
      {
        at: 'apartments-to-rent',
        n: ['شقة F3 للكراء', 'F3 à louer', 'F3 flat to rent'],
        p: [35_000, 70_000],
      },
      {
        at: 'holiday-rentals',
        n: ['شقة للكراء الصيفي قرب البحر', 'Location estivale près de la mer', 'Summer flat near the beach'],
        p: [6_000, 15_000],
      },
    ],
    say: {
      ar: [
        'عقد موثق ودفتر عقاري.',
        'الطابق الثالث مع مصعد، قريب من الترامواي والمدارس.',
        'الحي هادئ وآمن، الماء متوفر 24/24.',
        'مطبخ مجهز وشرفة كبيرة.',
      ],
      fr: [
        'Acte notarié et livret foncier.',
        'Quartier calme, proche du tramway, des écoles et des commerces.',
        'Eau H24, cuisine équipée, grand balcon.',
        'Visite sur rendez-vous, agences s’abstenir.',
      ],
      en: ['Notarised deed and land register.', 'Quiet area close to schools, shops and the tram.'],
      dz: ['Acte w livret foncier, kolchi f lqanoun.', 'Quartier hadi, qrib l tramway w les écoles.'],
    },
  },
  {
    slug: 'phones-tablets',
    hue: 260,
    items: [
      {
        at: 'iphone',
        n: ['آيفون 13 128 جيغا', 'iPhone 13 128 Go', 'iPhone 13 128 GB'],
        p: [95_000, 125_000],
      },
      { at: 'iphone', n: ['آيفون 11', 'iPhone 11 64 Go', 'iPhone 11 64 GB'], p: [55_000, 72_000] },
      {
        at: 'samsung',
        n: ['سامسونغ غالاكسي S23', 'Samsung Galaxy S23', 'Samsung Galaxy S23'],
        p: [120_000, 150_000],
      },
      { at: 'samsung', n: ['سامسونغ A34', 'Samsung Galaxy A34', 'Samsung Galaxy A34'], p: [45_000, 58_000] },
      {
        at: 'xiaomi',
        n: ['شاومي ريدمي نوت 12', 'Xiaomi Redmi Note 12', 'Xiaomi Redmi Note 12'],
        p: [32_000, 42_000],
      },
      {
        at: 'other-smartphone-brands',
        n: ['أوبو رينو 8', 'Oppo Reno 8', 'Oppo Reno 8'],
        p: [48_000, 62_000],
      },
      {
        at: 'tablets',
        n: ['آيباد الجيل التاسع', 'iPad 9e génération', 'iPad 9th generation'],
        p: [58_000, 75_000],
      },
      {
        at: 'smartwatches',
        n: ['ساعة أبل الجيل 7', 'Apple Watch Series 7', 'Apple Watch Series 7'],
        p: [42_000, 60_000],
      },
      {
        at: 'chargers-cables',
        n: ['شاحن سريع 65 واط', 'Chargeur rapide 65 W', '65 W fast charger'],
        p: [2_500, 4_500],
      },
      { at: 'earphones', n: ['سماعات إيربودز برو', 'AirPods Pro', 'AirPods Pro'], p: [18_000, 32_000] },
    ],
    say: {
      ar: [
        'البطارية 90% والشاشة بدون خدوش.',
        'مع العلبة والشاحن الأصلي.',
        'غير مفتوح وغير مصلح.',
        'ضمان ثلاثة أشهر.',
      ],
      fr: [
        'Batterie à 90 %, écran sans rayure.',
        'Vendu avec boîte et chargeur d’origine.',
        'Jamais ouvert ni réparé, débloqué tout opérateur.',
        'Garantie trois mois, échange possible.',
      ],
      en: ['Battery health 90%, no scratches.', 'Comes with the box and original charger.'],
      dz: ['Batterie 90, écran jdid ma fih walou.', 'M3ah la boîte w chargeur original, jamais t7al.'],
    },
  },
  {
    slug: 'electronics-appliances',
    hue: 195,
    items: [
      {
        at: 'laptops',
        n: ['حاسوب لينوفو ثينك باد', 'PC portable Lenovo ThinkPad T480', 'Lenovo ThinkPad T480 laptop'],
        p: [52_000, 75_000],
      },
      { at: 'laptops', n: ['ماك بوك إير M1', 'MacBook Air M1', 'MacBook Air M1'], p: [125_000, 160_000] },
      {
        at: 'components-peripherals',
        n: ['بطاقة رسومات RTX 3060', 'Carte graphique RTX 3060', 'RTX 3060 graphics card'],
        p: [55_000, 72_000],
      },
      {
        at: 'televisions',
        n: ['تلفاز كوندور 55 بوصة 4K', 'TV Condor 55 pouces 4K', 'Condor 55-inch 4K TV'],
        p: [65_000, 95_000],
      },
      {
        at: 'satellite-receivers',
        n: ['جهاز استقبال جيون', 'Démodulateur Géant', 'Géant satellite receiver'],
        p: [6_000, 11_000],
      },
      {
        at: 'washing-machines',
        n: ['غسالة LG 8 كلغ', 'Machine à laver LG 8 kg', 'LG 8 kg washing machine'],
        p: [58_000, 82_000],
      },
      {
        at: 'air-conditioners',
        n: ['مكيف 12000 BTU', 'Climatiseur 12000 BTU', '12,000 BTU air conditioner'],
        p: [48_000, 72_000],
      },
      {
        at: 'cookers-ovens',
        n: ['طباخة 5 شعلات', 'Cuisinière 5 feux', '5-burner cooker'],
        p: [38_000, 62_000],
      },
      { at: 'video-games', n: ['بلايستيشن 5', 'PlayStation 5', 'PlayStation 5'], p: [95_000, 125_000] },
      {
        at: 'cameras',
        n: ['كاميرا كانون 250D', 'Appareil photo Canon 250D', 'Canon 250D camera'],
        p: [85_000, 115_000],
      },
    ],
    say: {
      ar: ['يعمل بشكل ممتاز، استعمال خفيف.', 'مع الفاتورة والضمان.', 'التجريب أمامك قبل الشراء.'],
      fr: [
        'Fonctionne parfaitement, très peu servi.',
        'Avec facture et garantie constructeur.',
        'Essai sur place avant achat.',
        'Emballage d’origine conservé.',
      ],
      en: ['Works perfectly, lightly used.', 'You can test it before buying.'],
      dz: ['Yemchi mlih, ma khdemtch bih bezzaf.', 'Tjarbou 9damek 9bel ma tachri.'],
    },
  },
  {
    slug: 'home-furniture',
    hue: 35,
    items: [
      { at: 'sofas', n: ['صالون 7 مقاعد', 'Salon 7 places', '7-seat sofa set'], p: [75_000, 160_000] },
      {
        at: 'moroccan-salons',
        n: ['صالون مغربي', 'Salon marocain', 'Moroccan-style salon'],
        p: [90_000, 220_000],
      },
      {
        at: 'tables-chairs',
        n: ['طاولة أكل مع 6 كراسي', 'Table à manger et 6 chaises', 'Dining table with six chairs'],
        p: [35_000, 85_000],
      },
      {
        at: 'bedroom',
        n: ['غرفة نوم كاملة', 'Chambre à coucher complète', 'Complete bedroom set'],
        p: [120_000, 260_000],
      },
      {
        at: 'carpets-rugs',
        n: ['زربية غرداية', 'Tapis de Ghardaïa', 'Ghardaïa handwoven rug'],
        p: [18_000, 55_000],
      },
      { at: 'lighting', n: ['ثريا كريستال', 'Lustre en cristal', 'Crystal chandelier'], p: [12_000, 38_000] },
      {
        at: 'kitchen-tableware',
        n: ['طقم أواني تيفال', 'Batterie de cuisine Tefal', 'Tefal cookware set'],
        p: [9_000, 22_000],
      },
      { at: 'tiles', n: ['بلاط سيراميك 60×60', 'Carrelage 60×60', '60×60 ceramic tiles'], p: [1_200, 2_400] },
      {
        at: 'garden-outdoor',
        n: ['طقم حديقة', 'Salon de jardin', 'Garden furniture set'],
        p: [25_000, 60_000],
      },
    ],
    say: {
      ar: ['خشب زان صلب، صناعة محلية.', 'الحالة جيدة جداً.', 'البيع بسبب الانتقال.'],
      fr: [
        'Bois de hêtre massif, fabrication locale.',
        'Très bon état, aucun défaut.',
        'Cause déménagement.',
      ],
      en: ['Solid beech, locally made.', 'Selling because we are moving.'],
      dz: ['Bois massif, khedma ta3 bled.', 'Nbi3 3la jal déménagement.'],
    },
  },
  {
    slug: 'fashion-beauty',
    hue: 330,
    items: [
      {
        at: 'womens-traditional-wear',
        n: ['كاراكو عاصمي', 'Karakou algérois', 'Algiers karakou'],
        p: [35_000, 90_000],
      },
      {
        at: 'womens-traditional-wear',
        n: ['قندورة قسنطينية', 'Gandoura constantinoise', 'Constantine gandoura'],
        p: [25_000, 70_000],
      },
      { at: 'dresses', n: ['فستان سهرة', 'Robe de soirée', 'Evening dress'], p: [8_000, 25_000] },
      { at: 'hijabs-abayas', n: ['عباية خليجية', 'Abaya', 'Abaya'], p: [4_500, 12_000] },
      {
        at: 'mens-traditional-wear',
        n: ['برنوس صوف', 'Burnous en laine', 'Wool burnous'],
        p: [18_000, 45_000],
      },
      { at: 'suits', n: ['بدلة رجالية', 'Costume homme', 'Men’s suit'], p: [12_000, 28_000] },
      { at: 'shoes', n: ['حذاء نايك إير ماكس', 'Nike Air Max', 'Nike Air Max trainers'], p: [9_000, 18_000] },
      { at: 'watches-jewellery', n: ['خاتم فضة', 'Bague en argent', 'Silver ring'], p: [3_500, 9_000] },
      {
        at: 'cosmetics-perfume',
        n: ['عطر أصلي 100 مل', 'Parfum original 100 ml', 'Original 100 ml perfume'],
        p: [7_000, 18_000],
      },
    ],
    say: {
      ar: ['جميع المقاسات متوفرة.', 'خياطة يدوية وقماش رفيع.', 'لبس مرة واحدة فقط.'],
      fr: [
        'Toutes les tailles disponibles.',
        'Couture faite main, tissu de qualité.',
        'Porté une seule fois.',
      ],
      en: ['All sizes available.', 'Hand-sewn, quality fabric.'],
      dz: ['Kayen ga3 les tailles.', 'Lbestha marra wa7da berk.'],
    },
  },
  {
    slug: 'agriculture',
    hue: 95,
    items: [
      { at: 'sheep', n: ['كباش للعيد', 'Moutons pour l’Aïd', 'Sheep for Eid'], p: [70_000, 140_000] },
      { at: 'cattle', n: ['بقرة حلوب', 'Vache laitière', 'Dairy cow'], p: [280_000, 420_000] },
      { at: 'goats', n: ['ماعز', 'Chèvres', 'Goats'], p: [25_000, 45_000] },
      {
        at: 'tractors',
        n: ['جرار سوناليكا', 'Tracteur Sonalika', 'Sonalika tractor'],
        p: [2_200_000, 3_600_000],
      },
      {
        at: 'irrigation-equipment',
        n: ['عتاد السقي بالتقطير', 'Kit goutte-à-goutte', 'Drip irrigation kit'],
        p: [15_000, 60_000],
      },
      { at: 'dates', n: ['تمر دقلة نور', 'Dattes Deglet Nour', 'Deglet Nour dates'], p: [600, 1_200] },
      {
        at: 'olive-oil',
        n: ['زيت زيتون القبائل', 'Huile d’olive de Kabylie', 'Kabylie olive oil'],
        p: [900, 1_400],
      },
      { at: 'honey', n: ['عسل السدر', 'Miel de jujubier', 'Jujube honey'], p: [6_000, 12_000] },
      {
        at: 'poultry-rabbits',
        n: ['دجاج بلدي', 'Poulets fermiers', 'Free-range chickens'],
        p: [1_200, 2_000],
      },
      { at: 'seeds-seedlings', n: ['شتلات زيتون', 'Plants d’olivier', 'Olive saplings'], p: [400, 900] },
    ],
    say: {
      ar: ['من الفلاح مباشرة.', 'منتوج طبيعي بدون مواد كيميائية.', 'البيع بالجملة والتجزئة.'],
      fr: [
        'Directement du producteur.',
        'Produit naturel, sans traitement chimique.',
        'Vente en gros et au détail.',
      ],
      en: ['Straight from the farm.', 'Natural produce, no chemicals.'],
      dz: ['Men 3and el fellah direct.', 'Bio 100%, ma fih 7atta dwa.'],
    },
  },
  {
    slug: 'hobbies-sports',
    hue: 150,
    items: [
      {
        at: 'fitness-equipment',
        n: ['آلة الجري الكهربائية', 'Tapis de course électrique', 'Electric treadmill'],
        p: [55_000, 95_000],
      },
      {
        at: 'football',
        n: ['أحذية كرة القدم أديداس', 'Crampons Adidas', 'Adidas football boots'],
        p: [6_000, 14_000],
      },
      {
        at: 'camping-hiking',
        n: ['خيمة تخييم 4 أشخاص', 'Tente de camping 4 places', 'Four-person tent'],
        p: [9_000, 18_000],
      },
      {
        at: 'bicycles',
        n: ['دراجة جبلية', 'VTT 27,5 pouces', '27.5-inch mountain bike'],
        p: [28_000, 60_000],
      },
      { at: 'oud-traditional-instruments', n: ['عود عربي', 'Oud', 'Oud'], p: [25_000, 70_000] },
      {
        at: 'guitars',
        n: ['قيتارة كلاسيكية', 'Guitare classique Yamaha', 'Yamaha classical guitar'],
        p: [15_000, 32_000],
      },
      {
        at: 'books',
        n: ['مجموعة كتب مالك بن نبي', 'Collection Malek Bennabi', 'Malek Bennabi book collection'],
        p: [3_000, 8_000],
      },
      { at: 'birds', n: ['زوج كناري', 'Couple de canaris', 'Pair of canaries'], p: [4_000, 9_000] },
      {
        at: 'antiques-collectibles',
        n: ['طوابع جزائرية قديمة', 'Timbres algériens anciens', 'Old Algerian stamps'],
        p: [5_000, 25_000],
      },
    ],
    say: {
      ar: ['حالة ممتازة.', 'مناسب للمبتدئين والمحترفين.', 'البيع بسبب قلة الاستعمال.'],
      fr: ['Excellent état.', 'Convient aux débutants comme aux confirmés.', 'Vendu faute d’utilisation.'],
      en: ['Excellent condition.', 'Good for beginners and experienced players alike.'],
      dz: ['Etat mlih bezzaf.', 'Nbi3ou 3la jal ma nesta3melhch.'],
    },
  },
  {
    slug: 'kids-baby',
    hue: 45,
    items: [
      { at: 'strollers', n: ['عربة أطفال شيكو', 'Poussette Chicco', 'Chicco stroller'], p: [18_000, 35_000] },
      { at: 'car-seats', n: ['كرسي سيارة للأطفال', 'Siège auto bébé', 'Baby car seat'], p: [9_000, 18_000] },
      { at: 'baby-feeding', n: ['كرسي الأكل للرضيع', 'Chaise haute', 'High chair'], p: [6_000, 12_000] },
      {
        at: 'kids-clothing',
        n: ['ملابس أطفال 2-4 سنوات', 'Lot vêtements 2-4 ans', 'Clothes for ages 2–4'],
        p: [2_000, 6_000],
      },
      {
        at: 'toys',
        n: ['سيارة كهربائية للأطفال', 'Voiture électrique enfant', 'Kids’ electric car'],
        p: [22_000, 45_000],
      },
      { at: 'kids-furniture', n: ['سرير أطفال خشبي', 'Lit bébé en bois', 'Wooden cot'], p: [14_000, 28_000] },
      { at: 'school-supplies', n: ['محفظة مدرسية', 'Cartable', 'School bag'], p: [2_500, 6_500] },
    ],
    say: {
      ar: ['نظيف جداً ومعقم.', 'استعمله طفل واحد فقط.', 'مناسب للدخول المدرسي.'],
      fr: ['Très propre, désinfecté.', 'Utilisé par un seul enfant.', 'Idéal pour la rentrée.'],
      en: ['Very clean, used by one child only.', 'Perfect for the new school year.'],
      dz: ['Nqi bezzaf, kan 3and tfel wa7ed.', 'Mlih l la rentrée.'],
    },
  },
  {
    slug: 'professional-equipment',
    hue: 0,
    items: [
      {
        at: 'restaurant-equipment',
        n: ['فرن بيتزا احترافي', 'Four à pizza professionnel', 'Commercial pizza oven'],
        p: [180_000, 420_000],
      },
      {
        at: 'restaurant-equipment',
        n: ['آلة قهوة إيطالية', 'Machine à café italienne 2 groupes', 'Two-group Italian coffee machine'],
        p: [250_000, 480_000],
      },
      {
        at: 'industrial-machinery',
        n: ['آلة خياطة صناعية', 'Machine à coudre industrielle', 'Industrial sewing machine'],
        p: [60_000, 140_000],
      },
      {
        at: 'medical-equipment',
        n: ['كرسي طبيب أسنان', 'Fauteuil dentaire', 'Dental chair'],
        p: [450_000, 900_000],
      },
      {
        at: 'shop-fittings',
        n: ['ثلاجة عرض', 'Vitrine réfrigérée', 'Refrigerated display case'],
        p: [120_000, 260_000],
      },
      {
        at: 'generators-compressors',
        n: ['مولد كهربائي 5 كيلوواط', 'Groupe électrogène 5 kW', '5 kW generator'],
        p: [85_000, 160_000],
      },
      {
        at: 'power-tools',
        n: ['عدة بوش احترافية', 'Outillage Bosch professionnel', 'Bosch professional tool kit'],
        p: [25_000, 70_000],
      },
    ],
    say: {
      ar: ['مع الفاتورة، خدمة ما بعد البيع متوفرة.', 'التركيب ممكن.', 'صالح للمطاعم والمحلات.'],
      fr: ['Avec facture, SAV assuré.', 'Installation possible.', 'Adapté aux restaurants et commerces.'],
      en: ['With invoice; after-sales service available.', 'Installation can be arranged.'],
      dz: ['M3a facture w SAV.', 'Nrakbouh lik ida t7eb.'],
    },
  },
];
