import type { ListingStatus } from '@portal/contract/listings';
import { useTranslation } from '../../../lib/use-translation';
import { STATUS_LABELS } from '../../../lib/listing-labels';

const TONES: Record<ListingStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  approved: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  expired: 'bg-slate-200 text-slate-800',
  waiting_payment: 'bg-sky-100 text-sky-900',
};

/** The label of each listing status: Pending, Approved, Rejected, Expired, Waiting for payment. */
export function ListingStatusBadge({ status }: { status: ListingStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="listing-status"
      data-status={status}
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}
    >
      {t(STATUS_LABELS[status])}
    </span>
  );
}
