import { LOCALES, isLocale, type Locale } from '@portal/contract/locale';
import type { NewsletterIssue, NewsletterTranslation } from '@portal/contract/newsletter';
import { insertAuditEntry } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { NewsletterDeps } from './deps';
import { issueView } from './issue-view';
import {
  insertDelivery,
  lockIssue,
  selectIssue,
  selectUnsentSubscribers,
  setDeliveryMail,
  setIssueState,
} from './queries';
import { issueBodyText } from './sanitize-body';
import { unsubscribeToken } from './tokens';

/** Subscribers queued per transaction: short transactions, so the site keeps answering meanwhile. */
export const SEND_BATCH_SIZE = 200;

/** Where the one-click unsubscribe of RFC 8058 posts (outside /api: mail providers send no CSRF token). */
export const ONE_CLICK_PATH = '/newsletter/one-click-unsubscribe';

type Translations = Partial<Record<Locale, NewsletterTranslation>>;

/** The subscriber's language when the issue has it, else the first written one (ar, fr, en). */
function languageFor(translations: Translations, locale: string): Locale {
  if (isLocale(locale) && translations[locale]) return locale;
  const first = LOCALES.find((l) => translations[l]);
  if (!first) throw new Error('an issue without any translation');
  return first;
}

/**
 * Sends an issue: queues one mail per active subscriber, in their language, through the mail
 * outbox (the worker delivers them), batch by batch. Each queued mail is recorded in the same
 * transaction, so a send that is retried, repeated or cut off half-way queues only the mails not
 * yet queued: nobody gets an issue twice. Pending and unsubscribed addresses get nothing.
 */
export async function sendIssue(
  deps: NewsletterDeps,
  actorId: number,
  issueId: number,
): Promise<NewsletterIssue> {
  const texts = new Map<Locale, string>();
  let afterId = 0;
  let queuedNow = 0;
  for (;;) {
    const { done, lastId, queued } = await deps.db.transaction(async (tx) => {
      const issue = await lockIssue(tx, issueId);
      if (!issue) throw new AppError('not_found');
      if (issue.state === 'draft') await setIssueState(tx, issueId, 'sending');
      const translations = issue.translations as Translations;
      const batch = await selectUnsentSubscribers(tx, issueId, afterId, SEND_BATCH_SIZE);
      let count = 0;
      for (const subscriber of batch) {
        if (!(await insertDelivery(tx, { issueId, subscriberId: subscriber.id }))) continue;
        const locale = languageFor(translations, subscriber.locale);
        const { subject, body } = translations[locale]!;
        if (!texts.has(locale)) texts.set(locale, issueBodyText(body));
        const token = unsubscribeToken(deps.unsubscribeSecret, subscriber.id);
        const oneClick = new URL(`${ONE_CLICK_PATH}?token=${token}`, deps.config.publicUrl).toString();
        const mail = await deps.enqueueMail(tx, {
          to: subscriber.email,
          locale,
          template: 'newsletter_issue',
          data: {
            name: '',
            subject,
            html: body,
            text: texts.get(locale)!,
            unsubscribePath: `/subscriptions?unsubscribe=${token}`,
          },
          headers: {
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        });
        await setDeliveryMail(tx, { issueId, subscriberId: subscriber.id, mailId: mail.id });
        count += 1;
      }
      if (batch.length === 0 && issue.state !== 'sent') {
        await setIssueState(tx, issueId, 'sent');
        await insertAuditEntry(tx, {
          actorId,
          action: 'newsletter_issue.send',
          subjectType: 'newsletter_issue',
          subjectId: issueId,
          after: { queued: queuedNow },
        });
      }
      return { done: batch.length === 0, lastId: batch.at(-1)?.id ?? afterId, queued: count };
    });
    queuedNow += queued;
    if (queued > 0) deps.notifyMail();
    if (done) break;
    afterId = lastId;
  }
  const row = await selectIssue(deps.db, issueId);
  if (!row) throw new AppError('not_found');
  return issueView(row);
}
