/**
 * The visitor survey (area `survey`), zod-free: the kinds of question, the limits of their
 * fields and answers, the cookie that marks a browser which answered, and the built-in
 * questions' keys. The schemas are in survey.ts; why the questionnaire is data:
 * docs/decisions/033-the-survey-is-data.md.
 */

/**
 * What a question asks for:
 * - `single_choice`: one of its options; `multi_choice`: one or more of its options;
 * - `rating`: a whole number from SURVEY_RATING.min to SURVEY_RATING.max;
 * - `short_text`: one line; `long_text`: a paragraph.
 */
export const SURVEY_QUESTION_TYPES = [
  'single_choice',
  'multi_choice',
  'rating',
  'short_text',
  'long_text',
] as const;
export type SurveyQuestionType = (typeof SURVEY_QUESTION_TYPES)[number];

export const CHOICE_TYPES: readonly SurveyQuestionType[] = ['single_choice', 'multi_choice'];
export const TEXT_TYPES: readonly SurveyQuestionType[] = ['short_text', 'long_text'];

export function isChoiceType(type: SurveyQuestionType): boolean {
  return CHOICE_TYPES.includes(type);
}

export function isTextType(type: SurveyQuestionType): boolean {
  return TEXT_TYPES.includes(type);
}

/** A rating's scale. */
export const SURVEY_RATING = { min: 1, max: 5 } as const;

export const SURVEY_LIMITS = {
  /** A question's key: lower-case Latin letters, digits and underscores (the CSV's column). */
  key: { min: 2, max: 40 },
  /** A question's wording in one language. */
  text: { min: 2, max: 300 },
  /** An option's value (stored with each answer) and its label in one language. */
  optionValue: { min: 1, max: 40 },
  optionLabel: { min: 1, max: 120 },
  /** Options of a choice question. */
  options: { min: 2, max: 20 },
  /** Answers to text questions, in UTF-16 units. */
  shortText: { max: 200 },
  longText: { max: 2000 },
  /** Questions in the questionnaire (active or not). */
  questions: { max: 60 },
} as const;

export const SURVEY_KEY_PATTERN = /^[a-z][a-z0-9_]*$/;

/**
 * The cookie a browser gets once it answered (one year): the form is not shown to it again and
 * the API refuses a second answer carrying it. Readable by the page, which draws "already
 * answered" from it; it holds no secret and nothing about the visitor.
 */
export const SURVEY_COOKIE = 'survey_answered';
export const SURVEY_COOKIE_DAYS = 365;

/** The questions every portal starts with; they can be deactivated but not deleted. */
export const BUILT_IN_SURVEY_KEYS = [
  'full_name',
  'work_nature',
  'age_range',
  'referral_source',
  'ads_rating',
  'ease_of_access',
  'suggestions',
] as const;

/** Text answers per page of the results. */
export const SURVEY_TEXT_PAGE_SIZE = 20;
