import type { ActivityClassWire } from '@venue/core/contract';
import type { Db } from '../../db/db.ts';
import { answerErrors, type AnswerInput } from '../carts/itemValidation.ts';
import { loadQuestions } from '../courses/courseRepository.ts';
import { presentQuestionSections } from '../courses/presentCourse.ts';
import { invalidError, notFoundError } from '../errors.ts';

/** An answer sent apart from the add call; `cart_item_id` may be left out when the basket has one item. */
export interface ItemAnswer extends AnswerInput {
  cart_item_id?: number;
}

/** What is stored for an answer: a multi-select keeps its list, anything else its single value. */
const storedAnswer = (ans: AnswerInput) =>
  ans.answers !== undefined ? { answers: ans.answers } : { answer: ans.answer ?? null };

/**
 * Answers the custom questions of the customer's open basket items (flows §7, decision C5), replacing any
 * earlier answer to the same question. not_found for a basket that is not the customer's open one; every
 * refused answer is reported at once and nothing is saved then.
 */
export async function answerCartQuestions(
  db: Db,
  cartIdentifier: string,
  customerId: number,
  answers: ItemAnswer[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const cart = await tx.one<{ id: number }>(
      `SELECT id FROM carts WHERE (id::text = $1 OR uuid::text = $1) AND user_id = $2 AND status = 'open' FOR UPDATE`,
      [cartIdentifier, customerId],
    );
    if (!cart) throw notFoundError();
    const items = await tx.query<{ id: number; schedule_id: string; purchased_for_user_id: number | null }>(
      'SELECT id, schedule_id, purchased_for_user_id FROM cart_items WHERE cart_id = $1 AND parent_item_id IS NULL AND schedule_id IS NOT NULL',
      [cart.id],
    );
    const errors: Record<string, string[]> = {};
    for (const [i, ans] of answers.entries()) {
      const item = ans.cart_item_id
        ? items.find((x) => x.id === ans.cart_item_id)
        : items.length === 1
          ? items[0]
          : undefined;
      if (!item) {
        errors[`answers.${i}.cart_item_id`] = ['The selected cart item id is invalid.'];
        continue;
      }
      const questions = (await loadQuestions(tx, [item.schedule_id])).filter(
        (q) => q.question_id === ans.custom_question_id,
      );
      Object.assign(errors, answerErrors(`answers.${i}`, questions, [ans]));
      if (Object.keys(errors).length) continue;
      await tx.query('DELETE FROM custom_question_answers WHERE cart_item_id = $1 AND question_id = $2', [
        item.id,
        ans.custom_question_id,
      ]);
      await tx.query(
        'INSERT INTO custom_question_answers (question_id, user_id, cart_item_id, answer) VALUES ($1, $2, $3, $4)',
        [ans.custom_question_id, item.purchased_for_user_id ?? customerId, item.id, JSON.stringify(storedAnswer(ans))],
      );
    }
    if (Object.keys(errors).length) throw invalidError(errors);
  });
}

/**
 * The schedule whose questions an occurrence (numeric legacy id or occurrence id) of the client asks: its
 * own (a course or camp session), else its activity's `recurring` schedule (a class); not_found when unknown.
 */
export async function scheduleOfOccurrence(db: Db, clientId: number, occurrenceId: string): Promise<string | null> {
  const occ = await db.one<{ schedule_id: string | null }>(
    `SELECT COALESCE(o.schedule_id, (SELECT s.id FROM schedules s WHERE s.activity_id = o.activity_id
              AND s.kind = 'recurring' AND s.client_id = o.client_id ORDER BY s.created_at DESC LIMIT 1)) AS schedule_id
       FROM occurrences o WHERE ${/^\d+$/.test(occurrenceId) ? 'o.legacy_id = $1::int' : 'o.id = $1'} AND o.client_id = $2`,
    [occurrenceId, clientId],
  );
  if (!occ) throw notFoundError();
  return occ.schedule_id;
}

/** The latest schedule of an activity of the client (null when it has none); not_found when neither exists. */
export async function scheduleOfActivity(db: Db, clientId: number, activityId: number): Promise<string | null> {
  const s = await db.one<{ id: string }>(
    `SELECT s.id FROM schedules s WHERE s.activity_id = $1 AND s.client_id = $2 ORDER BY s.starts_at DESC NULLS LAST LIMIT 1`,
    [activityId, clientId],
  );
  const activity = await db.one('SELECT 1 FROM activities WHERE id = $1 AND client_id = $2', [activityId, clientId]);
  if (!activity && !s) throw notFoundError();
  return s?.id ?? null;
}

/**
 * Saves the customer's answers to a schedule's custom questions, held to every question answered and to
 * every required one; refused whole when the schedule has none or any answer breaks a rule.
 */
export async function saveScheduleAnswers(
  db: Db,
  scheduleId: string | null,
  customerId: number,
  answers: AnswerInput[],
) {
  if (!scheduleId) throw invalidError({ answers: ['This activity has no custom questions.'] });
  const questions = await loadQuestions(db, [scheduleId]);
  const errors = answerErrors(
    'answers',
    questions.filter((q) => answers.some((x) => x.custom_question_id === q.question_id) || q.required),
    answers,
  );
  if (Object.keys(errors).length) throw invalidError(errors);
  const saved = [];
  for (const ans of answers) {
    const row = await db.one<{ id: number; created_at: Date }>(
      'INSERT INTO custom_question_answers (question_id, user_id, answer) VALUES ($1, $2, $3) RETURNING id, created_at',
      [ans.custom_question_id, customerId, JSON.stringify(storedAnswer(ans))],
    );
    saved.push({
      id: row!.id,
      custom_question_id: ans.custom_question_id,
      ...storedAnswer(ans),
      createdAt: row!.created_at,
    });
  }
  return saved;
}

type QuestionSections = NonNullable<ActivityClassWire['custom_question_sections']>;

/**
 * The custom question sections each class asks (its activity's `recurring` schedule), keyed by occurrence
 * id; occurrences without questions are left out. One query for a whole timetable.
 */
export async function classQuestionSections(db: Db, occurrenceIds: string[]): Promise<Map<string, QuestionSections>> {
  const out = new Map<string, QuestionSections>();
  if (occurrenceIds.length === 0) return out;
  const owners = await db.query<{ id: string; schedule_id: string }>(
    `SELECT o.id, s.id AS schedule_id FROM occurrences o
       JOIN schedules s ON s.activity_id = o.activity_id AND s.kind = 'recurring' AND s.client_id = o.client_id
      WHERE o.id = ANY($1::text[]) AND o.schedule_id IS NULL`,
    [occurrenceIds],
  );
  if (owners.length === 0) return out;
  const questions = await loadQuestions(db, [...new Set(owners.map((o) => o.schedule_id))]);
  for (const o of owners) {
    // The rows carry the contract's question fields (presentQuestionSections types them loosely).
    const sections = presentQuestionSections(
      questions.filter((q) => q.schedule_id === o.schedule_id),
    ) as QuestionSections;
    if (sections.length > 0) out.set(o.id, sections);
  }
  return out;
}
