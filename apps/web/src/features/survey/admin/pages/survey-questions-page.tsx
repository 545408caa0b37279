import { pathFor } from '@portal/contract/routes';
import { LOCALES, type Locale } from '@portal/contract/locale';
import {
  surveyQuestionCreateBodySchema,
  surveyQuestionUpdateBodySchema,
  type AdminSurveyQuestion,
} from '@portal/contract/survey';
import { isChoiceType, SURVEY_QUESTION_TYPES, type SurveyQuestionType } from '@portal/contract/survey-values';
import { fieldErrorsFromIssues } from '@portal/contract/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { Link } from '../../../../ui/link';
import { PageLoading } from '../../../../app/route-page';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { errorText } from '../../../../lib/error-text';
import { formatNumber } from '../../../../lib/format';
import { HttpError } from '../../../../lib/http';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { useConfirm } from '../../../../ui/confirm-dialog';
import { FormAlert, FormField, SelectField } from '../../../../ui/form-field';
import { LoadError } from '../../../../ui/load-error';
import { Modal } from '../../../../ui/modal';
import { toast } from '../../../../ui/toast-store';
import { UserText } from '../../../../ui/user-text';
import { useCurrentUser } from '../../../auth/api';
import { createSurveyQuestion } from '../api/create-question';
import { deleteSurveyQuestion } from '../api/delete-question';
import { reorderSurveyQuestions } from '../api/reorder-questions';
import { surveyQuestionsKey, useSurveyQuestions } from '../api/survey-questions';
import { updateSurveyQuestion } from '../api/update-question';
import { surveyResultsKey } from '../api/survey-results';
import { QUESTION_TYPE_LABELS } from '../survey-labels';

type Localized = Record<Locale, string>;
interface Draft {
  key: string;
  type: SurveyQuestionType;
  required: boolean;
  active: boolean;
  text: Localized;
  options: { value: string; label: Localized }[];
}

const EMPTY_TEXT: Localized = { ar: '', fr: '', en: '' };
const EMPTY: Draft = {
  key: '',
  type: 'single_choice',
  required: false,
  active: true,
  text: EMPTY_TEXT,
  options: [],
};

const LANGUAGE_NAMES: Record<Locale, string> = {
  ar: 'admin-survey.language.ar',
  fr: 'admin-survey.language.fr',
  en: 'admin-survey.language.en',
};

