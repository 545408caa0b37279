import type { ContentState } from '@portal/contract/content-values';
import { useTranslation } from '../../../../lib/use-translation';
import { stateLabel } from '../content-labels';

const COLOURS: Record<ContentState, string> = {
  draft: 'bg-slate-100 text-slate-800',
  scheduled: 'bg-amber-100 text-amber-900',
  published: 'bg-green-100 text-green-900',
};

/** An item's state, as staff read it: draft, scheduled or published. */
export function ContentStateBadge({ state }: { state: ContentState }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${COLOURS[state]}`}>
      {t(stateLabel(state))}
    </span>
  );
}
