import type { CustomQuestion, CustomQuestionSection } from '@venue/core';

// Custom questions (contracts §3, §5): answers kept by question id, required ones checked before
// booking, and a 422's `data.items.0.custom_question_answers.{id}` messages put back on their question.

export type AnswerValue = string | string[] | boolean;
export type Answers = Record<number, AnswerValue>;

/**
 * Every answerable question in order. A `group` is a heading: the contract gives it no questions of
 * its own, so there is nothing to answer under it.
 */
export function allQuestions(sections: CustomQuestionSection[]): CustomQuestion[] {
  return [...sections]
    .sort((a, b) => a.position - b.position)
    .flatMap((s) => [...s.questions].sort((a, b) => a.position - b.position))
    .filter((q) => q.type !== 'group');
}

function isAnswered(question: CustomQuestion, value: AnswerValue | undefined): boolean {
  if (value === undefined) return false;
  if (question.type === 'checkbox') return value === true;
  if (Array.isArray(value)) return value.length > 0;
  return String(value).trim() !== '';
}

/** The ids of required questions still unanswered. */
export function missingRequired(sections: CustomQuestionSection[], answers: Answers): number[] {
  return allQuestions(sections)
    .filter((q) => q.required && !isAnswered(q, answers[q.id]))
    .map((q) => q.id);
}

/** Answers as the add-to-cart item carries them: simple and date (answer) or multi (answers). */
export function answersPayload(
  sections: CustomQuestionSection[],
  answers: Answers,
): Array<{ customQuestionId: number; answer?: unknown; answers?: unknown[] }> {
  return allQuestions(sections)
    .filter((q) => isAnswered(q, answers[q.id]) || (q.type === 'checkbox' && answers[q.id] === false))
    .map((q) => {
      const value = answers[q.id];
      if (q.type === 'multi_select') return { customQuestionId: q.id, answers: Array.isArray(value) ? value : [value] };
      if (q.type === 'number') return { customQuestionId: q.id, answer: Number(value) };
      return { customQuestionId: q.id, answer: value };
    });
}

const ANSWER_ERROR_KEY = /^data\.items\.\d+\.custom_question_answers\.(\d+)(?:\.|$)/;

/** Puts a 422's per-question messages back on their question ids; other keys are left out. */
export function answerErrors(errors: Record<string, string[]> | null | undefined): Record<number, string[]> {
  const out: Record<number, string[]> = {};
  for (const [key, messages] of Object.entries(errors ?? {})) {
    const match = ANSWER_ERROR_KEY.exec(key);
    if (!match) continue;
    const id = Number(match[1]);
    out[id] = [...(out[id] ?? []), ...messages];
  }
  return out;
}
