import type { QuestionRow, RestrictionRow } from '../courses/courseRepository.ts';

/**
 * Checks of one course or camp item that depend on the course: waivers agreed and custom questions
 * answered. Errors are keyed under the item's own path (contracts §5, VAL-010).
 */
export interface AnswerInput {
  custom_question_id: number;
  answer?: unknown;
  answers?: unknown[];
}

export const WAIVER_REQUIRED = (name: string) => `You must agree to the ${name} before booking.`;
export const INDUCTION_REQUIRED = (name: string) => `The ${name} must be completed before booking.`;
export const QUESTION_REQUIRED = 'This field is required';
export const QUESTION_UNKNOWN = 'The selected question is invalid.';
export const OPTION_INVALID = 'The selected answer is invalid.';

const AGREEABLE = new Set(['pre-purchase-waiver', 'enhanced-pre-waiver']);
const BLOCKING = new Set(['pre-purchase-waiver', 'enhanced-pre-waiver', 'pre-purchase-induction']);

export function restrictionErrors(
  path: string,
  restrictions: RestrictionRow[],
  agreedIds: number[],
  satisfied: Set<number>,
): Record<string, string[]> {
  const pending = restrictions.filter((r) => BLOCKING.has(r.type) && !satisfied.has(r.id));
  if (pending.length === 0) return {};
  const met = (r: RestrictionRow) => AGREEABLE.has(r.type) && agreedIds.includes(r.id);
  const criteria = restrictions[0]?.criteria ?? 'all';
  const unmet = pending.filter((r) => !met(r));
  // 'any': one satisfied or agreed restriction is enough.
  if (criteria === 'any' && (unmet.length < pending.length || restrictions.some((r) => satisfied.has(r.id)))) return {};
  if (unmet.length === 0) return {};
  return {
    [`${path}.activity_restriction_ids`]: unmet.map((r) =>
      AGREEABLE.has(r.type) ? WAIVER_REQUIRED(r.name) : INDUCTION_REQUIRED(r.name),
    ),
  };
}

function blank(v: unknown): boolean {
  return (
    v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
  );
}

function answerError(q: QuestionRow, a: AnswerInput): string | null {
  const value = q.type === 'multi_select' ? (a.answers ?? a.answer) : a.answer;
  if (blank(value)) return q.required ? QUESTION_REQUIRED : null;
  const options = (q.options ?? []).map((o) => o.value);
  const matchesOption = (v: unknown) =>
    options.includes(String(v)) || (q.options ?? []).some((o) => o.id === Number(v));
  switch (q.type) {
    case 'text':
      return typeof value === 'string' && value.length <= 255 ? null : 'Must be 255 characters or less';
    case 'long_text':
      return typeof value === 'string' && value.length <= 5000 ? null : 'Must be 5000 characters or less';
    case 'number':
      return Number.isFinite(Number(value)) ? null : 'Must be a number';
    case 'date':
      return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value))
        ? null
        : 'Must be a date (YYYY-MM-DD)';
    case 'checkbox':
      if (q.required && value !== true && value !== 'true' && value !== 1) return QUESTION_REQUIRED;
      return typeof value === 'boolean' || ['true', 'false', 0, 1].includes(value as never)
        ? null
        : 'Must be true or false';
    case 'select':
      return matchesOption(value) ? null : OPTION_INVALID;
    case 'multi_select':
      return Array.isArray(value) && value.every(matchesOption) ? null : OPTION_INVALID;
    case 'group':
      return null;
    default:
      return null;
  }
}

export function answerErrors(path: string, questions: QuestionRow[], answers: AnswerInput[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const byId = new Map(answers.map((a) => [a.custom_question_id, a]));
  for (const a of answers) {
    if (!questions.some((q) => q.question_id === a.custom_question_id))
      errors[`${path}.custom_question_answers.${a.custom_question_id}`] = [QUESTION_UNKNOWN];
  }
  for (const q of questions) {
    const e = answerError(q, byId.get(q.question_id) ?? { custom_question_id: q.question_id });
    if (e) errors[`${path}.custom_question_answers.${q.question_id}`] = [e];
  }
  return errors;
}
