import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { errorText } from '../../../../lib/error-text';
import { toast } from '../../../../ui/toast-store';
import { useReportAction, type ReportAction, type ReportGroup } from '../api/reports';
import { REPORT_ACTION_LABELS } from '../trust-labels';
import { Button } from '../../../../ui/button';

const ACTIONS = ['dismiss', 'warn', 'unpublish', 'suspend'] as const;
type ActionName = (typeof ACTIONS)[number];

/** What needs a reason: the author reads it (warn, unpublish); a suspension's is optional. */
const REASON: Record<ActionName, 'none' | 'required' | 'optional'> = {
  dismiss: 'none',
  warn: 'required',
  unpublish: 'required',
  suspend: 'optional',
};

function toAction(name: ActionName, reason: string): ReportAction {
  const text = reason.trim();
  if (name === 'warn') return { action: 'warn', body: { reason: text } };
  if (name === 'unpublish') return { action: 'unpublish', body: { reason_text: text } };
  if (name === 'suspend') return { action: 'suspend', body: text ? { reason: text } : {} };
  return { action: 'dismiss' };
}

/**
 * The moderator's decision on a listing's reports: one of four actions (a radio group) and,
 * where it needs one, the reason. Each closes the listing's open reports on the server.
 */
export function ReportActions({ group }: { group: ReportGroup }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useReportAction();
  const [action, setAction] = useState<ActionName>('dismiss');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const need = REASON[action];
  // A moderator cannot suspend staff: the server refuses it, so the choice is not offered.
  const actions = ACTIONS.filter((a) => a !== 'suspend' || group.author.role === 'user');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (need === 'required' && !reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    mutation.mutate(
      { listingId: group.listing.id, action: toAction(action, reason) },
      {
        onSuccess: () => toast.success(t(REPORT_ACTION_LABELS[action].done)),
        onError: (error) => toast.error(errorText(error, t)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="report-actions">
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('admin-trust.reports.action')}
        </legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {actions.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-action`}
                value={name}
                checked={action === name}
                onChange={() => setAction(name)}
              />
              {t(REPORT_ACTION_LABELS[name].label)}
            </label>
          ))}
        </div>
      </fieldset>
      {need !== 'none' ? (
        <div>
          <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-medium text-slate-800">
            {t(need === 'required' ? 'admin-trust.reports.reason' : 'admin-trust.reports.reason_optional')}
          </label>
          <textarea
            id={`${id}-reason`}
            value={reason}
            maxLength={1000}
            rows={2}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={missing || undefined}
            aria-describedby={missing ? `${id}-reason-error` : undefined}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm aria-invalid:border-red-600"
          />
          {missing ? (
            <p id={`${id}-reason-error`} className="mt-1 text-xs text-red-700">
              {t('admin-trust.reports.reason_required')}
            </p>
          ) : null}
        </div>
      ) : null}
      <Button className="text-sm" type="submit" disabled={mutation.isPending}>
        {t('admin-trust.reports.apply')}
      </Button>
    </form>
  );
}
