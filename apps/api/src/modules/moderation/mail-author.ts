import type { Locale } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import type { findUserById } from '../auth/service';
import { PROFILE_LIST, type ListingRow } from '../listings/service';
import type { ModerationDeps } from './deps';

/** The author's mail about a decision: approved (reason null) or rejected with the reason. */
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
  if (reason === null) {
    await deps.enqueueMail(tx, {
      ...common,
      template: 'listing_approved',
      data: {
        name: author.firstName,
        title: listing.title,
        linkPath: `/${platform}/show/${encodeURIComponent(listing.slug)}`,
      },
    });
  } else {
    await deps.enqueueMail(tx, {
      ...common,
      template: 'listing_rejected',
      data: { name: author.firstName, title: listing.title, reason, linkPath: PROFILE_LIST[platform] },
    });
  }
}
