import type { ContentKind, ContentState, HomeSection, LinkList } from '@portal/contract/content-values';

import type { Locale } from '@portal/contract/locale';

import type { MULTIMEDIA_TYPES } from '@portal/contract/settings';

import type { PublishMode } from './content-form';

/* The catalog keys of the back office's content screens, written whole so the catalog check finds them. */

/** A kind's name (plural, as the overview's tiles say it). */
export const KIND_LABELS = {
  page: 'admin-content.kind.page',
  news: 'admin-content.kind.news',
  blog: 'admin-content.kind.blog',
  faq: 'admin-content.kind.faq',
  link: 'admin-content.kind.link',
  partner: 'admin-content.kind.partner',
  branch: 'admin-content.kind.branch',
  home_section: 'admin-content.kind.home_section',
  legal_text: 'admin-content.kind.legal_text',
  download: 'admin-content.kind.download',
  media: 'admin-content.kind.media',
  episode: 'admin-content.kind.episode',
  service: 'admin-content.kind.service',
} as const satisfies Record<ContentKind, string>;

/** An item's state. */
export const STATE_LABELS = {
  draft: 'admin-content.state.draft',
  scheduled: 'admin-content.state.scheduled',
  published: 'admin-content.state.published',
} as const satisfies Record<ContentState, string>;

/** A language's name. */
export const LANGUAGE_LABELS = {
  ar: 'admin-content.language.ar',
  fr: 'admin-content.language.fr',
  en: 'admin-content.language.en',
} as const satisfies Record<Locale, string>;

/** The visitors who read a language (“to Arabic visitors”). */
export const READERS_LABELS = {
  ar: 'admin-content.readers.ar',
  fr: 'admin-content.readers.fr',
  en: 'admin-content.readers.en',
} as const satisfies Record<Locale, string>;

/** A list of links. */
export const LINK_LIST_LABELS = {
  friendly: 'admin-content.link_list.friendly',
  related: 'admin-content.link_list.related',
} as const satisfies Record<LinkList, string>;

/** A section of the home page. */
export const HOME_SECTION_LABELS = {
  why_choose_us: 'admin-content.home_section.why_choose_us',
  about: 'admin-content.home_section.about',
  horizons: 'admin-content.home_section.horizons',
} as const satisfies Record<HomeSection, string>;

/** A library entry's type. */
export const MEDIA_TYPE_LABELS = {
  photo: 'admin-content.media_type.photo',
  video: 'admin-content.media_type.video',
  audio: 'admin-content.media_type.audio',
} as const satisfies Record<(typeof MULTIMEDIA_TYPES)[number], string>;

/** A weekday, 0 = Monday (the contract's). */
export const WEEKDAY_LABELS: Readonly<Record<number, string>> = {
  0: 'admin-content.weekday.0',
  1: 'admin-content.weekday.1',
  2: 'admin-content.weekday.2',
  3: 'admin-content.weekday.3',
  4: 'admin-content.weekday.4',
  5: 'admin-content.weekday.5',
  6: 'admin-content.weekday.6',
};

/** The state choice of the editor. */
export const PUBLISH_LABELS = {
  draft: 'admin-content.publish.draft',
  now: 'admin-content.publish.now',
  schedule: 'admin-content.publish.schedule',
} as const satisfies Record<PublishMode, string>;

/** The fixed categories' names, by kind (CONTENT_CATEGORIES). */
export const CATEGORY_LABELS: Record<string, Record<string, string>> = {
  news: {
    portal: 'admin-content.category.news.portal',
    announcements: 'admin-content.category.news.announcements',
    sales: 'admin-content.category.news.sales',
    agency: 'admin-content.category.news.agency',
    events: 'admin-content.category.news.events',
  },
  blog: {
    tips: 'admin-content.category.blog.tips',
    safety: 'admin-content.category.blog.safety',
    buying: 'admin-content.category.blog.buying',
    selling: 'admin-content.category.blog.selling',
    real_estate: 'admin-content.category.blog.real_estate',
    vehicles: 'admin-content.category.blog.vehicles',
    jobs: 'admin-content.category.blog.jobs',
    stories: 'admin-content.category.blog.stories',
  },
  faq: {
    account: 'admin-content.category.faq.account',
    posting: 'admin-content.category.faq.posting',
    moderation: 'admin-content.category.faq.moderation',
    payments: 'admin-content.category.faq.payments',
    safety: 'admin-content.category.faq.safety',
    services: 'admin-content.category.faq.services',
    privacy: 'admin-content.category.faq.privacy',
  },
  legal_text: {
    constitution: 'admin-content.category.legal_text.constitution',
    laws: 'admin-content.category.legal_text.laws',
    ordinances: 'admin-content.category.legal_text.ordinances',
    decrees: 'admin-content.category.legal_text.decrees',
    orders: 'admin-content.category.legal_text.orders',
    conventions: 'admin-content.category.legal_text.conventions',
  },
  download: {
    forms: 'admin-content.category.download.forms',
    guides: 'admin-content.category.download.guides',
    contracts: 'admin-content.category.download.contracts',
    requests: 'admin-content.category.download.requests',
  },
};

/** A category's name; the key itself when the catalog has none (the check above keeps them in step). */
export const categoryLabel = (kind: ContentKind, category: string) =>
  CATEGORY_LABELS[kind]?.[category] ?? category;
export const kindLabel = (kind: ContentKind) => KIND_LABELS[kind];
export const stateLabel = (state: ContentState) => STATE_LABELS[state];
