import { filter, group, type CategorySeed } from './types';

/**
 * The products tree of the sales platform: category → sub-category → filter. Apartments use
 * the Algerian F1…F5 naming; Arabic follows local usage (الكراء, الزرابي, العتاد الفلاحي).
 */
export const SALE_CATEGORIES: CategorySeed[] = [
  group(
    'vehicles',
    'car',
    ['المركبات', 'Véhicules', 'Vehicles'],
    [
      group(
        'cars',
        'car',
        ['السيارات', 'Voitures', 'Cars'],
        [
          filter('city-cars', ['السيارات الصغيرة', 'Citadines', 'City cars']),
          filter('sedans', ['سيارات سيدان', 'Berlines', 'Sedans']),
          filter('suv-4x4', ['رباعية الدفع', 'SUV et 4x4', 'SUVs & 4x4s']),
          filter('utility-vehicles', ['السيارات النفعية', 'Utilitaires', 'Vans & utility vehicles']),
        ],
      ),
      group(
        'motorcycles',
        'bike',
        ['الدراجات النارية', 'Motos et scooters', 'Motorcycles & scooters'],
        [
          filter('scooters', ['السكوتر', 'Scooters', 'Scooters']),
          filter('road-motorcycles', ['دراجات الطريق', 'Motos routières', 'Road motorcycles']),
          filter('quads', ['الدراجات الرباعية (كواد)', 'Quads', 'Quad bikes']),
        ],
      ),
      group('trucks-buses', 'truck', ['الشاحنات والحافلات', 'Camions et bus', 'Trucks & buses']),
      group('construction-machinery', 'construction', [
        'آليات الأشغال العمومية',
        'Engins de travaux publics',
        'Construction machinery',
      ]),
      group(
        'spare-parts',
        'cog',
        ['قطع الغيار', 'Pièces détachées', 'Spare parts'],
        [
          filter('engine-parts', ['قطع المحرك', 'Pièces moteur', 'Engine parts']),
          filter('body-parts', ['قطع الهيكل', 'Carrosserie', 'Body parts']),
          filter('tyres-rims', ['العجلات والجنوط', 'Pneus et jantes', 'Tyres & rims']),
          filter('car-accessories', ['إكسسوارات السيارات', 'Accessoires auto', 'Car accessories']),
        ],
      ),
      group('boats', 'sailboat', ['القوارب', 'Bateaux', 'Boats']),
    ],
  ),

  group(
    'real-estate',
    'building',
    ['العقارات', 'Immobilier', 'Real estate'],
    [
      group(
        'apartments',
        'building-2',
        ['الشقق', 'Appartements', 'Apartments'],
        [
          filter('studio-f1', ['استوديو وF1', 'Studio et F1', 'Studio & F1']),
          filter('apartment-f2', ['شقة F2', 'F2', 'F2 (2 rooms)']),
          filter('apartment-f3', ['شقة F3', 'F3', 'F3 (3 rooms)']),
          filter('apartment-f4', ['شقة F4', 'F4', 'F4 (4 rooms)']),
          filter('apartment-f5-plus', ['شقة F5 فأكثر', 'F5 et plus', 'F5 or more (5+ rooms)']),
        ],
      ),
      group(
        'houses-villas',
        'house',
        ['الفيلات والمنازل', 'Villas et maisons', 'Houses & villas'],
        [
          filter('villas', ['الفيلات', 'Villas', 'Villas']),
          filter('traditional-houses', [
            'المنازل التقليدية (حوش)',
            'Maisons traditionnelles (haouch)',
            'Traditional houses (haouch)',
          ]),
          filter('duplexes', ['الدوبلكس', 'Duplex', 'Duplexes']),
        ],
      ),
      group(
        'land',
        'map',
        ['الأراضي', 'Terrains', 'Land'],
        [
          filter('building-plots', ['أراض صالحة للبناء', 'Terrains constructibles', 'Building plots']),
          filter('farmland', ['أراض فلاحية', 'Terrains agricoles', 'Farmland']),
          filter('industrial-land', ['أراض صناعية', 'Terrains industriels', 'Industrial land']),
        ],
      ),
      group(
        'commercial-premises',
        'store',
        ['المحلات التجارية', 'Locaux commerciaux', 'Commercial premises'],
        [
          filter('shops', ['المحلات', 'Magasins', 'Shops']),
          filter('offices', ['المكاتب', 'Bureaux', 'Offices']),
          filter('warehouses', ['المستودعات', 'Entrepôts et hangars', 'Warehouses & sheds']),
        ],
      ),
      group(
        'rentals',
        'key',
        ['الكراء', 'Location', 'Rentals'],
        [
          filter('apartments-to-rent', ['شقق للكراء', 'Appartements à louer', 'Apartments to rent']),
          filter('rooms-to-rent', ['غرف للكراء', 'Chambres à louer', 'Rooms to rent']),
          filter('holiday-rentals', ['كراء العطل', 'Locations de vacances', 'Holiday rentals']),
          filter('premises-to-rent', ['محلات للكراء', 'Locaux à louer', 'Premises to rent']),
        ],
      ),
      group('property-exchange', 'repeat', ['التبادل', 'Échange', 'Property swaps']),
    ],
  ),

  group(
    'phones-tablets',
    'smartphone',
    ['الهواتف واللوحات', 'Téléphones et tablettes', 'Phones & tablets'],
    [
      group(
        'smartphones',
        'smartphone',
        ['الهواتف الذكية', 'Smartphones', 'Smartphones'],
        [
          filter('iphone', ['آيفون', 'iPhone', 'iPhone']),
          filter('samsung', ['سامسونغ', 'Samsung', 'Samsung']),
          filter('xiaomi', ['شاومي', 'Xiaomi', 'Xiaomi']),
          filter('other-smartphone-brands', ['علامات أخرى', 'Autres marques', 'Other brands']),
        ],
      ),
      group('basic-phones', 'phone', ['الهواتف العادية', 'Téléphones classiques', 'Basic phones']),
      group('tablets', 'tablet', ['اللوحات الإلكترونية', 'Tablettes', 'Tablets']),
      group('smartwatches', 'watch', ['الساعات الذكية', 'Montres connectées', 'Smartwatches']),
      group(
        'phone-accessories',
        'headphones',
        ['إكسسوارات الهواتف', 'Accessoires téléphones', 'Phone accessories'],
        [
          filter('chargers-cables', ['الشواحن والكوابل', 'Chargeurs et câbles', 'Chargers & cables']),
          filter('cases-protectors', [
            'الأغلفة والواقيات',
            'Coques et protections',
            'Cases & screen protectors',
          ]),
          filter('earphones', ['السماعات', 'Écouteurs', 'Earphones']),
        ],
      ),
      group('phone-spare-parts', 'cog', ['قطع غيار الهواتف', 'Pièces de téléphones', 'Phone spare parts']),
    ],
  ),

  group(
    'electronics-appliances',
    'tv',
    ['الإلكترونيات والأجهزة الكهرومنزلية', 'Électronique et électroménager', 'Electronics & appliances'],
    [
      group(
        'computers',
        'laptop',
        ['الحواسيب', 'Ordinateurs', 'Computers'],
        [
          filter('laptops', ['الحواسيب المحمولة', 'PC portables', 'Laptops']),
          filter('desktops', ['الحواسيب المكتبية', 'PC de bureau', 'Desktops']),
          filter('components-peripherals', [
            'القطع والملحقات',
            'Composants et périphériques',
            'Components & peripherals',
          ]),
        ],
      ),
      group(
        'tv-audio',
        'tv',
        ['التلفاز والصوت', 'TV et audio', 'TV & audio'],
        [
          filter('televisions', ['أجهزة التلفاز', 'Téléviseurs', 'Televisions']),
          filter('satellite-receivers', [
            'أجهزة الاستقبال (ديمو)',
            'Récepteurs satellite (démo)',
            'Satellite receivers',
          ]),
          filter('sound-systems', ['أجهزة الصوت', 'Hi-fi et enceintes', 'Sound systems & speakers']),
        ],
      ),
      group(
        'large-appliances',
        'refrigerator',
        ['الأجهزة الكهرومنزلية الكبيرة', 'Gros électroménager', 'Large appliances'],
        [
          filter('refrigerators', ['الثلاجات', 'Réfrigérateurs', 'Fridges']),
          filter('washing-machines', ['الغسالات', 'Machines à laver', 'Washing machines']),
          filter('cookers-ovens', ['الطباخات والأفران', 'Cuisinières et fours', 'Cookers & ovens']),
          filter('air-conditioners', ['المكيفات', 'Climatiseurs', 'Air conditioners']),
          filter('heaters', ['المدافئ', 'Chauffages', 'Heaters']),
        ],
      ),
      group('small-appliances', 'microwave', [
        'الأجهزة الكهرومنزلية الصغيرة',
        'Petit électroménager',
        'Small appliances',
      ]),
      group('video-games', 'gamepad-2', [
        'ألعاب الفيديو',
        'Jeux vidéo et consoles',
        'Video games & consoles',
      ]),
      group('cameras', 'camera', ['آلات التصوير', 'Appareils photo et caméras', 'Cameras']),
    ],
  ),

  group(
    'home-furniture',
    'sofa',
    ['المنزل والأثاث', 'Maison et meubles', 'Home & furniture'],
    [
      group(
        'living-room',
        'sofa',
        ['الصالونات', 'Salons', 'Living room'],
        [
          filter('sofas', ['الأرائك', 'Canapés', 'Sofas']),
          filter('moroccan-salons', ['الصالونات المغربية', 'Salons marocains', 'Moroccan-style salons']),
          filter('tables-chairs', ['الطاولات والكراسي', 'Tables et chaises', 'Tables & chairs']),
        ],
      ),
      group('bedroom', 'bed', ['غرف النوم', 'Chambres à coucher', 'Bedroom']),
      group('kitchen-tableware', 'utensils', [
        'المطبخ والأواني',
        'Cuisine et vaisselle',
        'Kitchen & tableware',
      ]),
      group(
        'home-decor',
        'lamp',
        ['الديكور', 'Décoration', 'Home decor'],
        [
          filter('carpets-rugs', ['الزرابي', 'Tapis', 'Carpets & rugs']),
          filter('curtains', ['الستائر', 'Rideaux', 'Curtains']),
          filter('lighting', ['الإنارة', 'Luminaires', 'Lighting']),
        ],
      ),
      group('garden-outdoor', 'flower', ['الحديقة', 'Jardin et extérieur', 'Garden & outdoor']),
      group(
        'building-materials',
        'brick-wall',
        ['مواد البناء', 'Matériaux de construction', 'Building materials'],
        [
          filter('bathroom-fittings', ['الأدوات الصحية', 'Sanitaire', 'Bathroom fittings']),
          filter('tiles', ['البلاط', 'Carrelage', 'Tiles']),
          filter('paints', ['الدهان', 'Peintures', 'Paints']),
        ],
      ),
    ],
  ),

  group(
    'fashion-beauty',
    'shirt',
    ['الملابس والتجميل', 'Mode et beauté', 'Fashion & beauty'],
    [
      group(
        'womens-clothing',
        'shirt',
        ['الملابس النسائية', 'Vêtements femme', "Women's clothing"],
        [
          filter('dresses', ['الفساتين', 'Robes', 'Dresses']),
          filter('womens-traditional-wear', [
            'اللباس التقليدي (قفطان، كاراكو)',
            'Tenues traditionnelles (caftan, karakou)',
            'Traditional wear (kaftan, karakou)',
          ]),
          filter('hijabs-abayas', ['الحجاب والعباءات', 'Hijabs et abayas', 'Hijabs & abayas']),
        ],
      ),
      group(
        'mens-clothing',
        'shirt',
        ['الملابس الرجالية', 'Vêtements homme', "Men's clothing"],
        [
          filter('suits', ['البدلات', 'Costumes', 'Suits']),
          filter('casual-wear', ['الملابس اليومية', 'Vêtements décontractés', 'Casual wear']),
          filter('mens-traditional-wear', [
            'اللباس التقليدي (قندورة، برنوس)',
            'Tenues traditionnelles (gandoura, burnous)',
            'Traditional wear (gandoura, burnous)',
          ]),
        ],
      ),
      group('shoes', 'footprints', ['الأحذية', 'Chaussures', 'Shoes']),
      group('bags-accessories', 'shopping-bag', [
        'الحقائب والإكسسوارات',
        'Sacs et accessoires',
        'Bags & accessories',
      ]),
      group('watches-jewellery', 'gem', ['الساعات والمجوهرات', 'Montres et bijoux', 'Watches & jewellery']),
      group('cosmetics-perfume', 'spray-can', [
        'مستحضرات التجميل والعطور',
        'Cosmétiques et parfums',
        'Cosmetics & perfume',
      ]),
    ],
  ),

  group(
    'agriculture',
    'wheat',
    ['الفلاحة', 'Agriculture', 'Agriculture'],
    [
      group(
        'livestock',
        'beef',
        ['المواشي', 'Bétail', 'Livestock'],
        [
          filter('sheep', ['الأغنام', 'Ovins', 'Sheep']),
          filter('cattle', ['الأبقار', 'Bovins', 'Cattle']),
          filter('goats', ['الماعز', 'Caprins', 'Goats']),
          filter('camels', ['الإبل', 'Camelins', 'Camels']),
          filter('horses', ['الخيول', 'Chevaux', 'Horses']),
        ],
      ),
      group('poultry-rabbits', 'egg', ['الدواجن والأرانب', 'Volailles et lapins', 'Poultry & rabbits']),
      group(
        'farm-equipment',
        'tractor',
        ['العتاد الفلاحي', 'Matériel agricole', 'Farm equipment'],
        [
          filter('tractors', ['الجرارات', 'Tracteurs', 'Tractors']),
          filter('irrigation-equipment', ['عتاد السقي', "Matériel d'irrigation", 'Irrigation equipment']),
          filter('farm-tools', ['الأدوات والملحقات', 'Outils et accessoires', 'Tools & attachments']),
        ],
      ),
      group(
        'farm-produce',
        'apple',
        ['المنتجات الفلاحية', 'Produits agricoles', 'Farm produce'],
        [
          filter('dates', ['التمور', 'Dattes', 'Dates']),
          filter('olive-oil', ['زيت الزيتون', "Huile d'olive", 'Olive oil']),
          filter('fruit-vegetables', ['الخضر والفواكه', 'Fruits et légumes', 'Fruit & vegetables']),
          filter('honey', ['العسل', 'Miel', 'Honey']),
          filter('grain-fodder', ['الحبوب والأعلاف', 'Céréales et fourrage', 'Grain & fodder']),
        ],
      ),
      group('seeds-seedlings', 'sprout', ['البذور والشتلات', 'Semences et plants', 'Seeds & seedlings']),
      group('fertilisers', 'flask-conical', [
        'الأسمدة والأدوية الفلاحية',
        'Engrais et produits phytosanitaires',
        'Fertilisers & crop protection',
      ]),
    ],
  ),

  group(
    'hobbies-sports',
    'dumbbell',
    ['الهوايات والرياضة', 'Loisirs et sports', 'Hobbies & sports'],
    [
      group(
        'sports-equipment',
        'dumbbell',
        ['العتاد الرياضي', 'Matériel de sport', 'Sports equipment'],
        [
          filter('fitness-equipment', [
            'أجهزة اللياقة البدنية',
            'Musculation et fitness',
            'Fitness equipment',
          ]),
          filter('football', ['كرة القدم', 'Football', 'Football']),
          filter('camping-hiking', ['التخييم والمشي', 'Camping et randonnée', 'Camping & hiking']),
        ],
      ),
      group('bicycles', 'bike', ['الدراجات الهوائية', 'Vélos', 'Bicycles']),
      group(
        'musical-instruments',
        'guitar',
        ['الآلات الموسيقية', 'Instruments de musique', 'Musical instruments'],
        [
          filter('oud-traditional-instruments', [
            'العود والآلات التقليدية',
            'Oud et instruments traditionnels',
            'Oud & traditional instruments',
          ]),
          filter('guitars', ['القيتارات', 'Guitares', 'Guitars']),
          filter('pianos-keyboards', ['البيانو والأورغ', 'Pianos et claviers', 'Pianos & keyboards']),
        ],
      ),
      group('books', 'book', ['الكتب', 'Livres', 'Books']),
      group('antiques-collectibles', 'amphora', [
        'التحف والمقتنيات',
        'Antiquités et collections',
        'Antiques & collectibles',
      ]),
      group(
        'pets',
        'paw-print',
        ['الحيوانات الأليفة', 'Animaux de compagnie', 'Pets'],
        [
          filter('birds', ['الطيور', 'Oiseaux', 'Birds']),
          filter('cats', ['القطط', 'Chats', 'Cats']),
          filter('aquarium-fish', ['أسماك الزينة', 'Aquariophilie', 'Aquarium fish']),
        ],
      ),
    ],
  ),

  group(
    'kids-baby',
    'baby',
    ['الأطفال والرضع', 'Enfants et bébés', 'Kids & baby'],
    [
      group(
        'baby-gear',
        'baby',
        ['مستلزمات الرضع', 'Puériculture', 'Baby gear'],
        [
          filter('strollers', ['عربات الأطفال', 'Poussettes', 'Strollers']),
          filter('car-seats', ['كراسي السيارة للأطفال', 'Sièges auto', 'Car seats']),
          filter('baby-feeding', ['الرضاعة والتغذية', 'Allaitement et repas', 'Feeding']),
        ],
      ),
      group('kids-clothing', 'shirt', ['ملابس الأطفال', 'Vêtements enfants', "Kids' clothing"]),
      group('toys', 'puzzle', ['الألعاب', 'Jouets', 'Toys']),
      group('kids-furniture', 'bed-single', ['أثاث الأطفال', 'Meubles enfants', "Kids' furniture"]),
      group('school-supplies', 'backpack', ['الأدوات المدرسية', 'Fournitures scolaires', 'School supplies']),
    ],
  ),

  group(
    'professional-equipment',
    'factory',
    ['المعدات المهنية', 'Matériel professionnel', 'Professional equipment'],
    [
      group('restaurant-equipment', 'chef-hat', [
        'معدات المطاعم والمقاهي',
        'Matériel de restauration',
        'Restaurant & café equipment',
      ]),
      group('industrial-machinery', 'factory', [
        'الآلات الصناعية',
        'Machines industrielles',
        'Industrial machinery',
      ]),
      group('medical-equipment', 'stethoscope', ['العتاد الطبي', 'Matériel médical', 'Medical equipment']),
      group('shop-fittings', 'store', ['تجهيزات المحلات', 'Équipement de magasin', 'Shop fittings']),
      group(
        'tools',
        'wrench',
        ['العتاد والأدوات', 'Outillage', 'Tools'],
        [
          filter('power-tools', ['الأدوات الكهربائية', 'Outillage électrique', 'Power tools']),
          filter('hand-tools', ['الأدوات اليدوية', 'Outillage à main', 'Hand tools']),
          filter('generators-compressors', [
            'المولدات والضواغط',
            'Groupes électrogènes et compresseurs',
            'Generators & compressors',
          ]),
        ],
      ),
    ],
  ),
];
