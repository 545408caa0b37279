import { numberFormat } from '@portal/contract/intl-cache';
import { intlLocaleOf, type Locale } from '@portal/contract/locale';
import type { Block, Inline } from './layout';

/** What each template may use besides its data. */
export interface CopyContext {
  locale: Locale;
  /** The site name in the mail's language. */
  siteName: string;
  /** An absolute link to a path of the portal, built from config.publicUrl. */
  link(path: string): string;
}

/** One template in one language: a subject and the blocks of the body. */
export interface MailCopy {
  subject: string;
  blocks: Block[];
}

/** Every template exists in the three languages; the type makes a missing one a compile error. */
export type MailTemplate<D> = { readonly [L in Locale]: (data: D, context: CopyContext) => MailCopy };

/**
 * A template whose blocks are the same in the three languages and only its words differ: it
 * is written once and reads its words by the context's language.
 */
export function sameInEveryLanguage<D>(copy: (data: D, context: CopyContext) => MailCopy): MailTemplate<D> {
  return { ar: copy, fr: copy, en: copy };
}

/** Every mail greets its recipient by first name (empty: a greeting without a name). */
export interface NamedData {
  name: string;
}

/** The mails that carry a one-time secret: a 6-digit code and a link for the same purpose. */
export interface CodeMailData extends NamedData {
  code: string;
  /**
   * Path (with query) of the signed link on this site, e.g. `/reset-password/<token>`; the
   * template makes it absolute with config.publicUrl. A full URL is refused.
   */
  linkPath: string;
  expiresInMinutes: number;
}

export const paragraph = (...content: Inline[]): Block => ({ type: 'paragraph', content });
export const note = (...content: Inline[]): Block => ({ type: 'note', content });
export const code = (value: string): Block => ({ type: 'code', code: value });
export const button = (label: string, url: string): Block => ({ type: 'button', label, url });

/**
 * The units a mail states a duration in, largest first: their length in minutes and the
 * smallest count said in them. One day is said "24 hours", as people say of a deadline.
 */
export const MINUTES_PER_DAY = 24 * 60;

const MINUTE = { unit: 'minute', minutes: 1, fromCount: 0 } as const;
const DURATION_UNITS = [
  { unit: 'day', minutes: MINUTES_PER_DAY, fromCount: 2 },
  { unit: 'hour', minutes: 60, fromCount: 1 },
  MINUTE,
] as const;

/**
 * A duration in the largest unit that states it exactly: "30 minutes", "1 hour", "24 hours",
 * "2 days" — never "1,440 minutes". Intl writes the unit and the plural form each language
 * needs (Arabic has six: دقيقة، دقيقتان، 3 دقائق، 15 دقيقة…) with the mail's digits.
 */
export function duration(locale: Locale, minutes: number): string {
  const { unit, minutes: size } =
    DURATION_UNITS.find((u) => minutes % u.minutes === 0 && minutes / u.minutes >= u.fromCount) ?? MINUTE;
  return numberFormat(intlLocaleOf(locale), { style: 'unit', unit, unitDisplay: 'long' }).format(
    minutes / size,
  );
}

/**
 * `ja•••@example.com`: enough for the owner to recognise an address, not enough to hand it
 * to whoever reads an old mailbox.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = address.slice(0, at);
  const visible = local.length > 3 ? local.slice(0, 2) : local.slice(0, 1);
  return `${visible}•••${address.slice(at)}`;
}
