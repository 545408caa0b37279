import { intlLocaleOf, type Locale, type LocalizedText } from '@portal/contract/locale';
import type { SelectOption } from '../../ui/searchable-select';

/** The dialling code a phone number gets unless the user chooses another. */
export const DEFAULT_COUNTRY_CODE = '+213';

interface DialCountry {
  iso: string;
  dial: string;
  name: LocalizedText;
}

/**
 * Country dialling codes offered beside a phone number: the Maghreb first, then Africa, the
 * Middle East, Europe, North America and the largest diasporas elsewhere. Countries sharing a
 * code (+1) become one option, since the code is all the account stores.
 */
export const DIAL_COUNTRIES: readonly DialCountry[] = [
  // Maghreb
  { iso: 'DZ', dial: '+213', name: { ar: 'الجزائر', fr: 'Algérie', en: 'Algeria' } },
  { iso: 'MA', dial: '+212', name: { ar: 'المغرب', fr: 'Maroc', en: 'Morocco' } },
  { iso: 'TN', dial: '+216', name: { ar: 'تونس', fr: 'Tunisie', en: 'Tunisia' } },
  { iso: 'LY', dial: '+218', name: { ar: 'ليبيا', fr: 'Libye', en: 'Libya' } },
  { iso: 'MR', dial: '+222', name: { ar: 'موريتانيا', fr: 'Mauritanie', en: 'Mauritania' } },
  // Africa
  { iso: 'EG', dial: '+20', name: { ar: 'مصر', fr: 'Égypte', en: 'Egypt' } },
  { iso: 'SD', dial: '+249', name: { ar: 'السودان', fr: 'Soudan', en: 'Sudan' } },
  { iso: 'SS', dial: '+211', name: { ar: 'جنوب السودان', fr: 'Soudan du Sud', en: 'South Sudan' } },
  { iso: 'ML', dial: '+223', name: { ar: 'مالي', fr: 'Mali', en: 'Mali' } },
  { iso: 'NE', dial: '+227', name: { ar: 'النيجر', fr: 'Niger', en: 'Niger' } },
  { iso: 'TD', dial: '+235', name: { ar: 'تشاد', fr: 'Tchad', en: 'Chad' } },
  { iso: 'SN', dial: '+221', name: { ar: 'السنغال', fr: 'Sénégal', en: 'Senegal' } },
  { iso: 'GM', dial: '+220', name: { ar: 'غامبيا', fr: 'Gambie', en: 'Gambia' } },
  { iso: 'GN', dial: '+224', name: { ar: 'غينيا', fr: 'Guinée', en: 'Guinea' } },
  { iso: 'CI', dial: '+225', name: { ar: 'كوت ديفوار', fr: 'Côte d’Ivoire', en: 'Côte d’Ivoire' } },
  { iso: 'BF', dial: '+226', name: { ar: 'بوركينا فاسو', fr: 'Burkina Faso', en: 'Burkina Faso' } },
  { iso: 'TG', dial: '+228', name: { ar: 'توغو', fr: 'Togo', en: 'Togo' } },
  { iso: 'BJ', dial: '+229', name: { ar: 'بنين', fr: 'Bénin', en: 'Benin' } },
  { iso: 'GH', dial: '+233', name: { ar: 'غانا', fr: 'Ghana', en: 'Ghana' } },
  { iso: 'NG', dial: '+234', name: { ar: 'نيجيريا', fr: 'Nigeria', en: 'Nigeria' } },
  { iso: 'CM', dial: '+237', name: { ar: 'الكاميرون', fr: 'Cameroun', en: 'Cameroon' } },
  { iso: 'GA', dial: '+241', name: { ar: 'الغابون', fr: 'Gabon', en: 'Gabon' } },
  { iso: 'CG', dial: '+242', name: { ar: 'الكونغو', fr: 'Congo', en: 'Congo' } },
  {
    iso: 'CD',
    dial: '+243',
    name: { ar: 'الكونغو الديمقراطية', fr: 'République démocratique du Congo', en: 'DR Congo' },
  },
  { iso: 'AO', dial: '+244', name: { ar: 'أنغولا', fr: 'Angola', en: 'Angola' } },
  { iso: 'ET', dial: '+251', name: { ar: 'إثيوبيا', fr: 'Éthiopie', en: 'Ethiopia' } },
  { iso: 'SO', dial: '+252', name: { ar: 'الصومال', fr: 'Somalie', en: 'Somalia' } },
  { iso: 'DJ', dial: '+253', name: { ar: 'جيبوتي', fr: 'Djibouti', en: 'Djibouti' } },
  { iso: 'KE', dial: '+254', name: { ar: 'كينيا', fr: 'Kenya', en: 'Kenya' } },
  { iso: 'TZ', dial: '+255', name: { ar: 'تنزانيا', fr: 'Tanzanie', en: 'Tanzania' } },
  { iso: 'UG', dial: '+256', name: { ar: 'أوغندا', fr: 'Ouganda', en: 'Uganda' } },
  { iso: 'RW', dial: '+250', name: { ar: 'رواندا', fr: 'Rwanda', en: 'Rwanda' } },
  { iso: 'MG', dial: '+261', name: { ar: 'مدغشقر', fr: 'Madagascar', en: 'Madagascar' } },
  { iso: 'KM', dial: '+269', name: { ar: 'جزر القمر', fr: 'Comores', en: 'Comoros' } },
  { iso: 'ZA', dial: '+27', name: { ar: 'جنوب أفريقيا', fr: 'Afrique du Sud', en: 'South Africa' } },
  // Middle East
  { iso: 'SA', dial: '+966', name: { ar: 'السعودية', fr: 'Arabie saoudite', en: 'Saudi Arabia' } },
  {
    iso: 'AE',
    dial: '+971',
    name: { ar: 'الإمارات', fr: 'Émirats arabes unis', en: 'United Arab Emirates' },
  },
  { iso: 'QA', dial: '+974', name: { ar: 'قطر', fr: 'Qatar', en: 'Qatar' } },
  { iso: 'KW', dial: '+965', name: { ar: 'الكويت', fr: 'Koweït', en: 'Kuwait' } },
  { iso: 'BH', dial: '+973', name: { ar: 'البحرين', fr: 'Bahreïn', en: 'Bahrain' } },
  { iso: 'OM', dial: '+968', name: { ar: 'عُمان', fr: 'Oman', en: 'Oman' } },
  { iso: 'YE', dial: '+967', name: { ar: 'اليمن', fr: 'Yémen', en: 'Yemen' } },
  { iso: 'JO', dial: '+962', name: { ar: 'الأردن', fr: 'Jordanie', en: 'Jordan' } },
  { iso: 'LB', dial: '+961', name: { ar: 'لبنان', fr: 'Liban', en: 'Lebanon' } },
  { iso: 'SY', dial: '+963', name: { ar: 'سوريا', fr: 'Syrie', en: 'Syria' } },
  { iso: 'IQ', dial: '+964', name: { ar: 'العراق', fr: 'Irak', en: 'Iraq' } },
  { iso: 'PS', dial: '+970', name: { ar: 'فلسطين', fr: 'Palestine', en: 'Palestine' } },
  { iso: 'TR', dial: '+90', name: { ar: 'تركيا', fr: 'Turquie', en: 'Türkiye' } },
  { iso: 'IR', dial: '+98', name: { ar: 'إيران', fr: 'Iran', en: 'Iran' } },
  // Europe
  { iso: 'FR', dial: '+33', name: { ar: 'فرنسا', fr: 'France', en: 'France' } },
  { iso: 'BE', dial: '+32', name: { ar: 'بلجيكا', fr: 'Belgique', en: 'Belgium' } },
  { iso: 'CH', dial: '+41', name: { ar: 'سويسرا', fr: 'Suisse', en: 'Switzerland' } },
  { iso: 'LU', dial: '+352', name: { ar: 'لوكسمبورغ', fr: 'Luxembourg', en: 'Luxembourg' } },
  { iso: 'DE', dial: '+49', name: { ar: 'ألمانيا', fr: 'Allemagne', en: 'Germany' } },
  { iso: 'ES', dial: '+34', name: { ar: 'إسبانيا', fr: 'Espagne', en: 'Spain' } },
  { iso: 'IT', dial: '+39', name: { ar: 'إيطاليا', fr: 'Italie', en: 'Italy' } },
  { iso: 'PT', dial: '+351', name: { ar: 'البرتغال', fr: 'Portugal', en: 'Portugal' } },
  { iso: 'NL', dial: '+31', name: { ar: 'هولندا', fr: 'Pays-Bas', en: 'Netherlands' } },
  { iso: 'GB', dial: '+44', name: { ar: 'المملكة المتحدة', fr: 'Royaume-Uni', en: 'United Kingdom' } },
  { iso: 'IE', dial: '+353', name: { ar: 'أيرلندا', fr: 'Irlande', en: 'Ireland' } },
  { iso: 'AT', dial: '+43', name: { ar: 'النمسا', fr: 'Autriche', en: 'Austria' } },
  { iso: 'SE', dial: '+46', name: { ar: 'السويد', fr: 'Suède', en: 'Sweden' } },
  { iso: 'NO', dial: '+47', name: { ar: 'النرويج', fr: 'Norvège', en: 'Norway' } },
  { iso: 'DK', dial: '+45', name: { ar: 'الدنمارك', fr: 'Danemark', en: 'Denmark' } },
  { iso: 'FI', dial: '+358', name: { ar: 'فنلندا', fr: 'Finlande', en: 'Finland' } },
  { iso: 'PL', dial: '+48', name: { ar: 'بولندا', fr: 'Pologne', en: 'Poland' } },
  { iso: 'CZ', dial: '+420', name: { ar: 'التشيك', fr: 'Tchéquie', en: 'Czechia' } },
  { iso: 'HU', dial: '+36', name: { ar: 'المجر', fr: 'Hongrie', en: 'Hungary' } },
  { iso: 'RO', dial: '+40', name: { ar: 'رومانيا', fr: 'Roumanie', en: 'Romania' } },
  { iso: 'BG', dial: '+359', name: { ar: 'بلغاريا', fr: 'Bulgarie', en: 'Bulgaria' } },
  { iso: 'GR', dial: '+30', name: { ar: 'اليونان', fr: 'Grèce', en: 'Greece' } },
  { iso: 'MT', dial: '+356', name: { ar: 'مالطا', fr: 'Malte', en: 'Malta' } },
  { iso: 'CY', dial: '+357', name: { ar: 'قبرص', fr: 'Chypre', en: 'Cyprus' } },
  { iso: 'UA', dial: '+380', name: { ar: 'أوكرانيا', fr: 'Ukraine', en: 'Ukraine' } },
  { iso: 'RU', dial: '+7', name: { ar: 'روسيا', fr: 'Russie', en: 'Russia' } },
  // North America
  { iso: 'US', dial: '+1', name: { ar: 'الولايات المتحدة', fr: 'États-Unis', en: 'United States' } },
  { iso: 'CA', dial: '+1', name: { ar: 'كندا', fr: 'Canada', en: 'Canada' } },
  { iso: 'MX', dial: '+52', name: { ar: 'المكسيك', fr: 'Mexique', en: 'Mexico' } },
  // Elsewhere
  { iso: 'BR', dial: '+55', name: { ar: 'البرازيل', fr: 'Brésil', en: 'Brazil' } },
  { iso: 'CN', dial: '+86', name: { ar: 'الصين', fr: 'Chine', en: 'China' } },
  { iso: 'IN', dial: '+91', name: { ar: 'الهند', fr: 'Inde', en: 'India' } },
  { iso: 'PK', dial: '+92', name: { ar: 'باكستان', fr: 'Pakistan', en: 'Pakistan' } },
  { iso: 'MY', dial: '+60', name: { ar: 'ماليزيا', fr: 'Malaisie', en: 'Malaysia' } },
  { iso: 'ID', dial: '+62', name: { ar: 'إندونيسيا', fr: 'Indonésie', en: 'Indonesia' } },
  { iso: 'JP', dial: '+81', name: { ar: 'اليابان', fr: 'Japon', en: 'Japan' } },
  { iso: 'AU', dial: '+61', name: { ar: 'أستراليا', fr: 'Australie', en: 'Australia' } },
];

