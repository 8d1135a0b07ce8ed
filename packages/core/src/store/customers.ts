import { createCustomer, searchCustomers, type CreateCustomerInput } from '../api/endpoints/customers.ts';
import { isApiError, type FieldErrors } from '../api/errors.ts';
import type { SliceDef, SliceTools } from './types.ts';
import type { CustomerSummary } from '../domain/customerLabel.ts';
import { ACTING_FOR_KEY, forgetActingFor, readActingFor, tabStorage } from './actingFor.ts';

// Apart from the slice, so a view that only names a customer (<venue-register> after staff create one)
// does not load the slice with it.
export { customerLabel, type CustomerSummary } from '../domain/customerLabel.ts';

interface UserResponse {
  id: number;
  firstName: string;
  lastName: string;
  reference: string;
  email?: string | null;
  dateOfBirth?: string | null;
}

export type CreateCustomerResult =
  { ok: true; customer: CustomerSummary } | { ok: false; errors: FieldErrors; message: string };

/** Front of house customer search, creation and the customer staff act for (flows §7 "creates customers", decision G7).
 */
export interface CustomersSlice {
  results: CustomerSummary[];
  searching: boolean;
  /** Customers staff chose on this page, by id, so any view showing the selected user id can name them. */
  chosen: Record<number, CustomerSummary>;
  /** Staff act for this customer: named from now on and remembered for this tab. */
  remember(customer: CustomerSummary): void;
  /** Staff stop acting for anyone in this tab. */
  forget(): void;
  /** The customer staff chose earlier in this tab, if any. */
  actingFor(): CustomerSummary | null;
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
  const keep = (customer: CustomerSummary) =>
    patch('customers', (s) => ({ chosen: { ...s.chosen, [customer.id]: s.chosen[customer.id] ?? customer } }));
  return {
    results: [],
    searching: false,
    chosen: {},

    remember(customer) {
      patch('customers', (s) => ({ chosen: { ...s.chosen, [customer.id]: customer } }));
      const { id, name, reference } = customer;
      tabStorage()?.setItem(ACTING_FOR_KEY, JSON.stringify({ id, name, reference }));
    },

    forget: forgetActingFor,

    actingFor() {
      const customer = readActingFor();
      if (customer) keep(customer);
      return customer;
    },

    async search(term) {
      const mine = ++latestSearch;
      patch('customers', { searching: true });
      let results: CustomerSummary[] = [];
      try {
        const r = await searchCustomers<UserResponse>(term, { perPage: 10 }, deps.api());
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
        return isApiError(error)
          ? { ok: false, errors: error.errors, message: error.message }
          : { ok: false, errors: {}, message: String(error) };
      }
    },
  };
}

/** Created on first use (page-store.ts ensureSlices). */
export const customersSlice: SliceDef<'customers'> = { name: 'customers', create: createCustomersSlice };
