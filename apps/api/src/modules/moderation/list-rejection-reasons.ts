import type { Locale } from '@portal/contract/locale';
import type { ModerationDeps } from './deps';
import { selectActiveRejectionReasons } from './queries';

/** The active presets in their order, each in the reader's language and in all three. */
export async function listRejectionReasons(deps: ModerationDeps, locale: Locale) {
  const rows = await selectActiveRejectionReasons(deps.db);
  return {
    data: rows.map((r) => {
      const texts = { ar: r.textAr, fr: r.textFr, en: r.textEn };
      return { id: r.id, key: r.key, text: texts[locale], texts, sort: r.sort };
    }),
  };
}
