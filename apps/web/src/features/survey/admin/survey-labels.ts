import type { SurveyQuestionType } from '@portal/contract/survey-values';

/** Names of the survey's actions in the audit log (merged into AUDIT_ACTION_LABELS). */
export const SURVEY_AUDIT_LABELS: Record<string, string> = {
  'survey_question.create': 'admin-survey.audit.create',
  'survey_question.update': 'admin-survey.audit.update',
  'survey_question.activate': 'admin-survey.audit.activate',
  'survey_question.deactivate': 'admin-survey.audit.deactivate',
  'survey_question.delete': 'admin-survey.audit.delete',
  'survey_question.reorder': 'admin-survey.audit.reorder',
};

/** A question's kind, as the back office names it. */
export const QUESTION_TYPE_LABELS: Record<SurveyQuestionType, string> = {
  single_choice: 'admin-survey.type.single_choice',
  multi_choice: 'admin-survey.type.multi_choice',
  rating: 'admin-survey.type.rating',
  short_text: 'admin-survey.type.short_text',
  long_text: 'admin-survey.type.long_text',
};
