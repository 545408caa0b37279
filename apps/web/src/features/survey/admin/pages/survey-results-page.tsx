import { pathFor } from '@portal/contract/routes';
import type { SurveyPeriodQuery, SurveyQuestionResult } from '@portal/contract/survey';
import { isTextType, SURVEY_RATING } from '@portal/contract/survey-values';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/use-translation';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../ui/link';
import { PageLoading } from '../../../../app/route-page';
import { BackOfficeLayout } from '../../../../back-office/components/back-office-layout';
import { errorText } from '../../../../lib/error-text';
import { formatDate, formatNumber } from '../../../../lib/format';
import { useLocale } from '../../../../lib/use-locale';
import { Button } from '../../../../ui/button';
import { EmptyState } from '../../../../ui/empty-state';
import { FormField } from '../../../../ui/form-field';
import { LoadError } from '../../../../ui/load-error';
import { toast } from '../../../../ui/toast-store';
import { UserText } from '../../../../ui/user-text';
import { useCurrentUser } from '../../../auth/api';
import { downloadSurveyCsv } from '../api/export-responses';
import { useSurveyResults } from '../api/survey-results';
import { useSurveyTextAnswers } from '../api/text-answers';
import { ResultBars } from '../components/result-bars';
import { QUESTION_TYPE_LABELS } from '../survey-labels';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The period's days (`YYYY-MM-DD` in the address) as the instants the API reads: the start of
 * the first day and of the day after the last, in the reader's time zone.
 */
function periodOf(from: string | null, to: string | null): SurveyPeriodQuery {
  const start = (day: string) => new Date(`${day}T00:00:00`);
  const period: SurveyPeriodQuery = {};
  if (from && DAY.test(from)) period.from = start(from).toISOString();
  if (to && DAY.test(to)) {
    const end = start(to);
    end.setDate(end.getDate() + 1);
    period.to = end.toISOString();
  }
  return period;
}

function PeriodFilter({
  from,
  to,
  onApply,
}: {
  from: string;
  to: string;
  onApply: (from: string, to: string) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ from, to });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft.from, draft.to);
  };
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3"
      aria-label={t('admin-survey.period.label')}
    >
      <FormField
        label={t('admin-survey.period.from')}
        inputProps={{
          type: 'date',
          value: draft.from,
          onChange: (e) => setDraft((d) => ({ ...d, from: e.target.value })),
          'data-testid': 'survey-from',
        }}
      />
      <FormField
        label={t('admin-survey.period.to')}
        inputProps={{
          type: 'date',
          value: draft.to,
          onChange: (e) => setDraft((d) => ({ ...d, to: e.target.value })),
          'data-testid': 'survey-to',
        }}
      />
      <Button type="submit" variant="secondary">
        {t('admin-survey.period.apply')}
      </Button>
    </form>
  );
}

