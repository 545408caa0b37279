import type { Locale } from '@portal/contract/locale';
import type { SurveyForm } from '@portal/contract/survey';
import { getSettings } from '../settings/service';
import type { SurveyDeps } from './deps';
import { accountHasAnswered, selectQuestions } from './queries';
import { formQuestionView } from './question-view';

/**
 * The form of /share-survey-with-us: the active questions in the page's language, whether the
 * survey is open, and whether this visitor (the cookie their browser got) or their account
 * already answered.
 */
export async function getSurveyForm(
  deps: SurveyDeps,
  input: { locale: Locale; hasCookie: boolean; userId: number | null },
): Promise<SurveyForm> {
  const settings = await getSettings(deps.db);
  const answered =
    input.hasCookie || (input.userId !== null && (await accountHasAnswered(deps.db, input.userId)));
  const questions = await selectQuestions(deps.db, { activeOnly: true });
  return {
    open: settings.settings_state.survey_open,
    answered,
    questions: questions.map((row) => formQuestionView(row, input.locale)),
  };
}
