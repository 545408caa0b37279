import type { PriceHistoryEntry } from '@portal/contract/alerts';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import { favoritersOf } from '../engagement/service';
import { findListing, isPublicListing } from '../listings/service';
import { notifyWithMail } from '../notifications/service';
import type { MailRequest } from '../../platform/mail/enqueue-mail';
import type { AlertsDeps } from './deps';
import { insertPrices, selectPricesOf, type PriceRow } from './queries';

/** The price fields of a listing as its row keeps them. */
export interface ListingPrice {
  priceType: string;
  price?: number | null | undefined;
  priceMin?: number | null | undefined;
  priceMax?: number | null | undefined;
  currencyCode: string;
  sortPrice?: number | undefined;
}

const samePrice = (a: ListingPrice, b: ListingPrice) =>
  a.priceType === b.priceType &&
  (a.price ?? null) === (b.price ?? null) &&
  (a.priceMin ?? null) === (b.priceMin ?? null) &&
  (a.priceMax ?? null) === (b.priceMax ?? null) &&
  a.currencyCode === b.currencyCode;

/**
 * A price drop: the same currency, an amount before and a lower one after (a price "on
 * request" or free has no amount to compare).
 */
export function isPriceDrop(before: ListingPrice, after: ListingPrice): boolean {
  const was = before.sortPrice ?? 0;
  const now = after.sortPrice ?? 0;
  return before.currencyCode === after.currencyCode && was > 0 && now > 0 && now < was;
}

const fields = (listingId: number, p: ListingPrice, changedAt: Date) => ({
  listingId,
  priceType: p.priceType,
  price: p.price ?? null,
  priceMin: p.priceMin ?? null,
  priceMax: p.priceMax ?? null,
  currencyCode: p.currencyCode,
  changedAt,
});

/**
 * Records a listing's price change, in the transaction that applies an approved edit
 * (moderation's decide-revision.ts, docs/decisions/011): the first change also records the price
 * it had since its publication. A drop is told to the listing's watchers. Answers whether the
 * price changed.
 */
export async function recordPriceChange(
  tx: Tx,
  /** The outbox, for a watcher who chose to hear of price drops by mail too. */
  enqueueMail: (tx: Tx, mail: MailRequest) => Promise<unknown>,
  listing: ListingPrice & {
    id: number;
    publishedAt: Date;
    userId: number;
    title: string;
    platform: string;
    slug: string;
  },
  after: ListingPrice & { title: string },
  now: Date,
): Promise<boolean> {
  if (samePrice(listing, after)) return false;
  const known = await selectPricesOf(tx, listing.id);
  await insertPrices(tx, [
    ...(known.length === 0 ? [fields(listing.id, listing, listing.publishedAt)] : []),
    fields(listing.id, after, now),
  ]);
  if (isPriceDrop(listing, after)) {
    // Favorites are a watch list: each person who saved it hears of the drop (not its owner).
    for (const userId of await favoritersOf(tx, listing.id)) {
      if (userId === listing.userId) continue;
      await notifyWithMail(tx, enqueueMail, {
        userId,
        kind: 'price_drop',
        params: {
          title: after.title,
          price: after.sortPrice ?? null,
          old_price: listing.sortPrice ?? null,
          currency: after.currencyCode,
        },
        link: `/${listing.platform}/show/${encodeURIComponent(listing.slug)}`,
      });
    }
  }
  return true;
}

const toEntry = (row: PriceRow): PriceHistoryEntry => ({
  price_type: row.priceType,
  price: row.price,
  price_min: row.priceMin,
  price_max: row.priceMax,
  currency: row.currencyCode,
  changed_at: row.changedAt.toISOString(),
});

/**
 * GET /listings/{id}/price-history: a public listing's prices, oldest first; empty while its
 * price never changed. A listing that is not public answers 404, as its page does.
 */
export async function priceHistory(deps: Pick<AlertsDeps, 'db'>, listingId: number) {
  const listing = await findListing(deps.db, listingId);
  if (!listing || !isPublicListing(listing) || listing.authorSuspended) throw new AppError('not_found');
  return { data: (await selectPricesOf(deps.db, listingId)).map(toEntry) };
}
