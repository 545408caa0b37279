import type { SurveyForm, SurveyFormQuestion } from '@portal/contract/survey';
import { surveyFormSchema } from '@portal/contract/survey';
import { SURVEY_COOKIE } from '@portal/contract/survey-values';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useForm, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../../lib/use-translation';
import { PageLoading } from '../../../app/route-page';
import { getCookie } from '../../../lib/cookies';
import { contractResolver, submitErrorText } from '../../../lib/form';
import { HttpError } from '../../../lib/http';
import { captchaSiteKey } from '../../../lib/runtime-config';
import { useLocale } from '../../../lib/use-locale';
import { Captcha } from '../../../ui/captcha';
import { FormAlert, SubmitButton } from '../../../ui/form-field';
import { LoadError } from '../../../ui/load-error';
import { answerSurvey } from '../api/answer-survey';
import { useSurvey } from '../api/get-survey';
import { QuestionField } from '../components/question-field';

type Values = { answers: Record<string, string | string[] | false>; captcha_token?: string };

/**
 * What the form's inputs become for the schema: a rating's text its number; an empty text or
 * no choice left out (an optional question unanswered).
 */
function toBody(questions: readonly SurveyFormQuestion[]) {
  return (values: Values): FieldValues => {
    const answers: Record<string, unknown> = {};
    for (const question of questions) {
      const value = values.answers[question.key];
      if (
        value === undefined ||
        value === false ||
        value === '' ||
        (Array.isArray(value) && value.length === 0)
      )
        continue;
      if (question.type === 'rating') answers[question.key] = Number(value);
      else if (question.type === 'multi_choice') answers[question.key] = [value].flat();
      else
        answers[question.key] =
          typeof value === 'string' && question.type.endsWith('_text') ? value.trim() : value;
    }
    return values.captcha_token ? { answers, captcha_token: values.captcha_token } : { answers };
  };
}

/** Whether this browser carries the cookie of an earlier answer (read once the page is in the browser). */
const noSubscription = () => () => undefined;

function useAnsweredHere(): boolean {
  // The server draws the form (it reads no cookie of the page's); the browser then knows.
  return useSyncExternalStore(
    noSubscription,
    () => getCookie(SURVEY_COOKIE) !== undefined,
    () => false,
  );
}

function Notice({ title, body, testId }: { title: string; body?: string; testId: string }) {
  return (
    <div
      role="status"
      className="rounded-2xl border border-green-200 bg-green-50 p-6 text-green-900"
      data-testid={testId}
    >
      <p className="text-lg font-semibold">{title}</p>
      {body ? <p className="mt-1">{body}</p> : null}
    </div>
  );
}

/** How the form ended: thanked (the server's words), or refused as answered before (another tab). */
type Done = { thanks: string } | { already: true };

function SurveyFormView({ form, onDone }: { form: SurveyForm; onDone: (done: Done) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [formError, setFormError] = useState<string>();
  const siteKey = captchaSiteKey();
  const questions = form.questions;
  const resolver = useMemo(
    () => contractResolver(surveyFormSchema(questions), locale, toBody(questions)),
    [questions, locale],
  );
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, { answers: Record<string, unknown>; captcha_token?: string }>({
    resolver,
    defaultValues: {
      answers: Object.fromEntries(questions.map((q) => [q.key, q.type === 'multi_choice' ? [] : ''])),
    },
  });
  const fields = [...questions.map((q) => `answers.${q.key}`), 'captcha_token'];

  const onSubmit = handleSubmit(async (body) => {
    setFormError(undefined);
    try {
      const answered = await answerSurvey(body as Parameters<typeof answerSurvey>[0]);
      onDone({ thanks: answered.message });
    } catch (error) {
      if (error instanceof HttpError && error.body?.code === 'survey_already_answered') {
        onDone({ already: true });
        return;
      }
      setFormError(submitErrorText(error, setError, fields, t));
    }
  });

  const answerErrors = errors.answers as Record<string, { message?: string } | undefined> | undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6" data-testid="survey-form">
      <FormAlert message={formError} />
      {questions.map((question) => (
        <QuestionField
          key={question.key}
          question={question}
          registration={register(`answers.${question.key}`)}
          error={answerErrors?.[question.key]?.message}
        />
      ))}
      {siteKey ? (
        <div className="flex flex-col gap-1">
          <Captcha
            siteKey={siteKey}
            lang={locale}
            onVerify={(token) => setValue('captcha_token', token)}
            onExpire={() => setValue('captcha_token', undefined)}
          />
          {errors.captcha_token?.message ? (
            <p className="text-sm text-red-700">{errors.captcha_token.message}</p>
          ) : null}
        </div>
      ) : null}
      <div>
        <SubmitButton pending={isSubmitting}>{t('survey.submit')}</SubmitButton>
      </div>
    </form>
  );
}

/** /share-survey-with-us: the visitor survey, once per visitor; a thank-you once sent. */
export default function SurveyPage() {
  const { t } = useTranslation();
  const survey = useSurvey();
  const answeredHere = useAnsweredHere();
  const [done, setDone] = useState<Done>();

  let content;
  if (done && 'thanks' in done) {
    content = (
      <Notice
        title={done.thanks || t('survey.thanks_title')}
        body={t('survey.thanks_body')}
        testId="survey-thanks"
      />
    );
  } else if (survey.isPending) {
    content = <PageLoading />;
  } else if (survey.isError) {
    content = <LoadError error={survey.error} onRetry={() => void survey.refetch()} />;
  } else if (done || survey.data.answered || answeredHere) {
    content = (
      <Notice title={t('survey.already_title')} body={t('survey.already_body')} testId="survey-already" />
    );
  } else if (!survey.data.open) {
    content = (
      <Notice title={t('survey.closed_title')} body={t('survey.closed_body')} testId="survey-closed" />
    );
  } else {
    content = <SurveyFormView form={survey.data} onDone={setDone} />;
  }
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-bold">{t('routes.share-survey-with-us.title')}</h1>
        <p className="mt-1 text-slate-600">{t('survey.intro')}</p>
      </header>
      {content}
    </div>
  );
}