/** A question's form: its key (new ones only), kind, flags, wording and options in each language. */
function QuestionForm({ question, onClose }: { question: AdminSurveyQuestion | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(
    question
      ? {
          key: question.key,
          type: question.type,
          required: question.required,
          active: question.active,
          text: question.text,
          options: question.options,
        }
      : EMPTY,
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string>();
  const [pending, setPending] = useState(false);
  const choice = isChoiceType(draft.type);
  const errorOf = (path: string) => errors[path]?.[0];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const { key, ...fields } = draft;
    const body = { ...fields, options: choice ? fields.options : [] };
    // The contract's own rules first, in the page's language, as the API would answer them.
    const checked = question
      ? surveyQuestionUpdateBodySchema.safeParse(body, { reportInput: true })
      : surveyQuestionCreateBodySchema.safeParse({ key, ...body }, { reportInput: true });
    if (!checked.success) {
      setErrors(fieldErrorsFromIssues(locale, checked.error.issues));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      if (question) await updateSurveyQuestion(question.id, body);
      else await createSurveyQuestion({ key, ...body });
      toast.success(t('admin-survey.questions.saved'));
      await queryClient.invalidateQueries({ queryKey: surveyQuestionsKey });
      await queryClient.invalidateQueries({ queryKey: surveyResultsKey });
      onClose();
    } catch (error) {
      if (error instanceof HttpError) setErrors(error.fieldErrors);
      setFormError(errorText(error, t));
    } finally {
      setPending(false);
    }
  };

  const setText = (lang: Locale, value: string) =>
    setDraft((d) => ({ ...d, text: { ...d.text, [lang]: value } }));
  const setOption = (index: number, change: Partial<Draft['options'][number]>) =>
    setDraft((d) => ({ ...d, options: d.options.map((o, i) => (i === index ? { ...o, ...change } : o)) }));

  return (
    <Modal
      title={question ? t('admin-survey.questions.edit_title') : t('admin-survey.questions.new_title')}
      onClose={onClose}
      width="lg"
      testId="survey-question-form"
    >
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <FormAlert message={formError} />
        {question ? null : (
          <FormField
            label={t('admin-survey.questions.key')}
            hint={t('admin-survey.questions.key_hint')}
            error={errorOf('key')}
            inputProps={{
              value: draft.key,
              dir: 'ltr',
              onChange: (e) => setDraft((d) => ({ ...d, key: e.target.value })),
              'data-testid': 'survey-question-key',
            }}
          />
        )}
        <SelectField
          label={t('admin-survey.questions.type')}
          error={errorOf('type')}
          options={SURVEY_QUESTION_TYPES.map((type) => ({
            value: type,
            label: t(QUESTION_TYPE_LABELS[type]),
          }))}
          selectProps={{
            value: draft.type,
            onChange: (e) => setDraft((d) => ({ ...d, type: e.target.value as SurveyQuestionType })),
            'data-testid': 'survey-question-type',
          }}
        />
        <div className="flex flex-wrap gap-6">
          {(
            [
              ['required', 'admin-survey.questions.required'],
              ['active', 'admin-survey.questions.active'],
            ] as const
          ).map(([flag, label]) => (
            <label key={flag} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={draft[flag]}
                onChange={(e) => setDraft((d) => ({ ...d, [flag]: e.target.checked }))}
                className="size-4"
              />
              {t(label)}
            </label>
          ))}
        </div>
        {LOCALES.map((lang) => (
          <div key={lang} lang={lang} dir={lang === 'ar' ? 'rtl' : 'ltr'}>
            <FormField
              label={t('admin-survey.questions.text_in', { language: t(LANGUAGE_NAMES[lang]) })}
              error={errorOf(`text.${lang}`)}
              inputProps={{
                value: draft.text[lang],
                onChange: (e) => setText(lang, e.target.value),
                'data-testid': `survey-question-text-${lang}`,
              }}
            />
          </div>
        ))}
        {choice ? (
          <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
            <legend className="px-1 text-sm font-semibold">{t('admin-survey.questions.options')}</legend>
            {errorOf('options') ? <p className="text-sm text-red-700">{errorOf('options')}</p> : null}
            {draft.options.map((option, index) => (
              <div key={index} className="grid gap-2 border-b border-slate-100 pb-3 sm:grid-cols-4">
                <FormField
                  label={t('admin-survey.questions.option_value')}
                  error={errorOf(`options.${index}.value`)}
                  inputProps={{
                    value: option.value,
                    dir: 'ltr',
                    onChange: (e) => setOption(index, { value: e.target.value }),
                    'data-testid': `survey-option-value-${index}`,
                  }}
                />
                {LOCALES.map((lang) => (
                  <FormField
                    key={lang}
                    label={t('admin-survey.questions.option_label', { language: t(LANGUAGE_NAMES[lang]) })}
                    error={errorOf(`options.${index}.label.${lang}`)}
                    inputProps={{
                      value: option.label[lang],
                      lang,
                      dir: lang === 'ar' ? 'rtl' : 'ltr',
                      onChange: (e) =>
                        setOption(index, { label: { ...option.label, [lang]: e.target.value } }),
                      'data-testid': `survey-option-${lang}-${index}`,
                    }}
                  />
                ))}
                <div className="sm:col-span-4">
                  <Button
                    size="sm"
                    variant="link"
                    onClick={() =>
                      setDraft((d) => ({ ...d, options: d.options.filter((_, i) => i !== index) }))
                    }
                  >
                    {t('admin-survey.questions.remove_option')}
                  </Button>
                </div>
              </div>
            ))}
            <div>
              <Button
                size="sm"
                variant="secondary"
                onClick={() =>
                  setDraft((d) => ({ ...d, options: [...d.options, { value: '', label: EMPTY_TEXT }] }))
                }
                data-testid="survey-add-option"
              >
                {t('admin-survey.questions.add_option')}
              </Button>
            </div>
          </fieldset>
        ) : null}
        <div className="flex gap-3">
          <Button type="submit" busy={pending} data-testid="survey-question-save">
            {t('admin-survey.questions.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('admin-survey.questions.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** /admin/survey/questions: the questions in order; admins add, edit, reorder, deactivate and delete. */
export default function SurveyQuestionsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const isAdmin = useCurrentUser()?.role === 'admin';
  const questions = useSurveyQuestions();
  const [editing, setEditing] = useState<AdminSurveyQuestion | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: surveyQuestionsKey });
    await queryClient.invalidateQueries({ queryKey: surveyResultsKey });
  };
  const act = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    try {
      await action();
      if (done) toast.success(done);
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const move = (list: AdminSurveyQuestion[], index: number, by: -1 | 1) => {
    const ids = list.map((q) => q.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void act(() => reorderSurveyQuestions(ids));
  };
  const toggle = (q: AdminSurveyQuestion) =>
    void act(() =>
      updateSurveyQuestion(q.id, {
        type: q.type,
        required: q.required,
        active: !q.active,
        text: q.text,
        options: q.options,
      }),
    );
  const remove = async (q: AdminSurveyQuestion) => {
    const confirmed = await confirm({
      title: t('admin-survey.questions.delete_title'),
      text:
        q.answers > 0 ? t('admin-survey.questions.delete_answered') : t('admin-survey.questions.delete_text'),
      confirmLabel: t('admin-survey.questions.delete'),
    });
    if (!confirmed) return;
    await act(async () => {
      const result = await deleteSurveyQuestion(q.id);
      toast.success(
        result.deleted ? t('admin-survey.questions.deleted') : t('admin-survey.questions.deactivated'),
      );
    });
  };

  return (
    <BackOfficeLayout>
      <div className="flex flex-col gap-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t('routes.admin-survey-questions.title')}</h1>
          <div className="flex items-center gap-4">
            <Link to={pathFor('admin-survey')} className="text-sm font-semibold text-sky-800 underline">
              {t('routes.admin-survey.title')}
            </Link>
            {isAdmin ? (
              <Button onClick={() => setEditing(null)} data-testid="survey-question-new">
                {t('admin-survey.questions.new')}
              </Button>
            ) : null}
          </div>
        </header>
        {questions.isPending ? (
          <PageLoading />
        ) : questions.isError ? (
          <LoadError error={questions.error} onRetry={() => void questions.refetch()} />
        ) : (
          <ol className="flex flex-col gap-2" data-testid="survey-questions">
            {questions.data.data.map((q, index, list) => (
              <li
                key={q.id}
                className={`flex flex-wrap items-center gap-3 rounded-lg border p-3 ${q.active ? 'border-slate-200 bg-white' : 'border-dashed border-slate-300 bg-slate-50'}`}
              >
                <div className="min-w-0 flex-1">
                  <UserText as="p" className="font-medium">
                    {q.text[locale]}
                  </UserText>
                  <p className="text-xs text-slate-600">
                    <bdi dir="ltr">{q.key}</bdi> · {t(QUESTION_TYPE_LABELS[q.type])}
                    {q.required ? ` · ${t('admin-survey.questions.required')}` : ''}
                    {q.active ? '' : ` · ${t('admin-survey.questions.inactive')}`}
                    {q.built_in ? ` · ${t('admin-survey.questions.built_in')}` : ''} ·{' '}
                    {t('admin-survey.questions.answers', { formatted: formatNumber(locale, q.answers) })}
                  </p>
                </div>
                {isAdmin ? (
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy || index === 0}
                      onClick={() => move(list, index, -1)}
                      aria-label={t('admin-survey.questions.move_up', { question: q.key })}
                    >
                      ↑
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy || index === list.length - 1}
                      onClick={() => move(list, index, 1)}
                      aria-label={t('admin-survey.questions.move_down', { question: q.key })}
                    >
                      ↓
                    </Button>
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => setEditing(q)}>
                      {t('admin-survey.questions.edit')}
                    </Button>
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => toggle(q)}>
                      {q.active
                        ? t('admin-survey.questions.deactivate')
                        : t('admin-survey.questions.activate')}
                    </Button>
                    {q.built_in ? null : (
                      <Button size="sm" variant="danger" disabled={busy} onClick={() => void remove(q)}>
                        {t('admin-survey.questions.delete')}
                      </Button>
                    )}
                  </div>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {editing !== undefined ? (
          <QuestionForm question={editing} onClose={() => setEditing(undefined)} />
        ) : null}
      </div>
    </BackOfficeLayout>
  );
}
