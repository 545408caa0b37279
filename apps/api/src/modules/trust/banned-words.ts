import type { BannedWord, BannedWordBody } from '@portal/contract/trust';
import type { Locale } from '@portal/contract/locale';
import { AppError } from '../../platform/errors';
import { insertAuditEntry } from '../../platform/audit';
import type { TrustDeps } from './deps';
import { deleteBannedWord, insertBannedWord, selectBannedWords, type BannedWordRow } from './queries';

function toBannedWord(row: BannedWordRow): BannedWord {
  return {
    id: row.id,
    locale: row.locale as Locale,
    word: row.word,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET /admin/banned-words: every word, or one language's, alphabetically. */
export async function listBannedWords(deps: TrustDeps, locale: Locale | undefined) {
  return { data: (await selectBannedWords(deps.db, locale)).map(toBannedWord) };
}

/** POST /admin/banned-words: a word added to a language's list (409 if it is there already). */
export async function addBannedWord(deps: TrustDeps, actorId: number, input: BannedWordBody) {
  const word = input.word.trim().replace(/\s+/g, ' ');
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertBannedWord(tx, input.locale, word);
    if (!inserted) throw new AppError('conflict', { messageKey: 'error.banned_word_exists' });
    await insertAuditEntry(tx, {
      actorId,
      action: 'banned_word.add',
      subjectType: 'banned_word',
      subjectId: inserted.id,
      after: { locale: inserted.locale, word: inserted.word },
    });
    return inserted;
  });
  return toBannedWord(row);
}

/** DELETE /admin/banned-words/:id. Flags it raised stay: they record why a listing was flagged. */
export async function removeBannedWord(deps: TrustDeps, actorId: number, id: number) {
  await deps.db.transaction(async (tx) => {
    const removed = await deleteBannedWord(tx, id);
    if (!removed) throw new AppError('not_found');
    await insertAuditEntry(tx, {
      actorId,
      action: 'banned_word.remove',
      subjectType: 'banned_word',
      subjectId: id,
      before: { locale: removed.locale, word: removed.word },
    });
  });
}
