import { createCustomer, searchCustomers, type CreateCustomerInput } from '../api/endpoints/customers.ts';
import { isApiError, type FieldErrors } from '../api/errors.ts';
import type { SliceTools } from './types.ts';

/** A customer as front of house lists them. */
export interface CustomerSummary {
  id: number;
  name: string;
  reference: string;
  email: string | null;
  dateOfBirth: string | null;
}

interface UserResponse {
  id: number;
  firstName: string;
  lastName: string;
  reference: string;
  email?: string | null;
  dateOfBirth?: string | null;
}

export type CreateCustomerResult = { ok: true; customer: CustomerSummary } | { ok: false; errors: FieldErrors; message: string };

/** Front of house customer search and creation (flows §7 "creates customers", decision G7). */
export interface CustomersSlice {
  results: CustomerSummary[];
  searching: boolean;
  /** GET /api/v1/users?search= (staff). A failure empties the results. */
  search(term: string): Promise<CustomerSummary[]>;
  /** POST /api/v1/users (staff); the new customer joins the results. 422 answers come back per field. */
  create(input: CreateCustomerInput): Promise<CreateCustomerResult>;
}

const toCustomer = (u: UserResponse): CustomerSummary => ({
  id: u.id,
  name: `${u.firstName} ${u.lastName}`.trim(),
  reference: u.reference,
  email: u.email ?? null,
  dateOfBirth: u.dateOfBirth ?? null,
});

export function createCustomersSlice({ patch, deps }: SliceTools): CustomersSlice {
  let latestSearch = 0;
  return {
    results: [],
    searching: false,

    async search(term) {
      const mine = ++latestSearch;
      patch('customers', { searching: true });
      let results: CustomerSummary[] = [];
      try {
        const r = await searchCustomers<UserResponse>(term, {}, deps.api());
        results = r.ok ? (r.data ?? []).map(toCustomer) : [];
      } catch {
        results = [];
      }
      if (mine === latestSearch) patch('customers', { results, searching: false });
      return results;
    },

    async create(input) {
      try {
        const { data } = await createCustomer<UserResponse>(input, deps.api());
        const customer = toCustomer(data);
        patch('customers', (s) => ({ results: [customer, ...s.results.filter((c) => c.id !== customer.id)] }));
        return { ok: true, customer };
      } catch (error) {
        return isApiError(error) ? { ok: false, errors: error.errors, message: error.message } : { ok: false, errors: {}, message: String(error) };
      }
    },
  };
}
