import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { errorText } from '../../../../lib/error-text';
import { toast } from '../../../../ui/toast-store';
import { UserText } from '../../../../ui/user-text';
import { useReportAction, type ReportAction, type ReportsQueueItem, type ReportTarget } from '../api/reports';
import { REPORT_ACTION_LABELS } from '../trust-labels';
import { Button } from '../../../../ui/button';

const ACTIONS = ['dismiss', 'warn', 'unpublish', 'suspend'] as const;
type ActionName = (typeof ACTIONS)[number];

/** What needs a reason: the person reads it (warn, unpublish); a suspension's is optional. */
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

interface Person {
  id: number;
  name: string;
  username: string;
  /** A moderator cannot suspend staff, nor anyone a deleted account: the server refuses it. */
  suspendable: boolean;
}

/** Whom the actions are about: a listing's author; either person of a conversation. */
function peopleOf(item: ReportsQueueItem): Person[] {
  const people = item.kind === 'listing' ? [{ ...item.author, deleted: false }] : item.people;
  return people.map((p) => ({
    id: p.id,
    name: p.name,
    username: p.username,
    suspendable: p.role === 'user' && !p.deleted,
  }));
}

/**
 * The moderator's decision on an item of the reports queue: one of its actions (a radio
 * group) — for a listing dismiss, warn or suspend the author, unpublish; for a conversation
 * dismiss, warn or suspend one of its two people (chosen here) — and, where it needs one, the
 * reason. Each closes the item's open reports on the server and tells the reporters.
 */
export function ReportActions({ item }: { item: ReportsQueueItem }) {
  const { t } = useTranslation();
  const id = useId();
  const mutation = useReportAction();
  const [action, setAction] = useState<ActionName>('dismiss');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const people = peopleOf(item);
  const [personId, setPersonId] = useState(people[0]?.id ?? 0);
  const need = REASON[action];
  const conversation = item.kind === 'conversation';
  const actions = ACTIONS.filter(
    (a) => (a !== 'unpublish' || !conversation) && (a !== 'suspend' || people.some((p) => p.suspendable)),
  );
  // Whom a warning or a suspension is about: a conversation's person is chosen.
  const choosable = conversation && (action === 'warn' || action === 'suspend');
  const candidates = people.filter((p) => action !== 'suspend' || p.suspendable);
  const chosen = candidates.find((p) => p.id === personId) ?? candidates[0];
  const labels = conversation ? REPORT_ACTION_LABELS.conversation : REPORT_ACTION_LABELS.listing;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (need === 'required' && !reason.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const target: ReportTarget =
      item.kind === 'listing'
        ? { kind: 'listing', id: item.listing.id }
        : { kind: 'conversation', id: item.conversation_id, userId: chosen?.id ?? 0 };
    mutation.mutate(
      { target, action: toAction(action, reason) },
      {
        onSuccess: () => toast.success(t(labels[action].done)),
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
              {t(labels[name].label)}
            </label>
          ))}
        </div>
      </fieldset>
      {choosable ? (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold text-slate-800">
            {t('admin-trust.reports.person')}
          </legend>
          <div className="flex flex-wrap gap-x-4 gap-y-1">
            {candidates.map((p) => (
              <label key={p.id} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${id}-person`}
                  value={p.id}
                  checked={chosen?.id === p.id}
                  onChange={() => setPersonId(p.id)}
                />
                <UserText>{p.name || p.username}</UserText>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
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
            dir="auto"
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
