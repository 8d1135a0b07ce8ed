import { customQuestionAnswer } from '@venue/core/contract';
import { toSnake } from '@venue/core';
import type { CustomQuestion, CustomQuestionSection } from '@venue/core';
import { answersPayload } from './questions.ts';

const question = (id: number, type: CustomQuestion['type'], position = id): CustomQuestion => ({
  id,
  question: `Q${id}`,
  type,
  options:
    type === 'multi_select' || type === 'select'
      ? [
          { id: 1, value: 'Red' },
          { id: 2, value: 'Blue' },
        ]
      : [],
  required: false,
  position,
});

const sections: CustomQuestionSection[] = [
  {
    id: 1,
    title: 'About you',
    description: null,
    position: 0,
    questions: [
      question(1, 'text'),
      question(2, 'date'),
      question(3, 'multi_select'),
      question(4, 'select'),
      question(5, 'number'),
    ],
  },
];

describe('custom question answers', () => {
  it('COURSE-033 simple and date questions send answer, multi questions send answers', () => {
    const payload = answersPayload(sections, {
      1: 'Peanut allergy',
      2: '2015-04-01',
      3: ['Red', 'Blue'],
      4: 'Blue',
      5: '7',
    });
    expect(payload).toEqual([
      { customQuestionId: 1, answer: 'Peanut allergy' },
      { customQuestionId: 2, answer: '2015-04-01' },
      { customQuestionId: 3, answers: ['Red', 'Blue'] },
      { customQuestionId: 4, answer: 'Blue' },
      { customQuestionId: 5, answer: 7 },
    ]);
    for (const p of payload) {
      expect('answer' in p && 'answers' in p).toBe(false);
      // On the wire (snake_cased) each form is what the contract accepts.
      expect(customQuestionAnswer.safeParse(toSnake(p)).error).toBeUndefined();
    }
  });

  it('COURSE-033 a multi question with a single pick still sends a list; unanswered questions are left out', () => {
    expect(answersPayload(sections, { 3: 'Red' as unknown as string[] })).toEqual([
      { customQuestionId: 3, answers: ['Red'] },
    ]);
    expect(answersPayload(sections, { 1: '   ', 3: [] })).toEqual([]);
  });

  it('COURSE-033 the contract refuses an answer without its question id or with a non-list answers', () => {
    expect(customQuestionAnswer.safeParse({ custom_question_id: 3, answers: ['Red'] }).success).toBe(true);
    expect(customQuestionAnswer.safeParse({ custom_question_id: 2, answer: '2015-04-01' }).success).toBe(true);
    expect(customQuestionAnswer.safeParse({ custom_question_id: 3, answers: 'Red' }).success).toBe(false);
    expect(customQuestionAnswer.safeParse({ answer: 'x' }).success).toBe(false);
    expect(customQuestionAnswer.safeParse({ custom_question_id: 0, answer: 'x' }).success).toBe(false);
  });
});
