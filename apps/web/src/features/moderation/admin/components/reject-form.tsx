import type { RejectBody } from '@portal/contract/moderation';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useRejectionReasons } from '../api/rejection-reasons';
import { Button } from '../../../../ui/button';

/**
 * The reason of a rejection: a preset from the API and/or free text; one of them is needed
 * (the contract's rule, checked here before sending so the reviewer is told at once).
 */
export function RejectForm({
  onSubmit,
  onCancel,
  submitLabel,
  busy,
  autoFocus,
}: {
  onSubmit: (reason: RejectBody) => void;
  onCancel?: () => void;
  submitLabel: string;
  busy: boolean;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const reasons = useRejectionReasons();
  const [reasonId, setReasonId] = useState('');
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason: RejectBody = {};
    if (reasonId) reason.reason_id = Number(reasonId);
    if (text.trim()) reason.reason_text = text.trim();
    if (reason.reason_id === undefined && reason.reason_text === undefined) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(reason);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="reject-form">
      <div>
        <label htmlFor={`${id}-preset`} className="mb-1 block text-sm font-medium text-slate-800">
          {t('admin.reject.preset')}
        </label>
        <select
          id={`${id}-preset`}
          value={reasonId}
          onChange={(e) => setReasonId(e.target.value)}
          autoFocus={autoFocus}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : undefined}
          className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
        >
          <option value="">{reasons.isPending ? t('common.loading') : t('admin.reject.no_preset')}</option>
          {reasons.data?.map((reason) => (
            <option key={reason.id} value={reason.id}>
              {reason.text}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-text`} className="mb-1 block text-sm font-medium text-slate-800">
          {t('admin.reject.text')}
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          maxLength={1000}
          rows={3}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={missing || undefined}
          aria-describedby={missing ? `${id}-error` : `${id}-hint`}
          className="w-full rounded-lg border border-slate-300 px-3 py-2"
        />
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {t('admin.reject.hint')}
        </p>
      </div>
      {missing ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {t('admin.reject.required')}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <Button
            variant="secondary"

            onClick={onCancel}
          >
            {t('ui.confirm.cancel')}
          </Button>
        ) : null}
        <Button variant="danger" type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
