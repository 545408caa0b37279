import type { CurrencySeed } from './types';

/** Prices are in dinars unless the author chooses otherwise (cars and property abroad, imports). */
export const CURRENCIES: CurrencySeed[] = [
  {
    code: 'DZD',
    names: { ar: 'دينار جزائري', fr: 'Dinar algérien', en: 'Algerian dinar' },
    symbol: 'DA',
    minorUnits: 2,
    isDefault: true,
  },
  {
    code: 'EUR',
    names: { ar: 'أورو', fr: 'Euro', en: 'Euro' },
    symbol: '€',
    minorUnits: 2,
    isDefault: false,
  },
  {
    code: 'USD',
    names: { ar: 'دولار أمريكي', fr: 'Dollar américain', en: 'US dollar' },
    symbol: '$',
    minorUnits: 2,
    isDefault: false,
  },
];
