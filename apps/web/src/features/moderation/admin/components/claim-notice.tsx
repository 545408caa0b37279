import { isolate } from '@portal/contract/bidi';
import { useTranslation } from '../../../../lib/use-translation';
import { formatDate } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';

/** Another moderator's claim: who holds the item and until when (then it is free again). */
export function ClaimNotice({
  claim,
  compact,
}: {
  claim: { by: { name: string }; until: string };
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = t('admin.claim.held', {
    name: isolate(claim.by.name),
    until: formatDate(locale, claim.until, { timeStyle: 'short' }),
  });
  if (compact) {
    return (
      <p
        className="inline-block rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900"
        data-testid="claim"
      >
        {text}
      </p>
    );
  }
  return (
    <div
      role="note"
      data-testid="claim"
      className="rounded-2xl border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
    >
      <p className="font-semibold">{text}</p>
      <p>{t('admin.claim.read_only')}</p>
    </div>
  );
}

/**
 * The claim when another moderator holds it, else null: the reviewer's own claim (taken when
 * they opened the item) never locks them out, whether or not the API leaves it out.
 */
export function othersClaim<T extends { by: { id: number } }>(
  claim: T | null,
  userId: number | undefined,
): T | null {
  return claim && claim.by.id !== userId ? claim : null;
}
