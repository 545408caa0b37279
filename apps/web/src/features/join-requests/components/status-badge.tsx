import type { JoinRequestStatus } from '@portal/contract/join-requests-values';
import { useTranslation } from '../../../lib/use-translation';
import { STATUS_CLASSES, STATUS_LABELS } from '../labels';

/** A request's state as a coloured badge with its word. */
export function JoinStatusBadge({ status }: { status: JoinRequestStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-sm font-semibold ${STATUS_CLASSES[status]}`}
      data-status={status}
    >
      {t(STATUS_LABELS[status])}
    </span>
  );
}
