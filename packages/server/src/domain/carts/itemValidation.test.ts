import type { QuestionRow, RestrictionRow } from '../courses/courseRepository.ts';
import { answerErrors, QUESTION_REQUIRED, restrictionErrors } from './itemValidation.ts';

const waiver: RestrictionRow = {
  schedule_id: 's',
  criteria: 'all',
  id: 7,
  name: 'Swimming lessons waiver',
  type: 'pre-purchase-waiver',
  terms: '<p>t</p>',
  related_category_id: null,
};
const q = (id: number, type: string, required: boolean, options: string[] = []): QuestionRow => ({
  schedule_id: 's',
  section_id: 1,
  section_title: 'S',
  section_description: null,
  section_position: 0,
  question_id: id,
  question: `Q${id}`,
  type,
  required,
  position: id,
  options: options.map((value, i) => ({ id: 100 + i, value })),
});

describe('course item checks', () => {
  it('RESTR-009 an unsatisfied pre-purchase waiver must be agreed, keyed under the item', () => {
    expect(restrictionErrors('data.items.0', [waiver], [], new Set())).toEqual({
      'data.items.0.activity_restriction_ids': ['You must agree to the Swimming lessons waiver before booking.'],
    });
    expect(restrictionErrors('data.items.0', [waiver], [7], new Set())).toEqual({});
    expect(restrictionErrors('data.items.0', [waiver], [], new Set([7]))).toEqual({});
  });

  it('RESTR-005 an induction cannot be agreed inline; criteria any needs only one', () => {
    const induction = { ...waiver, id: 8, type: 'pre-purchase-induction', name: 'Gym induction' };
    expect(restrictionErrors('p', [induction], [8], new Set())).toHaveProperty(['p.activity_restriction_ids']);
    expect(
      restrictionErrors(
        'p',
        [
          { ...waiver, criteria: 'any' },
          { ...induction, criteria: 'any' },
        ],
        [7],
        new Set(),
      ),
    ).toEqual({});
  });

  it('VAL-010 required questions are keyed data.items.{i}.custom_question_answers.{id}', () => {
    const questions = [
      q(1, 'select', true, ['Non-swimmer', 'Can swim 5 metres']),
      q(2, 'long_text', true),
      q(3, 'text', false),
    ];
    expect(answerErrors('data.items.0', questions, [])).toEqual({
      'data.items.0.custom_question_answers.1': [QUESTION_REQUIRED],
      'data.items.0.custom_question_answers.2': [QUESTION_REQUIRED],
    });
    expect(
      answerErrors('data.items.0', questions, [
        { custom_question_id: 1, answer: 'Non-swimmer' },
        { custom_question_id: 2, answer: 'None' },
      ]),
    ).toEqual({});
  });

  it('VAL-010 answers must fit their question type and options', () => {
    const questions = [
      q(1, 'select', true, ['A', 'B']),
      q(2, 'multi_select', false, ['A', 'B']),
      q(3, 'date', false),
      q(4, 'number', false),
    ];
    const errors = answerErrors('data.items.2', questions, [
      { custom_question_id: 1, answer: 'C' },
      { custom_question_id: 2, answers: ['A', 'Z'] },
      { custom_question_id: 3, answer: '31/12/2026' },
      { custom_question_id: 4, answer: 'many' },
      { custom_question_id: 99, answer: 'x' },
    ]);
    expect(Object.keys(errors).sort()).toEqual(
      [1, 2, 3, 4, 99].map((id) => `data.items.2.custom_question_answers.${id}`).sort(),
    );
    expect(answerErrors('p', questions, [{ custom_question_id: 1, answer: 101 }])).toEqual({});
  });
});
