import { dictionary } from '@zxcvbn-ts/language-common';
import { invalid } from '../http/errors.ts';

/**
 * NIST SP 800-63B 5.1.1.2: at least 8 characters, no composition rules, and not a value known to be
 * commonly used. The list is zxcvbn-ts's 49,000 most common passwords (from breach corpora), compared
 * case-insensitively so 'Password1' is refused as well as 'password1'. Only checked where a password is
 * set: existing accounts (the seeded demo ones included) keep theirs.
 */
export const MIN_PASSWORD_LENGTH = 8;
export const TOO_SHORT = `Must be at least ${MIN_PASSWORD_LENGTH} characters`;
export const TOO_COMMON = 'This password is too common. Choose one that would be harder to guess.';

let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  // Built on first use: decompressing the list costs a few tens of milliseconds.
  common ??= new Set(dictionary['passwords-common'].map((p) => String(p).toLowerCase()));
  return common;
}

/** Why a new password is refused, or null when it is allowed. Length counts characters, not UTF-16 units. */
export function passwordProblem(password: string): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return TOO_SHORT;
  if (commonPasswords().has(password.toLowerCase())) return TOO_COMMON;
  return null;
}

/** A 422 naming `field` when the password breaks the policy. */
export function assertPasswordAllowed(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw invalid(field, problem);
}
