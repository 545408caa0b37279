import { z } from 'zod';
import { idSchema, digits } from './moderation';
import { page } from './paging';
import {
  isChoiceType,
  SURVEY_KEY_PATTERN,
  SURVEY_LIMITS,
  SURVEY_QUESTION_TYPES,
  SURVEY_RATING,
  type SurveyQuestionType,
} from './survey-values';
import { textField } from './text-field';

/**
 * The visitor survey (area `survey`): a questionnaire stored as data (its questions, their kind,
 * wording and options in each language), answered once per visitor on /share-survey-with-us,
 * its results read in the back office. Values and limits without zod: survey-values.ts.
 */

const questionTypeSchema = z.enum(SURVEY_QUESTION_TYPES);

/** One option of a choice question, as a visitor reads it (in the page's language). */
export const surveyOptionSchema = z.object({ value: z.string(), label: z.string() });

/** A question of the form, in the page's language. */
export const surveyFormQuestionSchema = z
  .object({
    key: z.string(),
    type: questionTypeSchema,
    required: z.boolean(),
    text: z.string(),
    options: z.array(surveyOptionSchema),
  })
  .meta({ id: 'SurveyFormQuestion' });
export type SurveyFormQuestion = z.infer<typeof surveyFormQuestionSchema>;

/**
 * GET /survey: the active questions in order; `open` is false when an admin closed the survey
 * (settings), `answered` true when this browser (its cookie) or this account already answered.
 */
export const surveyFormResponseSchema = z.object({
  open: z.boolean(),
  answered: z.boolean(),
  questions: z.array(surveyFormQuestionSchema),
});
export type SurveyForm = z.infer<typeof surveyFormResponseSchema>;

/** What the questions of a form need to check its answers (the form's or the stored ones). */
export type SurveyQuestionRule = Pick<SurveyFormQuestion, 'key' | 'type' | 'required'> & {
  options: readonly { value: string }[];
};

function answerSchema(type: SurveyQuestionType, values: readonly string[]): z.ZodType {
  switch (type) {
    case 'single_choice':
      return z.string().refine((v) => values.includes(v), { message: 'validation.invalid_value' });
    case 'multi_choice':
      return z
        .array(z.string().refine((v) => values.includes(v), { message: 'validation.invalid_value' }))
        .min(1)
        .max(values.length)
        .refine((list) => new Set(list).size === list.length, { message: 'validation.duplicate_value' });
    case 'rating':
      return z.number().int().min(SURVEY_RATING.min).max(SURVEY_RATING.max);
    case 'short_text':
      return textField({ min: 1, max: SURVEY_LIMITS.shortText.max });
    case 'long_text':
      return textField({ min: 1, max: SURVEY_LIMITS.longText.max, multiline: true });
  }
}

/**
 * The answers to a questionnaire, checked against its questions: an answer to a question it
 * does not have is refused, each answer must be of its question's kind (an offered option, a
 * rating on the scale, a text within its length), a required question must be answered. The
 * form builds it from the questions it shows, the API from the stored ones (the final word).
 */
export function surveyAnswersSchema(questions: readonly SurveyQuestionRule[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const question of questions) {
    const schema = answerSchema(
      question.type,
      question.options.map((o) => o.value),
    );
    shape[question.key] = question.required ? schema : schema.optional();
  }
  return z.strictObject(shape);
}

export type SurveyAnswerValue = string | number | string[];

/**
 * POST /survey/responses. The answers' shape only (question keys to values); the API then
 * checks them against the stored questions with surveyAnswersSchema.
 */
export const surveyAnswerBodySchema = z.strictObject({
  answers: z.record(
    z.string().max(SURVEY_LIMITS.key.max),
    z.union([
      z.string().max(SURVEY_LIMITS.longText.max),
      z.number(),
      z.array(z.string().max(SURVEY_LIMITS.optionValue.max)).max(SURVEY_LIMITS.options.max),
    ]),
  ),
  captcha_token: z.string().max(4000).optional(),
});
export type SurveyAnswerBody = z.input<typeof surveyAnswerBodySchema>;

/** The form's own schema: the answers to the questions it shows, and the captcha's token. */
export function surveyFormSchema(questions: readonly SurveyQuestionRule[]) {
  return z.strictObject({
    answers: surveyAnswersSchema(questions),
    captcha_token: z.string().max(4000).optional(),
  });
}

// The back office.

const localizedText = (limits: { min: number; max: number }) =>
  z.strictObject({
    ar: textField(limits),
    fr: textField(limits),
    en: textField(limits),
  });

/** A question's wording in each language. */
export const surveyLocalizedSchema = z.object({ ar: z.string(), fr: z.string(), en: z.string() });

export const surveyQuestionOptionBodySchema = z.strictObject({
  value: z
    .string()
    .trim()
    .min(SURVEY_LIMITS.optionValue.min)
    .max(SURVEY_LIMITS.optionValue.max)
    .regex(SURVEY_KEY_PATTERN, { message: 'validation.survey_key_format' }),
  label: localizedText(SURVEY_LIMITS.optionLabel),
});

const questionFields = {
  type: questionTypeSchema,
  required: z.boolean().default(false),
  active: z.boolean().default(true),
  text: localizedText(SURVEY_LIMITS.text),
  options: z.array(surveyQuestionOptionBodySchema).max(SURVEY_LIMITS.options.max).default([]),
};

