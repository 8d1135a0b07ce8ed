import type { ApiClient } from '@venue/core';

/** A customer as the front-of-house search lists them. */
export interface CustomerMatch {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  reference: string | null;
}

/** Staff search for the customer to act for (flows §7 "search"; path per gap G12). */
export async function searchCustomers(api: ApiClient, search: string): Promise<CustomerMatch[]> {
  const result = await api.query<CustomerMatch[]>('/api/v1/users', { params: { search, perPage: 10 } });
  if (!result.ok) return [];
  return result.data ?? [];
}

export function customerLabel(c: Pick<CustomerMatch, 'firstName' | 'lastName' | 'email' | 'reference'>): string {
  const extra = [c.email, c.reference].filter(Boolean).join(', ');
  return `${c.firstName} ${c.lastName}${extra ? ` (${extra})` : ''}`;
}

// The customers staff chose on this page, so every view showing the selected user id can name them.
const chosen = new Map<number, CustomerMatch>();

/**
 * The customer staff act for survives moving from the course page to checkout: kept for this tab only
 * (sessionStorage), and only their id and name, never a token.
 */
const ACTING_FOR_KEY = 'venue.acting-for.v1';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function rememberCustomer(customer: CustomerMatch): void {
  chosen.set(customer.id, customer);
  const { id, firstName, lastName } = customer;
  tabStorage()?.setItem(ACTING_FOR_KEY, JSON.stringify({ id, firstName, lastName, email: null, reference: null }));
}

export function forgetCustomer(): void {
  tabStorage()?.removeItem(ACTING_FOR_KEY);
}

/** The customer staff chose earlier in this tab, if any. */
export function actingFor(): CustomerMatch | null {
  try {
    const raw = tabStorage()?.getItem(ACTING_FOR_KEY);
    const value = raw ? (JSON.parse(raw) as CustomerMatch) : null;
    if (!value || typeof value.id !== 'number') return null;
    chosen.set(value.id, chosen.get(value.id) ?? value);
    return chosen.get(value.id) ?? value;
  } catch {
    return null;
  }
}

export function rememberedCustomer(id: number | null): CustomerMatch | null {
  return id === null ? null : (chosen.get(id) ?? null);
}
