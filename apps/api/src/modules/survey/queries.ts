import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@portal/contract/locale';
import type { Db, Tx } from '../../db/client';
import { surveyAnswers, surveyQuestions, surveyResponses } from '../../db/schema/index';

export type QuestionRow = typeof surveyQuestions.$inferSelect;
export type QuestionWithCount = QuestionRow & { answers: number };
export type AnswerInsert = typeof surveyAnswers.$inferInsert;

/** From (included) and to (excluded) instants of the results; either may be open. */
export interface Period {
  from?: Date | undefined;
  to?: Date | undefined;
}

function inPeriod(period: Period): SQL | undefined {
  return and(
    period.from ? gte(surveyResponses.createdAt, period.from) : undefined,
    period.to ? lt(surveyResponses.createdAt, period.to) : undefined,
  );
}

const answeredBy = sql<number>`(select count(distinct ${surveyAnswers.responseId})::integer from ${surveyAnswers} where ${surveyAnswers.questionId} = ${surveyQuestions.id})`;

/** The questions in their order (the active ones only for the form), with how many answered each. */
export async function selectQuestions(tx: Tx, options: { activeOnly?: boolean } = {}) {
  return tx
    .select({ question: surveyQuestions, answers: answeredBy })
    .from(surveyQuestions)
    .where(options.activeOnly ? eq(surveyQuestions.active, true) : undefined)
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id))
    .then((rows) => rows.map((row) => ({ ...row.question, answers: row.answers })));
}

export async function selectQuestion(tx: Tx, id: number): Promise<QuestionWithCount | undefined> {
  const [row] = await tx
    .select({ question: surveyQuestions, answers: answeredBy })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.id, id));
  return row ? { ...row.question, answers: row.answers } : undefined;
}

/** The question, locked for the change that follows. */
export async function lockQuestion(tx: Tx, id: number): Promise<QuestionRow | undefined> {
  const [row] = await tx.select().from(surveyQuestions).where(eq(surveyQuestions.id, id)).for('update');
  return row;
}

export async function countQuestions(tx: Tx): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(surveyQuestions);
  return row?.n ?? 0;
}

/** A new question after the others; undefined when its key is taken. */
export async function insertQuestion(
  tx: Tx,
  values: Omit<typeof surveyQuestions.$inferInsert, 'id' | 'position'>,
): Promise<number | undefined> {
  const [row] = await tx
    .insert(surveyQuestions)
    .values({
      ...values,
      position: sql`(select coalesce(max(${surveyQuestions.position}), 0) + 1 from ${surveyQuestions})`,
    })
    .onConflictDoNothing({ target: surveyQuestions.key })
    .returning({ id: surveyQuestions.id });
  return row?.id;
}

export async function updateQuestion(
  tx: Tx,
  id: number,
  values: Pick<QuestionRow, 'type' | 'required' | 'active' | 'text' | 'options'>,
): Promise<void> {
  await tx
    .update(surveyQuestions)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(surveyQuestions.id, id));
}

export async function deleteQuestion(tx: Tx, id: number): Promise<void> {
  await tx.delete(surveyQuestions).where(eq(surveyQuestions.id, id));
}

/** Whether any response answered the question (it then keeps its kind and is never deleted). */
export async function questionHasAnswers(tx: Tx, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: surveyAnswers.id })
    .from(surveyAnswers)
    .where(eq(surveyAnswers.questionId, id))
    .limit(1);
  return row !== undefined;
}

/** Every question's id, locked: a reorder must name them all. */
export async function lockQuestionPositions(tx: Tx): Promise<{ id: number; position: number }[]> {
  return tx
    .select({ id: surveyQuestions.id, position: surveyQuestions.position })
    .from(surveyQuestions)
    .orderBy(asc(surveyQuestions.id))
    .for('update');
}

export async function setPosition(tx: Tx, id: number, position: number): Promise<void> {
  await tx.update(surveyQuestions).set({ position }).where(eq(surveyQuestions.id, id));
}

