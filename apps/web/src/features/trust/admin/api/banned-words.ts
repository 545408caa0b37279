import type { Locale } from '@portal/contract/locale';
import { trustEndpoints } from '@portal/contract/endpoints/trust';
import type { BannedWord, BannedWordBody } from '@portal/contract/trust';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/call';
import { normalizeSearchText } from '../../../../ui/search-text';
import { AUDIT_LOG_KEY } from '../../../moderation/admin/api/audit-log';

const WORDS_KEY = ['admin', 'banned-words'] as const;

/** GET /admin/banned-words?locale= (admins): one language's list, alphabetically. */
export function useBannedWords(locale: Locale) {
  return useQuery({
    queryKey: [...WORDS_KEY, locale],
    queryFn: ({ signal }) =>
      call(trustEndpoints.bannedWords, { query: { locale }, signal }).then((r) => r.data),
  });
}

/** POST /admin/banned-words and DELETE /admin/banned-words/{id}; the lists and the audit log follow. */
export function useBannedWordChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { add: BannedWordBody } | { remove: number }) =>
      'add' in change
        ? call(trustEndpoints.addBannedWord, { body: change.add })
        : call(trustEndpoints.removeBannedWord, { params: { id: change.remove } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: WORDS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}

/** The words of a list that contain what is typed in the search (case, accents and Arabic letter forms folded). */
export function filterWords(words: readonly BannedWord[], query: string): BannedWord[] {
  const wanted = normalizeSearchText(query.trim());
  return wanted ? words.filter((w) => normalizeSearchText(w.word).includes(wanted)) : [...words];
}
