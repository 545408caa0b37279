import type { AdStatus } from '@portal/contract/advertisements-values';
import { useTranslation } from '../../../../lib/use-translation';
import { AD_STATUS_LABELS } from '../admin-ad-labels';

/** Each status's colours; the colour only repeats what the words say. */
const STATUS_CLASS: Record<AdStatus, string> = {
  pending_review: 'border-amber-200 bg-amber-50 text-amber-900',
  rejected: 'border-red-200 bg-red-50 text-red-900',
  waiting_payment: 'border-sky-200 bg-sky-50 text-sky-900',
  scheduled: 'border-brand-100 bg-brand-50 text-brand-900',
  active: 'border-green-200 bg-green-50 text-green-900',
  expired: 'border-slate-200 bg-slate-100 text-slate-700',
  cancelled: 'border-slate-200 bg-slate-100 text-slate-700',
};

export function AdminAdStatusBadge({ status }: { status: AdStatus }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="ad-status"
      data-status={status}
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_CLASS[status]}`}
    >
      {t(AD_STATUS_LABELS[status])}
    </span>
  );
}
