import type { FlagKind } from '@portal/contract/moderation';
import { BURST_MAX, BURST_MINUTES, NEAR_DUPLICATE_SIMILARITY } from '@portal/contract/trust';
import { normalizeText, stemArabic } from '../../platform/search/normalize';
import type { Tx } from '../../db/client';
import {
  countCreatedBetween,
  deleteLiveFlags,
  findNearDuplicate,
  insertFlags,
  selectBannedWords,
  type BannedWordRow,
} from './queries';

export interface SubmittedListing {
  id: number;
  userId: number;
  title: string;
  description: string;
}

/**
 * The banned words found in a text, compared in their folded forms (platform/search/normalize.ts)
 * as whole words or phrases; a single Arabic word also matches with a prefix or suffix
 * (الكلمة, كلماتهم) through its light stem. Words of every language are checked: a listing
 * may mix them.
 */
export function bannedWordsIn(text: string, words: Pick<BannedWordRow, 'word'>[]): string[] {
  const folded = normalizeText(text);
  const tokens = new Set(folded.split(' '));
  const stems = new Set([...tokens].map(stemArabic));
  const found: string[] = [];
  for (const { word } of words) {
    const target = normalizeText(word);
    if (!target) continue;
    const hit = target.includes(' ')
      ? ` ${folded} `.includes(` ${target} `)
      : tokens.has(target) || stems.has(stemArabic(target));
    if (hit) found.push(word);
  }
  return found;
}

/**
 * The automatic flags of a listing just submitted or edited: banned words, a
 * near-duplicate of another listing by the same author, too many posts in a short time. Run
 * in the submission's transaction; the listing's earlier live flags give way to this result.
 * `at` evaluates as of an earlier time (demo content submitted in the past); by default, now.
 */
export async function flagListing(tx: Tx, listing: SubmittedListing, at?: Date): Promise<void> {
  const now = at ?? new Date();
  // One after the other: a transaction's client runs one query at a time.
  const words = await selectBannedWords(tx);
  const duplicate = await findNearDuplicate(tx, listing, NEAR_DUPLICATE_SIMILARITY);
  const since = new Date(now.getTime() - BURST_MINUTES * 60_000);
  const recent = await countCreatedBetween(tx, listing.userId, since, at);
  const flags: { kind: FlagKind; detail: string }[] = bannedWordsIn(
    `${listing.title} ${listing.description}`,
    words,
  ).map((word) => ({ kind: 'banned_word', detail: word }));
  if (duplicate) flags.push({ kind: 'near_duplicate', detail: String(duplicate.id) });
  if (recent > BURST_MAX) flags.push({ kind: 'burst', detail: String(recent) });
  await deleteLiveFlags(tx, listing.id);
  await insertFlags(
    tx,
    flags.map((f) => ({ ...f, listingId: listing.id, createdAt: now })),
  );
}
