import { Checkbox, Select, TextArea, TextField } from '@venue/ui';
import type { CustomQuestion, CustomQuestionSection } from '@venue/core';
import type { AnswerValue, Answers } from './questions.ts';
import * as styles from './courseBooking.css.ts';

export interface CustomQuestionsProps {
  sections: CustomQuestionSection[];
  answers: Answers;
  /** Messages per question id (required but blank, or the server's 422 messages). */
  errors: Record<number, string[]>;
  onChange: (questionId: number, value: AnswerValue) => void;
}

function QuestionField({
  question,
  answers,
  errors,
  onChange,
}: { question: CustomQuestion } & Omit<CustomQuestionsProps, 'sections'>) {
  const value = answers[question.id];
  const error = errors[question.id]?.join(' ');
  const common = { label: question.question, required: question.required, error };
  switch (question.type) {
    case 'text':
      return (
        <TextField
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(question.id, e.currentTarget.value)}
        />
      );
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          inputMode="numeric"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(question.id, e.currentTarget.value)}
        />
      );
    case 'date':
      return (
        <TextField
          {...common}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(question.id, e.currentTarget.value)}
        />
      );
    case 'long_text':
      return (
        <TextArea
          {...common}
          rows={3}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(question.id, e.currentTarget.value)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          placeholder="Please select"
          options={question.options.map((o) => ({ value: o.value, label: o.value }))}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(question.id, e.currentTarget.value)}
        />
      );
    case 'multi_select': {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset className={styles.fieldset} aria-invalid={error ? true : undefined}>
          <legend className={styles.legend}>
            {question.question}
            {question.required ? <span aria-hidden="true"> *</span> : null}
          </legend>
          {question.options.map((o) => (
            <Checkbox
              key={o.id}
              label={o.value}
              checked={chosen.includes(o.value)}
              onChange={(e) =>
                onChange(
                  question.id,
                  e.currentTarget.checked ? [...chosen, o.value] : chosen.filter((v) => v !== o.value),
                )
              }
            />
          ))}
          {error ? <p className={styles.errorText}>{error}</p> : null}
        </fieldset>
      );
    }
    case 'checkbox':
      return (
        <Checkbox
          label={question.question}
          required={question.required}
          error={error}
          checked={value === true}
          onChange={(e) => onChange(question.id, e.currentTarget.checked)}
        />
      );
    case 'group':
      // The contract gives a group no questions of its own: it heads the questions after it.
      return <p className={styles.legend}>{question.question}</p>;
    default:
      return question.type satisfies never;
  }
}

/** The course's custom questions, every type of contracts §9, grouped by section. */
export function CustomQuestions({ sections, answers, errors, onChange }: CustomQuestionsProps) {
  return (
    <>
      {[...sections]
        .sort((a, b) => a.position - b.position)
        .map((section) => (
          <fieldset key={`${section.position}-${section.title}`} className={styles.fieldset}>
            <legend className={styles.sectionTitle}>{section.title}</legend>
            {section.description ? <p className={styles.muted}>{section.description}</p> : null}
            {[...section.questions]
              .sort((a, b) => a.position - b.position)
              .map((question) => (
                <QuestionField
                  key={question.id}
                  question={question}
                  answers={answers}
                  errors={errors}
                  onChange={onChange}
                />
              ))}
          </fieldset>
        ))}
    </>
  );
}
