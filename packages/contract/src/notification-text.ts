import { isolate } from './bidi';
import { numberFormat } from './intl-cache';
import { intlLocaleOf, type Locale } from './locale';
import { formatMoney, isCurrencyCode } from './money';
import type { NotificationKind, NotificationParams } from './notification-values';

/**
 * A notification's sentence in the reader's language, written from its kind and values: the
 * same words in the notification center (the web) and in a push (the API), zod-free.
 *
 * The values each kind is given (by the area that notifies):
 * - message: `sender` (a name), `title` (the listing's), `excerpt` (the newest message's words; none
 *   for a photo), `count` (the messages it stands for: one notification per conversation)
 * - alert_match: `search` (the saved search's name), `count` (new listings)
 * - price_drop: `title`, `price` (minor units), `currency`
 * - listing_approved, listing_expired: `title`
 * - listing_rejected: `title`, `reason`
 * - payment_received: `title`, `amount` (minor units), `currency`
 * - report_outcome: `title` (the reported listing's), `outcome` (`dismissed` or `actioned`)
 * A value missing reads as nothing; names and titles are people's words, isolated (decision 017).
 */
type Template = keyof typeof en;

const en = {
  message: 'New message from {sender} about “{title}”.',
  'message.excerpt': 'New message from {sender} about “{title}”: “{excerpt}”',
  'message.many': '{count} new messages from {sender} about “{title}”.',
  'message.many_excerpt': '{count} new messages from {sender} about “{title}”, the latest: “{excerpt}”',
  alert_match: 'Your search “{search}” has new listings: {count}.',
  price_drop: 'A listing you saved is cheaper: “{title}” now costs {price}.',
  listing_approved: 'Your listing “{title}” is approved and published.',
  listing_rejected: 'Your listing “{title}” was rejected: {reason}',
  listing_expired: 'Your listing “{title}” has expired. You can renew it.',
  payment_received: 'We received your payment of {amount} for “{title}”: it is published.',
  'report_outcome.dismissed': 'Your report about “{title}” was reviewed: no rule was broken.',
  'report_outcome.actioned': 'Your report about “{title}” was reviewed and action was taken. Thank you.',
} as const;

const TEXTS: Record<Locale, Record<Template, string>> = {
  en,
  fr: {
    message: 'Nouveau message de {sender} à propos de « {title} ».',
    'message.excerpt': 'Nouveau message de {sender} à propos de « {title} » : « {excerpt} »',
    'message.many': '{count} nouveaux messages de {sender} à propos de « {title} ».',
    'message.many_excerpt':
      '{count} nouveaux messages de {sender} à propos de « {title} », le dernier : « {excerpt} »',
    alert_match: 'Votre recherche « {search} » a de nouvelles annonces : {count}.',
    price_drop: 'Une annonce enregistrée baisse de prix : « {title} » coûte maintenant {price}.',
    listing_approved: 'Votre annonce « {title} » est approuvée et publiée.',
    listing_rejected: 'Votre annonce « {title} » a été refusée : {reason}',
    listing_expired: 'Votre annonce « {title} » a expiré. Vous pouvez la renouveler.',
    payment_received: 'Nous avons reçu votre paiement de {amount} pour « {title} » : elle est publiée.',
    'report_outcome.dismissed':
      'Votre signalement de « {title} » a été examiné : aucune règle n’a été enfreinte.',
    'report_outcome.actioned':
      'Votre signalement de « {title} » a été examiné et des mesures ont été prises. Merci.',
  },
  ar: {
    message: 'رسالة جديدة من {sender} بخصوص «{title}».',
    'message.excerpt': 'رسالة جديدة من {sender} بخصوص «{title}»: «{excerpt}»',
    'message.many': 'رسائل جديدة ({count}) من {sender} بخصوص «{title}».',
    'message.many_excerpt': 'رسائل جديدة ({count}) من {sender} بخصوص «{title}»، آخرها: «{excerpt}»',
    alert_match: 'إعلانات جديدة لبحثك «{search}»: {count}.',
    price_drop: 'انخفض سعر إعلان محفوظ لديك: «{title}» أصبح بـ {price}.',
    listing_approved: 'تمت الموافقة على إعلانك «{title}» ونشره.',
    listing_rejected: 'تم رفض إعلانك «{title}»: {reason}',
    listing_expired: 'انتهت صلاحية إعلانك «{title}». يمكنك تجديده.',
    payment_received: 'استلمنا دفعتك بمبلغ {amount} عن «{title}»: تم نشر الإعلان.',
    'report_outcome.dismissed': 'تمت مراجعة بلاغك عن «{title}»: لم يتم خرق أي قاعدة.',
    'report_outcome.actioned': 'تمت مراجعة بلاغك عن «{title}» واتُّخذ إجراء بشأنه. شكرًا لك.',
  },
};

/** The title of a push, and of the notification center. */
export const NOTIFICATION_PUSH_TITLE: Record<Locale, string> = {
  ar: 'إشعار جديد',
  fr: 'Nouvelle notification',
  en: 'New notification',
};

/** A piece of a sentence: our words, or a value (`user`: a person's words, to isolate). */
export type NotificationPart = { text: string } | { value: string; user: boolean };

function templateOf(kind: NotificationKind, params: NotificationParams): Template {
  if (kind === 'report_outcome') {
    return params.outcome === 'actioned' ? 'report_outcome.actioned' : 'report_outcome.dismissed';
  }
  if (kind === 'message') {
    const many = typeof params.count === 'number' && params.count > 1;
    const excerpt = typeof params.excerpt === 'string' && params.excerpt !== '';
    return many
      ? excerpt
        ? 'message.many_excerpt'
        : 'message.many'
      : excerpt
        ? 'message.excerpt'
        : 'message';
  }
  return kind;
}

function valueOf(locale: Locale, name: string, params: NotificationParams): { value: string; user: boolean } {
  const raw = params[name];
  if ((name === 'price' || name === 'amount') && typeof raw === 'number') {
    const currency = params.currency;
    if (typeof currency === 'string' && isCurrencyCode(currency)) {
      return { value: formatMoney(locale, raw, currency), user: false };
    }
  }
  if (typeof raw === 'number') return { value: numberFormat(intlLocaleOf(locale)).format(raw), user: false };
  return { value: raw ?? '', user: true };
}

/** The sentence in pieces, for markup that isolates the values itself (`<bdi>`). */
export function notificationParts(
  locale: Locale,
  kind: NotificationKind,
  params: NotificationParams,
): NotificationPart[] {
  const template = TEXTS[locale][templateOf(kind, params)];
  const parts: NotificationPart[] = [];
  let last = 0;
  for (const match of template.matchAll(/\{(\w+)\}/g)) {
    if (match.index > last) parts.push({ text: template.slice(last, match.index) });
    parts.push(valueOf(locale, match[1]!, params));
    last = match.index + match[0].length;
  }
  if (last < template.length) parts.push({ text: template.slice(last) });
  return parts;
}

/** The sentence as plain text (a push), people's words isolated. */
export function notificationText(locale: Locale, kind: NotificationKind, params: NotificationParams): string {
  return notificationParts(locale, kind, params)
    .map((part) => ('text' in part ? part.text : part.user ? isolate(part.value) : part.value))
    .join('');
}
