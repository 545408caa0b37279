import type { ContactThreadState } from '@portal/contract/contact-values';
import { useTranslation } from '../../../../lib/use-translation';
import { THREAD_STATE_CLASSES, THREAD_STATE_LABELS } from '../contact-labels';

/** A thread's state as a coloured label. */
export function ThreadStateBadge({ state }: { state: ContactThreadState }) {
  const { t } = useTranslation();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${THREAD_STATE_CLASSES[state]}`}>
      {t(THREAD_STATE_LABELS[state])}
    </span>
  );
}