/** Left-to-right isolate: keeps "+213" reading "+213" inside an Arabic label, not "213+". */
const ltr = (text: string) => `\u2066${text}\u2069`;

const cache = new Map<Locale, SelectOption[]>();

/**
 * The options of the country-code dropdown in a language: "Algérie (+213)", Algeria first,
 * the others in the language's alphabetical order. Searching by name or by digits works.
 */
export function countryCodeOptions(locale: Locale): SelectOption[] {
  const cached = cache.get(locale);
  if (cached) return cached;
  const intlLocale = intlLocaleOf(locale);
  const byDial = new Map<string, string[]>();
  for (const country of DIAL_COUNTRIES) {
    const names = byDial.get(country.dial) ?? [];
    names.push(country.name[locale]);
    byDial.set(country.dial, names);
  }
  const list = new Intl.ListFormat(intlLocale, { type: 'conjunction', style: 'short' });
  const collator = new Intl.Collator(intlLocale);
  const options = [...byDial.entries()]
    .map(([dial, names]) => ({ value: dial, label: `${list.format(names)} (${ltr(dial)})` }))
    .sort((a, b) =>
      a.value === DEFAULT_COUNTRY_CODE
        ? -1
        : b.value === DEFAULT_COUNTRY_CODE
          ? 1
          : collator.compare(a.label, b.label),
    );
  cache.set(locale, options);
  return options;
}
