import type { CustomerSummary } from '../domain/customerLabel.ts';

/**
 * The customer staff act for survives moving from the course page to checkout: kept for this tab only
 * (sessionStorage), and only their id and name, never a token.
 */
export const ACTING_FOR_KEY = 'venue.acting-for.v1';

export function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readActingFor(): CustomerSummary | null {
  try {
    const raw = tabStorage()?.getItem(ACTING_FOR_KEY);
    const value = raw
      ? (JSON.parse(raw) as Partial<CustomerSummary> & { firstName?: string; lastName?: string })
      : null;
    if (!value || typeof value.id !== 'number') return null;
    // Earlier builds kept first and last name apart.
    const name = value.name ?? `${value.firstName ?? ''} ${value.lastName ?? ''}`.trim();
    return { id: value.id, name, reference: value.reference ?? '', email: null, dateOfBirth: null };
  } catch {
    return null;
  }
}

/**
 * Staff stop acting for anyone in this tab; also when they log out, so whoever logs in next at the front
 * desk does not find themselves booking for the last customer.
 */
export function forgetActingFor(): void {
  tabStorage()?.removeItem(ACTING_FOR_KEY);
}
