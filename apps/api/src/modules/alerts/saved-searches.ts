import { savedSearchFiltersSchema, type SavedSearch } from '@portal/contract/alerts';
import {
  DEFAULT_ALERT_FREQUENCY,
  SAVED_SEARCH_LIMITS,
  type AlertFrequency,
} from '@portal/contract/alerts-values';
import type { Locale } from '@portal/contract/locale';
import type { Tx } from '../../db/client';
import { AppError } from '../../platform/errors';
import type { AlertsDeps } from './deps';
import {
  clearDueMatches,
  countSavedSearchesOf,
  deleteSavedSearchRow,
  insertSavedSearch,
  selectSavedSearchesOf,
  updateSavedSearchRow,
} from './queries';
import { catalogNames, toSavedSearch } from './saved-search-view';

/** The member's saved searches, newest first, each with its new matches. */
export async function listSavedSearches(deps: AlertsDeps, userId: number, locale: Locale) {
  const [rows, names] = await Promise.all([selectSavedSearchesOf(deps.db, userId), catalogNames(deps.db)]);
  return { data: rows.map((r) => toSavedSearch(r.search, r.newCount, names, locale)) };
}

async function savedSearchOf(db: Tx, userId: number, id: number, locale: Locale): Promise<SavedSearch> {
  const [row] = await selectSavedSearchesOf(db, userId, id);
  // Another member's saved search answers as if it did not exist.
  if (!row) throw new AppError('not_found');
  return toSavedSearch(row.search, row.newCount, await catalogNames(db), locale);
}

/** The filters kept: the search's own parameters without the empty ones (page and size excluded by the schema). */
function keptQuery(query: Record<string, string>): Record<string, string> {
  savedSearchFiltersSchema.parse(query);
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
}

/**
 * POST /saved-searches: saves the results page's search. Its name is the words searched, or
 * the member's own; its alerts start immediate unless chosen otherwise.
 */
export async function createSavedSearch(
  deps: AlertsDeps,
  userId: number,
  input: { query: Record<string, string>; name?: string | undefined; frequency?: AlertFrequency | undefined },
  locale: Locale,
  defaultName: string,
): Promise<SavedSearch> {
  const query = keptQuery(input.query);
  return deps.db.transaction(async (tx) => {
    if ((await countSavedSearchesOf(tx, userId)) >= SAVED_SEARCH_LIMITS.perUser) {
      throw new AppError('conflict', { messageKey: 'error.saved_searches_full' });
    }
    const name = (input.name ?? query.q?.trim() ?? '').slice(0, SAVED_SEARCH_LIMITS.name.max) || defaultName;
    const row = await insertSavedSearch(tx, {
      userId,
      name,
      query,
      frequency: input.frequency ?? DEFAULT_ALERT_FREQUENCY,
    });
    return savedSearchOf(tx, userId, row.id, locale);
  });
}

/** PATCH /saved-searches/{id}: renames it or changes how often it alerts (off drops waiting alerts). */
export async function updateSavedSearch(
  deps: AlertsDeps,
  userId: number,
  id: number,
  input: { name?: string | undefined; frequency?: AlertFrequency | undefined },
  locale: Locale,
): Promise<SavedSearch> {
  return deps.db.transaction(async (tx) => {
    const values = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
    };
    if (!(await updateSavedSearchRow(tx, userId, id, values))) throw new AppError('not_found');
    if (input.frequency === 'off') await clearDueMatches(tx, id);
    return savedSearchOf(tx, userId, id, locale);
  });
}

/** DELETE /saved-searches/{id}. */
export async function deleteSavedSearch(deps: AlertsDeps, userId: number, id: number): Promise<void> {
  if (!(await deleteSavedSearchRow(deps.db, userId, id))) throw new AppError('not_found');
}

/** POST /saved-searches/{id}/open: the member opens it; its matches so far are no longer new. */
export async function openSavedSearch(
  deps: AlertsDeps,
  userId: number,
  id: number,
  locale: Locale,
): Promise<SavedSearch> {
  return deps.db.transaction(async (tx) => {
    if (!(await updateSavedSearchRow(tx, userId, id, { lastViewedAt: new Date() }))) {
      throw new AppError('not_found');
    }
    return savedSearchOf(tx, userId, id, locale);
  });
}
