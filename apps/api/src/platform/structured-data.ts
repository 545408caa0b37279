import type { Locale } from '@portal/contract/locale';

/**
 * schema.org structured data for the server's HTML (JSON-LD; page-head.ts writes it as a data
 * block): what search engines show as rich results. Each builder gives the properties Google's
 * rich results require and those it recommends when we have them; absent values are left out,
 * never invented. Addresses passed in are absolute (PUBLIC_URL).
 */
export type JsonLd = Record<string, unknown>;

const CONTEXT = 'https://schema.org';

/** One step of a trail, from the home page down to the page itself. */
export interface Crumb {
  name: string;
  url: string;
}

/** BreadcrumbList: positions from 1, each item with its name and address. */
export function breadcrumbList(crumbs: Crumb[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** The portal itself: name, address, logo, contact, and its pages on social networks (sameAs). */
export function organization(site: {
  name: string;
  url: string;
  logo: string;
  email: string;
  phone: string;
  address: string;
  sameAs: string[];
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Organization',
    name: site.name,
    url: site.url,
    logo: site.logo,
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.address ? { address: site.address } : {}),
    ...(site.email || site.phone
      ? {
          contactPoint: [
            {
              '@type': 'ContactPoint',
              contactType: 'customer support',
              ...(site.email ? { email: site.email } : {}),
              ...(site.phone ? { telephone: site.phone } : {}),
            },
          ],
        }
      : {}),
    ...(site.sameAs.length ? { sameAs: site.sameAs } : {}),
  };
}

/** The home page's WebSite: its name and language versions' language. */
export function website(site: { name: string; url: string; locale: Locale }): JsonLd {
  return { '@context': CONTEXT, '@type': 'WebSite', name: site.name, url: site.url, inLanguage: site.locale };
}

/** Opening hours of one day or more, as schema.org's OpeningHoursSpecification. */
export interface OpeningHours {
  /** English day names (Monday…Sunday), schema.org's DayOfWeek. */
  days: string[];
  /** HH:MM. */
  opens: string;
  closes: string;
}

/** A branch of the organization: its address, phones and opening hours. */
export function localBusiness(branch: {
  name: string;
  url: string;
  image: string;
  streetAddress: string;
  locality?: string;
  region?: string;
  country?: string;
  phones: string[];
  email?: string;
  hours: OpeningHours[];
  geo?: { latitude: number; longitude: number };
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'LocalBusiness',
    name: branch.name,
    url: branch.url,
    image: branch.image,
    address: {
      '@type': 'PostalAddress',
      streetAddress: branch.streetAddress,
      ...(branch.locality ? { addressLocality: branch.locality } : {}),
      ...(branch.region ? { addressRegion: branch.region } : {}),
      addressCountry: branch.country ?? 'DZ',
    },
    ...(branch.phones.length ? { telephone: branch.phones[0] } : {}),
    ...(branch.phones.length > 1
      ? {
          contactPoint: branch.phones.map((telephone) => ({
            '@type': 'ContactPoint',
            telephone,
            contactType: 'customer service',
          })),
        }
      : {}),
    ...(branch.email ? { email: branch.email } : {}),
    ...(branch.geo ? { geo: { '@type': 'GeoCoordinates', ...branch.geo } } : {}),
    ...(branch.hours.length
      ? {
          openingHoursSpecification: branch.hours.map((h) => ({
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: h.days,
            opens: h.opens,
            closes: h.closes,
          })),
        }
      : {}),
  };
}

/**
 * A service of the agency (Service): its name, description and picture, provided by the
 * organization at the branches that offer it (their addresses as places served from).
 */
export function service(item: {
  name: string;
  url: string;
  description: string;
  image?: string;
  locale: Locale;
  provider: { name: string; url: string };
  branches: { name: string; streetAddress: string; phones: string[] }[];
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: item.name,
    url: item.url,
    description: item.description,
    inLanguage: item.locale,
    ...(item.image ? { image: item.image } : {}),
    provider: { '@type': 'Organization', name: item.provider.name, url: item.provider.url },
    ...(item.branches.length
      ? {
          availableChannel: item.branches.map((branch) => ({
            '@type': 'ServiceChannel',
            name: branch.name,
            serviceLocation: {
              '@type': 'Place',
              name: branch.name,
              address: {
                '@type': 'PostalAddress',
                streetAddress: branch.streetAddress,
                addressCountry: 'DZ',
              },
              ...(branch.phones.length ? { telephone: branch.phones[0] } : {}),
            },
          })),
        }
      : {}),
  };
}

/** A news item (NewsArticle), a blog post (BlogPosting) or another article. */
export function article(item: {
  type: 'NewsArticle' | 'BlogPosting' | 'Article';
  headline: string;
  url: string;
  images: string[];
  datePublished: Date;
  dateModified: Date;
  locale: Locale;
  description?: string;
  publisher: { name: string; logo: string; url: string };
}): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': item.type,
    // Google shows at most 110 characters of a headline.
    headline: [...item.headline].slice(0, 110).join(''),
    mainEntityOfPage: item.url,
    url: item.url,
    ...(item.images.length ? { image: item.images } : {}),
    datePublished: item.datePublished.toISOString(),
    dateModified: item.dateModified.toISOString(),
    inLanguage: item.locale,
    ...(item.description ? { description: item.description } : {}),
    author: { '@type': 'Organization', name: item.publisher.name, url: item.publisher.url },
    publisher: {
      '@type': 'Organization',
      name: item.publisher.name,
      logo: { '@type': 'ImageObject', url: item.publisher.logo },
    },
  };
}

/** An amount of minor units as schema.org wants a price: a plain decimal number with a dot. */
export function decimalPrice(minorUnits: number, digits: number): string {
  const sign = minorUnits < 0 ? '-' : '';
  const abs = Math.abs(minorUnits);
  if (digits === 0) return `${sign}${abs}`;
  const whole = Math.floor(abs / 10 ** digits);
  const fraction = String(abs % 10 ** digits)
    .padStart(digits, '0')
    .replace(/0+$/, '');
  return fraction ? `${sign}${whole}.${fraction}` : `${sign}${whole}`;
}

/** A listing offered: its price (one, a range, or free) and who offers it. */
export function product(item: {
  name: string;
  description: string;
  url: string;
  images: string[];
  sku: string;
  category?: string;
  price: { kind: 'one'; amount: string } | { kind: 'range'; low: string; high: string } | { kind: 'none' };
  currency: string;
  /** The offer stands until then (the listing's expiry). */
  validUntil: Date;
  seller: { type: 'Person' | 'Organization' };
  areaServed?: string;
}): JsonLd {
  const common = {
    priceCurrency: item.currency,
    availability: 'https://schema.org/InStock',
    url: item.url,
    seller: { '@type': item.seller.type },
    ...(item.areaServed ? { areaServed: item.areaServed } : {}),
  };
  const offers =
    item.price.kind === 'one'
      ? {
          '@type': 'Offer',
          price: item.price.amount,
          priceValidUntil: item.validUntil.toISOString().slice(0, 10),
          ...common,
        }
      : item.price.kind === 'range'
        ? {
            '@type': 'AggregateOffer',
            lowPrice: item.price.low,
            highPrice: item.price.high,
            offerCount: 1,
            ...common,
          }
        : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: item.name,
    description: item.description,
    url: item.url,
    sku: item.sku,
    ...(item.images.length ? { image: item.images } : {}),
    ...(item.category ? { category: item.category } : {}),
    ...(offers ? { offers } : {}),
  };
}
