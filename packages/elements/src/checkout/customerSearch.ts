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

export function rememberCustomer(customer: CustomerMatch): void {
  chosen.set(customer.id, customer);
}

export function rememberedCustomer(id: number | null): CustomerMatch | null {
  return id === null ? null : (chosen.get(id) ?? null);
}
