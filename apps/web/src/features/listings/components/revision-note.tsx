import type { RevisionState } from '@portal/contract/listings';
import { useTranslation } from '../../../lib/use-translation';
import { errorText } from '../../../lib/error-text';
import { useConfirm } from '../../../ui/confirm-dialog';
import { toast } from '../../../ui/toast-store';
import { useDiscardRevision } from '../api/revision';

/** Asks before dropping the owner's edit, then drops it and says so. */
export function useDiscardWithConfirm() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const discard = useDiscardRevision();
  const run = async (id: number, onDone?: () => void) => {
    const ok = await confirm({
      text: t('revisions.edit.discard_confirm'),
      confirmLabel: t('revisions.mine.discard'),
    });
    if (!ok) return;
    try {
      await discard.mutateAsync(id);
      toast.success(t('revisions.mine.discarded'));
      onDone?.();
    } catch (error) {
      toast.error(errorText(error, t));
    }
  };
  return { run, isPending: discard.isPending };
}

/**
 * In the owner's list, beside an approved listing's status: its edit is under review, or was
 * rejected with the moderator's reason (the published version stays online either way).
 */
export function RevisionNote({
  listingId,
  revision,
  describedBy,
}: {
  listingId: number;
  revision: RevisionState;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const discard = useDiscardWithConfirm();
  const rejected = revision.status === 'rejected';
  return (
    <div
      data-testid="revision-note"
      data-status={revision.status}
      className={`rounded-lg px-3 py-2 text-sm ${rejected ? 'bg-red-50 text-red-900' : 'bg-sky-50 text-sky-950'}`}
    >
      {rejected ? (
        <>
          <p>
            <span className="font-semibold">{t('revisions.mine.rejected')}</span>{' '}
            <bdi>{revision.rejection_reason}</bdi>
          </p>
          <p className="mt-1">{t('revisions.mine.rejected_hint')}</p>
        </>
      ) : (
        <p>{t('revisions.mine.pending')}</p>
      )}
      <button
        type="button"
        onClick={() => void discard.run(listingId)}
        disabled={discard.isPending}
        aria-busy={discard.isPending}
        aria-describedby={describedBy}
        className="mt-2 font-semibold underline hover:no-underline disabled:opacity-60"
      >
        {t('revisions.mine.discard')}
      </button>
    </div>
  );
}