export async function accountHasAnswered(tx: Tx, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: surveyResponses.id })
    .from(surveyResponses)
    .where(eq(surveyResponses.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** A new response; undefined when this account answered meanwhile (a parallel request). */
export async function insertResponse(
  tx: Tx,
  values: { locale: Locale; userId: number | null },
): Promise<number | undefined> {
  const [row] = await tx
    .insert(surveyResponses)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: surveyResponses.id });
  return row?.id;
}

export async function insertAnswers(tx: Tx, rows: AnswerInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(surveyAnswers).values(rows);
}

export async function countResponses(tx: Tx, period: Period): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(surveyResponses).where(inPeriod(period));
  return row?.n ?? 0;
}

/** Per question, the responses of the period that answered it. */
export async function answeredCounts(tx: Tx, period: Period) {
  return tx
    .select({
      questionId: surveyAnswers.questionId,
      n: sql<number>`count(distinct ${surveyAnswers.responseId})::integer`,
    })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(inPeriod(period))
    .groupBy(surveyAnswers.questionId);
}

/** Per question and option, how often it was chosen in the period. */
export async function optionCounts(tx: Tx, period: Period) {
  return tx
    .select({ questionId: surveyAnswers.questionId, option: surveyAnswers.option, n: count() })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(and(isNotNull(surveyAnswers.option), inPeriod(period)))
    .groupBy(surveyAnswers.questionId, surveyAnswers.option) as Promise<
    { questionId: number; option: string; n: number }[]
  >;
}

/** Per question and value of the scale, how often it was given in the period. */
export async function ratingCounts(tx: Tx, period: Period) {
  return tx
    .select({ questionId: surveyAnswers.questionId, rating: surveyAnswers.rating, n: count() })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(and(isNotNull(surveyAnswers.rating), inPeriod(period)))
    .groupBy(surveyAnswers.questionId, surveyAnswers.rating) as Promise<
    { questionId: number; rating: number; n: number }[]
  >;
}

/** A page of a text question's answers in the period, newest first, and how many there are. */
export async function selectTextAnswers(
  tx: Tx,
  questionId: number,
  period: Period,
  paging: { limit: number; offset: number },
) {
  const where = and(
    eq(surveyAnswers.questionId, questionId),
    isNotNull(surveyAnswers.text),
    inPeriod(period),
  );
  const rows = await tx
    .select({ text: surveyAnswers.text, createdAt: surveyResponses.createdAt })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(where)
    .orderBy(desc(surveyResponses.createdAt), desc(surveyAnswers.id))
    .limit(paging.limit)
    .offset(paging.offset);
  const [total] = await tx
    .select({ n: count() })
    .from(surveyAnswers)
    .innerJoin(surveyResponses, eq(surveyResponses.id, surveyAnswers.responseId))
    .where(where);
  return { rows: rows as { text: string; createdAt: Date }[], total: total?.n ?? 0 };
}

/** The responses of the period, oldest first (the export's rows). */
export async function selectResponses(tx: Tx, period: Period) {
  return tx
    .select({ id: surveyResponses.id, locale: surveyResponses.locale, createdAt: surveyResponses.createdAt })
    .from(surveyResponses)
    .where(inPeriod(period))
    .orderBy(asc(surveyResponses.createdAt), asc(surveyResponses.id));
}

/** The answers of the given responses. */
export async function selectAnswersOf(tx: Tx, responseIds: number[]) {
  if (responseIds.length === 0) return [];
  return tx
    .select()
    .from(surveyAnswers)
    .where(inArray(surveyAnswers.responseId, responseIds))
    .orderBy(asc(surveyAnswers.id));
}

/** Responses received since an instant (all of them without one). */
export async function countResponsesSince(db: Db, since?: Date): Promise<number> {
  return countResponses(db, { from: since });
}
