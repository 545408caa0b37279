import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * The survey's questions, data staff edit (docs/decisions/033-the-survey-is-data.md): a key (the
 * CSV's column, never changed), a kind, whether it must be answered, its place and whether the
 * form shows it; its wording `{ar, fr, en}` and, for choice questions, its options
 * `[{ value, label: {ar, fr, en} }]`. Built-in ones are seeded on every start and never deleted.
 */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    type: text('type').notNull(),
    required: boolean('required').notNull().default(false),
    active: boolean('active').notNull().default(true),
    builtIn: boolean('built_in').notNull().default(false),
    position: integer('position').notNull().default(0),
    text: jsonb('text').notNull(),
    options: jsonb('options')
      .notNull()
      .default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_questions_key_idx').on(t.key),
    check(
      'survey_questions_type_check',
      sql`${t.type} in ('single_choice', 'multi_choice', 'rating', 'short_text', 'long_text')`,
    ),
  ],
);

/**
 * One visitor's answers, sent once. The account is kept (when signed in) only so the same
 * account cannot answer twice; it is forgotten when the account is deleted.
 */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    locale: text('locale').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('survey_responses_created_idx').on(t.createdAt),
    uniqueIndex('survey_responses_user_idx')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    check('survey_responses_locale_check', sql`${t.locale} in ('ar', 'fr', 'en')`),
  ],
);

/**
 * One answer of a response: a chosen option (one row per option of a multiple choice), a rating
 * or a text, by the kind of its question.
 */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    responseId: bigint('response_id', { mode: 'number' })
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'restrict' }),
    option: text('option'),
    rating: integer('rating'),
    text: text('text'),
  },
  (t) => [
    index('survey_answers_question_idx').on(t.questionId, t.responseId),
    index('survey_answers_response_idx').on(t.responseId),
    check('survey_answers_one_value_check', sql`num_nonnulls(${t.option}, ${t.rating}, ${t.text}) = 1`),
    check('survey_answers_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);
