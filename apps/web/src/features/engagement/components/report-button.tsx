import type { ListingDetail } from '@portal/contract/listings';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useViewerState } from '../api/viewer-state';
import { useLoginFirst } from '../use-login-first';
import { FlagIcon } from './icons';
import { Button } from '../../../ui/button';

/**
 * The dialog, its form and its schema load when a reader opens it: a detail page's first
 * load carries no form library and no zod (Lighthouse budget, docs/performance.md).
 */
const ReportDialog = lazy(() =>
  import('./report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/** Opens the report dialog (signed-in readers; a visitor logs in first). Not on one's own listing. */
export function ReportButton({ listing }: { listing: ListingDetail }) {
  const { t } = useTranslation();
  const loginFirst = useLoginFirst();
  const state = useViewerState(listing.id);
  const [open, setOpen] = useState(false);
  if (listing.is_owner) return null;
  const reported = state.data?.reported ?? false;
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        className="inline-flex items-center gap-2"

        aria-haspopup="dialog"
        onClick={() => loginFirst(() => setOpen(true))}
        data-testid="report-button"
      >
        <FlagIcon />
        {reported ? t('engagement.report.reported') : t('engagement.report.action')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog listingId={listing.id} alreadyReported={reported} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
