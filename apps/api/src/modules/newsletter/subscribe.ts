import { NEWSLETTER_CONFIRM_HOURS } from '@portal/contract/newsletter-values';
import type { Locale } from '@portal/contract/locale';
import type { NewsletterDeps } from './deps';
import { insertPendingSubscriber, lockSubscriberByEmail, renewPending } from './queries';
import { newConfirmToken } from './tokens';

const CONFIRM_MS = NEWSLETTER_CONFIRM_HOURS * 60 * 60 * 1000;

/**
 * A subscription asked for (double opt-in): a new or former subscriber, or a pending one asking
 * again, gets a mail with a new confirmation link; an active one gets nothing. The caller answers
 * the same in every case, so the form tells no one whether an address is subscribed.
 */
export async function subscribe(
  deps: NewsletterDeps,
  input: { email: string; locale: Locale },
): Promise<void> {
  const queued = await deps.db.transaction(async (tx) => {
    const { token, hash } = newConfirmToken();
    const expiresAt = new Date(Date.now() + CONFIRM_MS);
    const pending = { locale: input.locale, tokenHash: hash, expiresAt };
    const existing = await lockSubscriberByEmail(tx, input.email);
    if (existing?.state === 'active') return false;
    if (existing) {
      await renewPending(tx, existing.id, pending);
    } else if (!(await insertPendingSubscriber(tx, { email: input.email, ...pending }))) {
      // Inserted meanwhile by a parallel request, which mails the link.
      return false;
    }
    await deps.enqueueMail(tx, {
      to: input.email,
      locale: input.locale,
      template: 'newsletter_confirm',
      data: {
        name: '',
        linkPath: `/subscriptions?confirm=${token}`,
        expiresInMinutes: CONFIRM_MS / 60_000,
      },
    });
    return true;
  });
  if (queued) deps.notifyMail();
}