/** Choice questions need options (each value once); the others take none. */
function checkOptions(
  question: { type: SurveyQuestionType; options: readonly { value: string }[] },
  ctx: z.RefinementCtx,
) {
  if (isChoiceType(question.type)) {
    if (question.options.length < SURVEY_LIMITS.options.min) {
      ctx.addIssue({
        code: 'too_small',
        origin: 'array',
        minimum: SURVEY_LIMITS.options.min,
        inclusive: true,
        path: ['options'],
        input: question.options,
      });
    }
    const seen = new Set<string>();
    question.options.forEach((option, index) => {
      if (seen.has(option.value)) {
        ctx.addIssue({
          code: 'custom',
          message: 'validation.duplicate_value',
          path: ['options', index, 'value'],
        });
      }
      seen.add(option.value);
    });
  } else if (question.options.length > 0) {
    ctx.addIssue({ code: 'custom', message: 'validation.survey_options_not_used', path: ['options'] });
  }
}

/** POST /admin/survey/questions: a new question, added at the end. */
export const surveyQuestionCreateBodySchema = z
  .strictObject({
    key: z
      .string()
      .trim()
      .min(SURVEY_LIMITS.key.min)
      .max(SURVEY_LIMITS.key.max)
      .regex(SURVEY_KEY_PATTERN, { message: 'validation.survey_key_format' }),
    ...questionFields,
  })
  .superRefine(checkOptions);
export type SurveyQuestionCreateBody = z.input<typeof surveyQuestionCreateBodySchema>;

/**
 * PUT /admin/survey/questions/:id: its key stays (the CSV's column); its kind may change only
 * while it has no answers (the API answers 409 otherwise).
 */
export const surveyQuestionUpdateBodySchema = z.strictObject(questionFields).superRefine(checkOptions);
export type SurveyQuestionUpdateBody = z.input<typeof surveyQuestionUpdateBodySchema>;

export const surveyQuestionParamsSchema = z.object({ id: digits });

/** PUT /admin/survey/questions/order: every question, in its new order. */
export const surveyQuestionOrderBodySchema = z.strictObject({
  ids: z.array(idSchema).min(1).max(SURVEY_LIMITS.questions.max),
});

/** A question as the back office edits it. */
export const adminSurveyQuestionSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    type: questionTypeSchema,
    required: z.boolean(),
    active: z.boolean(),
    /** One of the questions every portal starts with: it can be deactivated, never deleted. */
    built_in: z.boolean(),
    position: z.number().int(),
    text: surveyLocalizedSchema,
    options: z.array(z.object({ value: z.string(), label: surveyLocalizedSchema })),
    /** Responses that answered it: with any, it is deactivated instead of deleted. */
    answers: z.number().int(),
  })
  .meta({ id: 'AdminSurveyQuestion' });
export type AdminSurveyQuestion = z.infer<typeof adminSurveyQuestionSchema>;

export const adminSurveyQuestionsResponseSchema = z.object({ data: z.array(adminSurveyQuestionSchema) });
export const adminSurveyQuestionResponseSchema = z.object({ question: adminSurveyQuestionSchema });

/** DELETE /admin/survey/questions/:id: deleted, or (having answers) deactivated instead. */
export const surveyQuestionDeleteResponseSchema = z.object({
  deleted: z.boolean(),
  question: adminSurveyQuestionSchema.nullable(),
});

/**
 * The period of the results and of the export: instants (the page turns the chosen days into
 * their start in the reader's time zone); `to` is excluded.
 */
export const surveyPeriodQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type SurveyPeriodQuery = z.output<typeof surveyPeriodQuerySchema>;

export const surveyTextAnswersQuerySchema = surveyPeriodQuerySchema.extend({ page });

const countSchema = z.object({ value: z.string(), label: z.string(), count: z.number().int() });

/** One question's results in the period, in the page's language. */
export const surveyQuestionResultSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    type: questionTypeSchema,
    active: z.boolean(),
    text: z.string(),
    /** Responses that answered it. */
    answered: z.number().int(),
    /** Choices: each option's count (options removed since, with answers, come last). */
    options: z.array(countSchema),
    /** Ratings: the count of each value of the scale, and their average (null without answers). */
    ratings: z.array(z.object({ value: z.number().int(), count: z.number().int() })),
    average: z.number().nullable(),
  })
  .meta({ id: 'SurveyQuestionResult' });
export type SurveyQuestionResult = z.infer<typeof surveyQuestionResultSchema>;

/** GET /admin/survey/results: every question's results in the period. */
export const surveyResultsResponseSchema = z.object({
  responses: z.number().int(),
  questions: z.array(surveyQuestionResultSchema),
});
export type SurveyResults = z.infer<typeof surveyResultsResponseSchema>;

/** GET /admin/survey/questions/:id/answers: a text question's answers, newest first. */
export const surveyTextAnswersResponseSchema = z.object({
  data: z.array(z.object({ text: z.string(), created_at: z.string() })),
  meta: z.object({
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
    last_page: z.number().int(),
  }),
});
export type SurveyTextAnswers = z.infer<typeof surveyTextAnswersResponseSchema>;
