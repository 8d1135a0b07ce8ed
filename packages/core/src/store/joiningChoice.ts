/**
 * The membership a guest chose on /pricing before signing up or logging in (flows §1 online joining):
 * kept in sessionStorage (this tab only, gone with it; never a token), and added to the basket once
 * they are logged in (cart slice `resumeJoining`).
 */

/** What is added to the basket: a membership's pricing option and the home venue chosen. */
export interface JoiningChoice {
  pricingOptionId: number;
  homeVenueId: number;
  /** For the screen only: the membership's name. */
  name?: string;
}

export const JOINING_CHOICE_KEY = 'venue.joining-choice.v1';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings, sandboxed frames)
  }
}

const isChoice = (v: unknown): v is JoiningChoice =>
  typeof v === 'object' &&
  v !== null &&
  Number.isInteger((v as JoiningChoice).pricingOptionId) &&
  Number.isInteger((v as JoiningChoice).homeVenueId);

export function rememberJoiningChoice(choice: JoiningChoice): void {
  try {
    storage()?.setItem(JOINING_CHOICE_KEY, JSON.stringify(choice));
  } catch {
    /* quota or blocked: the guest chooses again after signing up */
  }
}

export function pendingJoiningChoice(): JoiningChoice | null {
  try {
    const raw = storage()?.getItem(JOINING_CHOICE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isChoice(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function forgetJoiningChoice(): void {
  try {
    storage()?.removeItem(JOINING_CHOICE_KEY);
  } catch {
    /* nothing stored */
  }
}
