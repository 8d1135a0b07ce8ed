import { t } from '@venue/core';

export interface TextRules {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
}

/**
 * The generic client-side checks (gap G3), with the contracts' generic messages from the catalogue.
 * Answers the first failing message, or undefined when the value passes.
 */
export function validateText(value: string | null | undefined, rules: TextRules): string | undefined {
  const text = (value ?? '').trim();
  if (text === '') return rules.required ? t('common:fieldRequired') : undefined;
  if (rules.minLength !== undefined && text.length < rules.minLength)
    return t('common:minLength', { min: rules.minLength });
  if (rules.maxLength !== undefined && text.length > rules.maxLength)
    return t('common:maxLength', { max: rules.maxLength });
  return undefined;
}

/** A required choice (select, checkbox) that has not been made: 'Required'. */
export function validateChoice(value: string | boolean | null | undefined, required: boolean): string | undefined {
  const chosen = typeof value === 'boolean' ? value : value !== null && value !== undefined && value !== '';
  return required && !chosen ? t('common:required') : undefined;
}
