import { directionOf, LOCALES } from '@portal/contract/locale';
import {
  rejectionReasonCreateBodySchema,
  type AdminRejectionReason,
  type RejectionReasonCreateBody,
} from '@portal/contract/settings-admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../../lib/use-translation';
import { errorText } from '../../../../lib/error-text';
import { submitErrorText } from '../../../../lib/form';
import { contractResolver } from '../../../../lib/form';
import { useLocale } from '../../../../lib/use-locale';
import { useConfirm } from '../../../../ui/confirm-dialog';
import { FormAlert, TextAreaField } from '../../../../ui/form-field';
import { toast } from '../../../../ui/toast-store';
import { useAdminRejectionReasons, useReasonChange, type ReasonChange } from '../api/rejection-reasons';
import { ActiveField, FormButtons } from '../../../../back-office/components/form-buttons';
import { QueryView } from '../../../../back-office/components/query-view';
import { RefusalAlert } from '../../../../back-office/components/refusal-alert';
import { focusFirst, movedIds, RowButton, StateBadge } from '../../../../back-office/components/row-parts';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { Modal } from '../../../../ui/modal';
import { Button } from '../../../../ui/button';

const LANGUAGE_LABELS = {
  ar: 'admin-settings.language.ar',
  fr: 'admin-settings.language.fr',
  en: 'admin-settings.language.en',
} as const;

const FIELDS = ['texts.ar', 'texts.fr', 'texts.en', 'is_active'];

/** Adds a preset or edits one: its text in each language (typed in that language's direction), active. */
function ReasonForm({ reason, onDone }: { reason: AdminRejectionReason | null; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const change = useReasonChange();
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RejectionReasonCreateBody, unknown, RejectionReasonCreateBody>({
    resolver: contractResolver(rejectionReasonCreateBodySchema, locale),
    defaultValues: {
      texts: reason?.texts ?? { ar: '', fr: '', en: '' },
      is_active: reason?.is_active ?? true,
    },
  });
  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      await change.mutateAsync(reason ? { kind: 'update', id: reason.id, body } : { kind: 'create', body });
      toast.success(t(reason ? 'admin-settings.reasons.saved' : 'admin-settings.reasons.added'));
      onDone();
    } catch (error) {
      setFormError(submitErrorText(error, setError, FIELDS, t));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" data-testid="reason-form">
      <FormAlert message={formError} />
      {LOCALES.map((lang) => (
        <TextAreaField
          key={lang}
          label={t(LANGUAGE_LABELS[lang])}
          error={errors.texts?.[lang]?.message}
          textareaProps={{
            ...register(`texts.${lang}`),
            lang,
            dir: directionOf(lang),
            rows: 3,
            maxLength: 500,
            'data-testid': `reason-text-${lang}`,
          }}
        />
      ))}
      <ActiveField registration={register('is_active')} hint={t('admin-settings.reasons.active_hint')} />
      <FormButtons isNew={reason === null} pending={isSubmitting} onCancel={onDone} />
    </form>
  );
}

const buttonId = (id: number, action: string) => `reason-${id}-${action}`;

/**
 * /admin/rejection-reasons (admins): the presets a moderator picks when rejecting a listing,
 * in the reject dialog's order. Add, edit the three texts, move up or down, switch off (it
 * leaves the dialog), delete (listings rejected with it keep their text).
 */
export default function RejectionReasonsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const reasons = useAdminRejectionReasons();
  const change = useReasonChange();
  const confirm = useConfirm();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [form, setForm] = useState<{ reason: AdminRejectionReason | null } | null>(null);

  const run = async (request: ReasonChange, done: string, focus: string[] = []) => {
    setRefusal(null);
    try {
      await change.mutateAsync(request);
      toast.success(t(done));
      focusFirst(focus);
    } catch (error) {
      setRefusal(errorText(error, t));
    }
  };
  const remove = async (reason: AdminRejectionReason) => {
    const confirmed = await confirm({
      title: t('admin-settings.reasons.delete_title'),
      text: t('admin-settings.reasons.delete_text', { text: reason.texts[locale] }),
      confirmLabel: t('admin-settings.delete'),
    });
    if (confirmed) await run({ kind: 'delete', id: reason.id }, 'admin-settings.reasons.deleted');
  };

  return (
    <BackOfficeLayout>
      <div className="space-y-4">
        <h1 className="text-2xl font-bold">{t('routes.admin-rejection-reasons.title')}</h1>
        <p className="text-slate-600">{t('routes.admin-rejection-reasons.description')}</p>
        <Button onClick={() => setForm({ reason: null })}>{t('admin-settings.reasons.add')}</Button>
        <RefusalAlert message={refusal} onDismiss={() => setRefusal(null)} />
        <QueryView query={reasons}>
          {(data) => (
            <ol className="space-y-2" data-testid="reasons">
              {data.map((reason, index) => {
                const who = <span className="sr-only"> {reason.texts[locale]}</span>;
                return (
                  <li
                    key={reason.id}
                    data-testid="reason-row"
                    className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4"
                  >
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">
                        {reason.texts[locale]}
                        <StateBadge active={reason.is_active} />
                      </p>
                      <ul className="mt-1 space-y-0.5 text-xs text-slate-600">
                        {LOCALES.filter((l) => l !== locale).map((l) => (
                          <li key={l} lang={l} dir={directionOf(l)}>
                            {reason.texts[l]}
                          </li>
                        ))}
                      </ul>
                    </div>
                    <div className="flex flex-wrap gap-1">
                      <RowButton
                        id={buttonId(reason.id, 'up')}
                        disabled={index === 0}
                        onClick={() =>
                          void run(
                            { kind: 'order', ids: movedIds(data, index, -1) },
                            'admin-settings.reasons.moved',
                            [buttonId(reason.id, 'up'), buttonId(reason.id, 'down')],
                          )
                        }
                      >
                        {t('admin-settings.move_up')}
                        {who}
                      </RowButton>
                      <RowButton
                        id={buttonId(reason.id, 'down')}
                        disabled={index === data.length - 1}
                        onClick={() =>
                          void run(
                            { kind: 'order', ids: movedIds(data, index, 1) },
                            'admin-settings.reasons.moved',
                            [buttonId(reason.id, 'down'), buttonId(reason.id, 'up')],
                          )
                        }
                      >
                        {t('admin-settings.move_down')}
                        {who}
                      </RowButton>
                      <RowButton onClick={() => setForm({ reason })}>
                        {t('admin-settings.edit')}
                        {who}
                      </RowButton>
                      <RowButton
                        id={buttonId(reason.id, 'active')}
                        onClick={() =>
                          void run(
                            { kind: 'update', id: reason.id, body: { is_active: !reason.is_active } },
                            reason.is_active
                              ? 'admin-settings.reasons.deactivated'
                              : 'admin-settings.reasons.activated',
                            [buttonId(reason.id, 'active')],
                          )
                        }
                      >
                        {t(reason.is_active ? 'admin-settings.deactivate' : 'admin-settings.activate')}
                        {who}
                      </RowButton>
                      <RowButton danger onClick={() => void remove(reason)}>
                        {t('admin-settings.delete')}
                        {who}
                      </RowButton>
                    </div>
                  </li>
                );
              })}
            </ol>
          )}
        </QueryView>
      </div>
      {form ? (
        <Modal
          title={t(form.reason ? 'admin-settings.reasons.edit_title' : 'admin-settings.reasons.add')}
          onClose={() => setForm(null)}
          testId="reason-dialog"
        >
          <ReasonForm reason={form.reason} onDone={() => setForm(null)} />
        </Modal>
      ) : null}
    </BackOfficeLayout>
  );
}