function TextAnswers({ question, period }: { question: SurveyQuestionResult; period: SurveyPeriodQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const answers = useSurveyTextAnswers(question.id, period, page);
  if (answers.isPending) return <PageLoading />;
  if (answers.isError) return <LoadError error={answers.error} onRetry={() => void answers.refetch()} />;
  const { data, meta } = answers.data;
  if (data.length === 0)
    return <p className="text-sm text-slate-600">{t('admin-survey.results.no_answers')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col gap-2" data-testid={`survey-texts-${question.key}`}>
        {data.map((answer, index) => (
          <li
            key={`${answer.created_at}-${index}`}
            className="rounded-lg border border-slate-200 bg-slate-50 p-3"
          >
            <UserText as="p" className="whitespace-pre-line">
              {answer.text}
            </UserText>
            <p className="mt-1 text-xs text-slate-500">
              {formatDate(locale, answer.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
            </p>
          </li>
        ))}
      </ul>
      {meta.last_page > 1 ? (
        <nav className="flex items-center gap-3 text-sm" aria-label={t('admin-survey.results.pages')}>
          <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('admin-survey.results.newer')}
          </Button>
          <span>
            {t('admin-survey.results.page', {
              page: formatNumber(locale, meta.page),
              last: formatNumber(locale, meta.last_page),
            })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={page >= meta.last_page}
            onClick={() => setPage(page + 1)}
          >
            {t('admin-survey.results.older')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function QuestionResult({ question, period }: { question: SurveyQuestionResult; period: SurveyPeriodQuery }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const headingId = `survey-result-${question.id}`;
  let body;
  if (question.type === 'rating') {
    body = (
      <>
        <p className="mb-2 text-sm font-semibold" data-testid={`survey-average-${question.key}`}>
          {question.average === null
            ? t('admin-survey.results.no_average')
            : t('admin-survey.results.average', {
                average: formatNumber(locale, question.average, { maximumFractionDigits: 2 }),
                max: formatNumber(locale, SURVEY_RATING.max),
              })}
        </p>
        <ResultBars
          testId={`survey-bars-${question.key}`}
          total={question.answered}
          bars={question.ratings.map((row) => ({
            key: String(row.value),
            label: t('admin-survey.results.stars', { value: formatNumber(locale, row.value) }),
            count: row.count,
          }))}
        />
      </>
    );
  } else if (isTextType(question.type)) {
    body = <TextAnswers question={question} period={period} />;
  } else {
    body = (
      <ResultBars
        testId={`survey-bars-${question.key}`}
        total={question.answered}
        bars={question.options.map((option) => ({
          key: option.value,
          label: option.label,
          count: option.count,
          userText: true,
        }))}
      />
    );
  }
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="font-semibold">
        <UserText>{question.text}</UserText>
      </h2>
      <p className="mb-3 text-xs text-slate-600">
        {t(QUESTION_TYPE_LABELS[question.type])} ·{' '}
        {t('admin-survey.results.answered', {
          formatted: formatNumber(locale, question.answered),
        })}
        {question.active ? null : ` · ${t('admin-survey.questions.inactive')}`}
      </p>
      {body}
    </section>
  );
}

/** /admin/survey: each question's results in a period, the export (admins), the questions' page. */
export default function SurveyResultsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const [search, setSearch] = useSearchParams();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const period = periodOf(from, to);
  const results = useSurveyResults(period);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadSurveyCsv(period);
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setExporting(false);
    }
  };
  return (
    <BackOfficeLayout>
      <div className="flex flex-col gap-6">
        <header className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">{t('routes.admin-survey.title')}</h1>
          <Link
            to={pathFor('admin-survey-questions')}
            className="text-sm font-semibold text-sky-800 underline"
          >
            {t('routes.admin-survey-questions.title')}
          </Link>
        </header>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <PeriodFilter
            key={`${from}|${to}`}
            from={from}
            to={to}
            onApply={(nextFrom, nextTo) => {
              const next = new URLSearchParams();
              if (nextFrom) next.set('from', nextFrom);
              if (nextTo) next.set('to', nextTo);
              setSearch(next);
            }}
          />
          {user?.role === 'admin' ? (
            <Button
              variant="secondary"
              busy={exporting}
              onClick={() => void exportCsv()}
              data-testid="survey-export"
            >
              {t('admin-survey.results.export')}
            </Button>
          ) : null}
        </div>
        {results.isPending ? (
          <PageLoading />
        ) : results.isError ? (
          <LoadError error={results.error} onRetry={() => void results.refetch()} />
        ) : (
          <>
            <p className="text-sm" data-testid="survey-responses">
              {t('admin-survey.results.responses', {
                formatted: formatNumber(locale, results.data.responses),
              })}
            </p>
            {results.data.responses === 0 ? <EmptyState title={t('admin-survey.results.empty')} /> : null}
            {results.data.questions.map((question) => (
              <QuestionResult key={question.id} question={question} period={period} />
            ))}
          </>
        )}
      </div>
    </BackOfficeLayout>
  );
}
