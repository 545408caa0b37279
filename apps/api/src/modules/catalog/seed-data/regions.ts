import type { CitySeed, Names, RegionSeed } from './types';

function city(slug: string, [ar, fr, en]: Names): CitySeed {
  return { slug, names: { ar, fr, en } };
}

/**
 * A wilaya, by its official code. Every wilaya's capital (chef-lieu) bears its name, so the
 * capital is made from the wilaya's names unless given (Alger); `others` are further large
 * communes, so the most common addresses can be chosen from the start.
 */
function wilaya(
  id: number,
  slug: string,
  [ar, fr, en]: Names,
  others: CitySeed[] = [],
  capital: CitySeed = city(slug, [ar, fr, en]),
): RegionSeed {
  return { id, slug, names: { ar, fr, en }, cities: [capital, ...others] };
}

/** The 58 wilayas of Algeria (48 until 2019, then 49–58 created from southern wilayas). */
export const REGIONS: RegionSeed[] = [
  wilaya(1, 'adrar', ['أدرار', 'Adrar', 'Adrar']),
  wilaya(2, 'chlef', ['الشلف', 'Chlef', 'Chlef'], [city('tenes', ['تنس', 'Ténès', 'Tenes'])]),
  wilaya(3, 'laghouat', ['الأغواط', 'Laghouat', 'Laghouat'], [city('aflou', ['أفلو', 'Aflou', 'Aflou'])]),
  wilaya(
    4,
    'oum-el-bouaghi',
    ['أم البواقي', 'Oum El Bouaghi', 'Oum El Bouaghi'],
    [
      city('ain-beida', ['عين البيضاء', 'Aïn Beïda', 'Ain Beida']),
      city('ain-mlila', ['عين مليلة', "Aïn M'lila", "Ain M'lila"]),
    ],
  ),
  wilaya(
    5,
    'batna',
    ['باتنة', 'Batna', 'Batna'],
    [
      city('barika', ['بريكة', 'Barika', 'Barika']),
      city('arris', ['آريس', 'Arris', 'Arris']),
      city('ain-touta', ['عين التوتة', 'Aïn Touta', 'Ain Touta']),
    ],
  ),
  wilaya(
    6,
    'bejaia',
    ['بجاية', 'Béjaïa', 'Bejaia'],
    [
      city('akbou', ['أقبو', 'Akbou', 'Akbou']),
      city('amizour', ['أميزور', 'Amizour', 'Amizour']),
      city('kherrata', ['خراطة', 'Kherrata', 'Kherrata']),
    ],
  ),
  wilaya(
    7,
    'biskra',
    ['بسكرة', 'Biskra', 'Biskra'],
    [city('tolga', ['طولقة', 'Tolga', 'Tolga']), city('sidi-okba', ['سيدي عقبة', 'Sidi Okba', 'Sidi Okba'])],
  ),
  wilaya(8, 'bechar', ['بشار', 'Béchar', 'Bechar']),
  wilaya(
    9,
    'blida',
    ['البليدة', 'Blida', 'Blida'],
    [
      city('boufarik', ['بوفاريك', 'Boufarik', 'Boufarik']),
      city('larbaa', ['الأربعاء', 'Larbaâ', 'Larbaa']),
      city('ouled-yaich', ['أولاد يعيش', 'Ouled Yaïch', 'Ouled Yaich']),
      city('mouzaia', ['موزاية', 'Mouzaïa', 'Mouzaia']),
    ],
  ),
  wilaya(
    10,
    'bouira',
    ['البويرة', 'Bouira', 'Bouira'],
    [
      city('lakhdaria', ['الأخضرية', 'Lakhdaria', 'Lakhdaria']),
      city('sour-el-ghozlane', ['سور الغزلان', 'Sour El Ghozlane', 'Sour El Ghozlane']),
    ],
  ),
  wilaya(11, 'tamanrasset', ['تمنراست', 'Tamanrasset', 'Tamanrasset']),
  wilaya(
    12,
    'tebessa',
    ['تبسة', 'Tébessa', 'Tebessa'],
    [
      city('bir-el-ater', ['بئر العاتر', 'Bir El Ater', 'Bir El Ater']),
      city('cheria', ['الشريعة', 'Chéria', 'Cheria']),
    ],
  ),
  wilaya(
    13,
    'tlemcen',
    ['تلمسان', 'Tlemcen', 'Tlemcen'],
    [
      city('maghnia', ['مغنية', 'Maghnia', 'Maghnia']),
      city('ghazaouet', ['الغزوات', 'Ghazaouet', 'Ghazaouet']),
      city('remchi', ['الرمشي', 'Remchi', 'Remchi']),
    ],
  ),
  wilaya(
    14,
    'tiaret',
    ['تيارت', 'Tiaret', 'Tiaret'],
    [city('frenda', ['فرندة', 'Frenda', 'Frenda']), city('sougueur', ['السوقر', 'Sougueur', 'Sougueur'])],
  ),
  wilaya(
    15,
    'tizi-ouzou',
    ['تيزي وزو', 'Tizi Ouzou', 'Tizi Ouzou'],
    [
      city('azazga', ['عزازقة', 'Azazga', 'Azazga']),
      city('draa-ben-khedda', ['ذراع بن خدة', 'Draâ Ben Khedda', 'Draa Ben Khedda']),
      city('larbaa-nath-irathen', ['الأربعاء ناث إيراثن', 'Larbaâ Nath Irathen', 'Larbaa Nath Irathen']),
      city('tigzirt', ['تيقزيرت', 'Tigzirt', 'Tigzirt']),
    ],
  ),
  wilaya(
    16,
    'alger',
    ['الجزائر', 'Alger', 'Algiers'],
    [
      city('bab-ezzouar', ['باب الزوار', 'Bab Ezzouar', 'Bab Ezzouar']),
      city('el-harrach', ['الحراش', 'El Harrach', 'El Harrach']),
      city('hussein-dey', ['حسين داي', 'Hussein Dey', 'Hussein Dey']),
      city('bab-el-oued', ['باب الوادي', 'Bab El Oued', 'Bab El Oued']),
      city('bir-mourad-rais', ['بئر مراد رايس', 'Bir Mourad Raïs', 'Bir Mourad Rais']),
      city('cheraga', ['الشراقة', 'Chéraga', 'Cheraga']),
      city('draria', ['الدرارية', 'Draria', 'Draria']),
      city('dar-el-beida', ['الدار البيضاء', 'Dar El Beïda', 'Dar El Beida']),
      city('rouiba', ['الرويبة', 'Rouïba', 'Rouiba']),
      city('zeralda', ['زرالدة', 'Zéralda', 'Zeralda']),
      city('birtouta', ['بئر توتة', 'Birtouta', 'Birtouta']),
    ],
    city('alger', ['الجزائر العاصمة', 'Alger', 'Algiers']),
  ),
  wilaya(
    17,
    'djelfa',
    ['الجلفة', 'Djelfa', 'Djelfa'],
    [
      city('ain-oussera', ['عين وسارة', 'Aïn Oussera', 'Ain Oussera']),
      city('messaad', ['مسعد', 'Messaad', 'Messaad']),
    ],
  ),
  wilaya(
    18,
    'jijel',
    ['جيجل', 'Jijel', 'Jijel'],
    [city('taher', ['الطاهير', 'Taher', 'Taher']), city('el-milia', ['الميلية', 'El Milia', 'El Milia'])],
  ),
  wilaya(
    19,
    'setif',
    ['سطيف', 'Sétif', 'Setif'],
    [
      city('el-eulma', ['العلمة', 'El Eulma', 'El Eulma']),
      city('ain-oulmene', ['عين ولمان', 'Aïn Oulmene', 'Ain Oulmene']),
      city('ain-arnat', ['عين أرنات', 'Aïn Arnat', 'Ain Arnat']),
    ],
  ),
  wilaya(20, 'saida', ['سعيدة', 'Saïda', 'Saida']),
  wilaya(
    21,
    'skikda',
    ['سكيكدة', 'Skikda', 'Skikda'],
    [city('collo', ['القل', 'Collo', 'Collo']), city('azzaba', ['عزابة', 'Azzaba', 'Azzaba'])],
  ),
  wilaya(22, 'sidi-bel-abbes', ['سيدي بلعباس', 'Sidi Bel Abbès', 'Sidi Bel Abbes']),
  wilaya(
    23,
    'annaba',
    ['عنابة', 'Annaba', 'Annaba'],
    [
      city('el-bouni', ['البوني', 'El Bouni', 'El Bouni']),
      city('el-hadjar', ['الحجار', 'El Hadjar', 'El Hadjar']),
      city('sidi-amar', ['سيدي عمار', 'Sidi Amar', 'Sidi Amar']),
    ],
  ),
  wilaya(
    24,
    'guelma',
    ['قالمة', 'Guelma', 'Guelma'],
    [city('oued-zenati', ['وادي الزناتي', 'Oued Zenati', 'Oued Zenati'])],
  ),
  wilaya(
    25,
    'constantine',
    ['قسنطينة', 'Constantine', 'Constantine'],
    [
      city('el-khroub', ['الخروب', 'El Khroub', 'El Khroub']),
      city('ali-mendjeli', ['علي منجلي', 'Ali Mendjeli', 'Ali Mendjeli']),
      city('hamma-bouziane', ['حامة بوزيان', 'Hamma Bouziane', 'Hamma Bouziane']),
      city('didouche-mourad', ['ديدوش مراد', 'Didouche Mourad', 'Didouche Mourad']),
    ],
  ),
  wilaya(
    26,
    'medea',
    ['المدية', 'Médéa', 'Medea'],
    [
      city('berrouaghia', ['البرواقية', 'Berrouaghia', 'Berrouaghia']),
      city('ksar-el-boukhari', ['قصر البخاري', 'Ksar El Boukhari', 'Ksar El Boukhari']),
    ],
  ),
  wilaya(27, 'mostaganem', ['مستغانم', 'Mostaganem', 'Mostaganem']),
  wilaya(
    28,
    'msila',
    ['المسيلة', "M'Sila", "M'Sila"],
    [city('bou-saada', ['بوسعادة', 'Bou Saâda', 'Bou Saada'])],
  ),
  wilaya(
    29,
    'mascara',
    ['معسكر', 'Mascara', 'Mascara'],
    [city('sig', ['سيق', 'Sig', 'Sig']), city('mohammadia', ['المحمدية', 'Mohammadia', 'Mohammadia'])],
  ),
  wilaya(
    30,
    'ouargla',
    ['ورقلة', 'Ouargla', 'Ouargla'],
    [city('hassi-messaoud', ['حاسي مسعود', 'Hassi Messaoud', 'Hassi Messaoud'])],
  ),
  wilaya(
    31,
    'oran',
    ['وهران', 'Oran', 'Oran'],
    [
      city('es-senia', ['السانية', 'Es Sénia', 'Es Senia']),
      city('bir-el-djir', ['بئر الجير', 'Bir El Djir', 'Bir El Djir']),
      city('arzew', ['أرزيو', 'Arzew', 'Arzew']),
      city('ain-el-turck', ['عين الترك', 'Aïn El Turck', 'Ain El Turck']),
      city('gdyel', ['قديل', 'Gdyel', 'Gdyel']),
    ],
  ),
  wilaya(32, 'el-bayadh', ['البيض', 'El Bayadh', 'El Bayadh']),
  wilaya(33, 'illizi', ['إليزي', 'Illizi', 'Illizi']),
  wilaya(
    34,
    'bordj-bou-arreridj',
    ['برج بوعريريج', 'Bordj Bou Arréridj', 'Bordj Bou Arreridj'],
    [city('ras-el-oued', ['رأس الوادي', 'Ras El Oued', 'Ras El Oued'])],
  ),
  wilaya(
    35,
    'boumerdes',
    ['بومرداس', 'Boumerdès', 'Boumerdes'],
    [
      city('boudouaou', ['بودواو', 'Boudouaou', 'Boudouaou']),
      city('bordj-menaiel', ['برج منايل', 'Bordj Menaïel', 'Bordj Menaiel']),
      city('dellys', ['دلس', 'Dellys', 'Dellys']),
      city('thenia', ['الثنية', 'Thénia', 'Thenia']),
    ],
  ),
  wilaya(
    36,
    'el-tarf',
    ['الطارف', 'El Tarf', 'El Tarf'],
    [city('el-kala', ['القالة', 'El Kala', 'El Kala'])],
  ),
  wilaya(37, 'tindouf', ['تندوف', 'Tindouf', 'Tindouf']),
  wilaya(38, 'tissemsilt', ['تيسمسيلت', 'Tissemsilt', 'Tissemsilt']),
  wilaya(
    39,
    'el-oued',
    ['الوادي', 'El Oued', 'El Oued'],
    [city('guemar', ['قمار', 'Guemar', 'Guemar']), city('debila', ['الدبيلة', 'Debila', 'Debila'])],
  ),
  wilaya(40, 'khenchela', ['خنشلة', 'Khenchela', 'Khenchela']),
  wilaya(
    41,
    'souk-ahras',
    ['سوق أهراس', 'Souk Ahras', 'Souk Ahras'],
    [city('sedrata', ['سدراتة', 'Sedrata', 'Sedrata'])],
  ),
  wilaya(
    42,
    'tipaza',
    ['تيبازة', 'Tipaza', 'Tipaza'],
    [
      city('cherchell', ['شرشال', 'Cherchell', 'Cherchell']),
      city('kolea', ['القليعة', 'Koléa', 'Kolea']),
      city('hadjout', ['حجوط', 'Hadjout', 'Hadjout']),
    ],
  ),
  wilaya(
    43,
    'mila',
    ['ميلة', 'Mila', 'Mila'],
    [city('chelghoum-laid', ['شلغوم العيد', 'Chelghoum Laïd', 'Chelghoum Laid'])],
  ),
  wilaya(
    44,
    'ain-defla',
    ['عين الدفلى', 'Aïn Defla', 'Ain Defla'],
    [
      city('khemis-miliana', ['خميس مليانة', 'Khemis Miliana', 'Khemis Miliana']),
      city('miliana', ['مليانة', 'Miliana', 'Miliana']),
    ],
  ),
  wilaya(45, 'naama', ['النعامة', 'Naâma', 'Naama']),
  wilaya(
    46,
    'ain-temouchent',
    ['عين تموشنت', 'Aïn Témouchent', 'Ain Temouchent'],
    [
      city('beni-saf', ['بني صاف', 'Béni Saf', 'Beni Saf']),
      city('hammam-bou-hadjar', ['حمام بوحجر', 'Hammam Bou Hadjar', 'Hammam Bou Hadjar']),
    ],
  ),
  wilaya(
    47,
    'ghardaia',
    ['غرداية', 'Ghardaïa', 'Ghardaia'],
    [city('metlili', ['متليلي', 'Metlili', 'Metlili']), city('berriane', ['بريان', 'Berriane', 'Berriane'])],
  ),
  wilaya(
    48,
    'relizane',
    ['غليزان', 'Relizane', 'Relizane'],
    [city('oued-rhiou', ['وادي رهيو', 'Oued Rhiou', 'Oued Rhiou'])],
  ),
  wilaya(49, 'timimoun', ['تيميمون', 'Timimoun', 'Timimoun']),
  wilaya(50, 'bordj-badji-mokhtar', ['برج باجي مختار', 'Bordj Badji Mokhtar', 'Bordj Badji Mokhtar']),
  wilaya(51, 'ouled-djellal', ['أولاد جلال', 'Ouled Djellal', 'Ouled Djellal']),
  wilaya(52, 'beni-abbes', ['بني عباس', 'Béni Abbès', 'Beni Abbes']),
  wilaya(53, 'in-salah', ['عين صالح', 'In Salah', 'In Salah']),
  wilaya(54, 'in-guezzam', ['عين قزام', 'In Guezzam', 'In Guezzam']),
  wilaya(55, 'touggourt', ['تقرت', 'Touggourt', 'Touggourt']),
  wilaya(56, 'djanet', ['جانت', 'Djanet', 'Djanet']),
  wilaya(57, 'el-mghair', ['المغير', "El M'Ghair", "El M'Ghair"]),
  wilaya(58, 'el-meniaa', ['المنيعة', 'El Meniaa', 'El Meniaa']),
];
