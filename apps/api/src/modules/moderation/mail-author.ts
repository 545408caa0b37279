import type { Locale } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import type { findUserById } from '../auth/service';
import { PROFILE_LIST, type ListingRow } from '../listings/service';
import { notify, wantsMail } from '../notifications/service';
import type { ModerationDeps } from './deps';

/**
 * The author's notification and mail about a decision: approved (reason null) or rejected with
 * the reason. Each follows the author's preference for the kind (modules/notifications).
 */
export async function mailAuthor(
  deps: ModerationDeps,
  tx: Tx,
  listing: ListingRow,
  author: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  locale: Locale,
  reason: string | null,
) {
  // An anonymised (deleted) account has no address to write to.
  if (author.deletedAt) return;
  const platform = listing.platform as keyof typeof PROFILE_LIST;
  const common = { to: author.email, locale, siteName: undefined };
  const kind = reason === null ? 'listing_approved' : 'listing_rejected';
  const linkPath =
    reason === null ? `/${platform}/show/${encodeURIComponent(listing.slug)}` : PROFILE_LIST[platform];
  await notify(tx, {
    userId: author.id,
    kind,
    params: reason === null ? { title: listing.title } : { title: listing.title, reason },
    link: linkPath,
  });
  if (!(await wantsMail(tx, author.id, kind))) return;
  if (reason === null) {
    await deps.enqueueMail(tx, {
      ...common,
      template: 'listing_approved',
      data: {
        name: author.firstName,
        title: listing.title,
        linkPath,
      },
    });
  } else {
    await deps.enqueueMail(tx, {
      ...common,
      template: 'listing_rejected',
      data: { name: author.firstName, title: listing.title, reason, linkPath },
    });
  }
}
