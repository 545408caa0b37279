import { describe, expect, it } from 'vitest';
import { surveyAnswersSchema, surveyQuestionCreateBodySchema } from './survey';

const questions = [
  { key: 'work', type: 'single_choice', required: true, options: [{ value: 'a' }, { value: 'b' }] },
  { key: 'tools', type: 'multi_choice', required: false, options: [{ value: 'x' }, { value: 'y' }] },
  { key: 'score', type: 'rating', required: true, options: [] },
  { key: 'name', type: 'short_text', required: false, options: [] },
] as const;

describe('survey answers', () => {
  const schema = surveyAnswersSchema(questions);

  it('takes answers of each question’s kind, the optional ones left out', () => {
    expect(schema.safeParse({ work: 'a', score: 5 }).success).toBe(true);
    expect(schema.safeParse({ work: 'b', tools: ['x', 'y'], score: 1, name: 'Sara' }).success).toBe(true);
  });

  it('refuses an unknown question, an option not offered, a rating off the scale, a missing answer', () => {
    const messages = (answers: unknown) =>
      schema.safeParse(answers).error?.issues.map((issue) => [issue.path.join('.'), issue.code]);
    expect(messages({ work: 'a', score: 3, other: 1 })).toEqual([['', 'unrecognized_keys']]);
    expect(messages({ work: 'c', score: 3 })).toEqual([['work', 'custom']]);
    expect(messages({ work: 'a', score: 6 })).toEqual([['score', 'too_big']]);
    expect(messages({ work: 'a', score: 0 })).toEqual([['score', 'too_small']]);
    expect(messages({ score: 3 })).toEqual([['work', 'invalid_type']]);
    expect(messages({ work: 'a', score: 3, tools: ['x', 'x'] })).toEqual([['tools', 'custom']]);
  });
});

describe('survey questions', () => {
  const text = { ar: 'سؤال', fr: 'Question', en: 'Question' };

  it('asks options of choices only, each value once', () => {
    const base = { key: 'colour', text };
    expect(surveyQuestionCreateBodySchema.safeParse({ ...base, type: 'rating' }).success).toBe(true);
    const noOptions = surveyQuestionCreateBodySchema.safeParse({ ...base, type: 'single_choice' });
    expect(noOptions.error?.issues[0]?.path).toEqual(['options']);
    const label = { ar: 'أ', fr: 'A', en: 'A' };
    const twice = surveyQuestionCreateBodySchema.safeParse({
      ...base,
      type: 'single_choice',
      options: [
        { value: 'a', label },
        { value: 'a', label },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('validation.duplicate_value');
    const extra = surveyQuestionCreateBodySchema.safeParse({
      ...base,
      type: 'short_text',
      options: [{ value: 'a', label }],
    });
    expect(extra.error?.issues[0]?.message).toBe('validation.survey_options_not_used');
  });

  it('keeps keys to lower-case Latin letters, digits and underscores', () => {
    const bad = surveyQuestionCreateBodySchema.safeParse({ key: 'Age Range', type: 'rating', text });
    expect(bad.error?.issues[0]?.message).toBe('validation.survey_key_format');
  });
});
