import type { z } from 'zod';
import type { createCustomerBody } from '../../contract/users.ts';
import type { Camelized } from '../../domain/contract-views.ts';
import type { ApiClient, ApiResponse, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

/** GET /api/v1/users?search=&page=&per_page= (staff only): customers by name, e-mail or reference. */
export function searchCustomers<T = unknown>(
  search: string,
  options: { page?: number; perPage?: number } = {},
  api: ApiClient = getApi(),
): Promise<QueryResult<T[]>> {
  return api.query<T[]>('/api/v1/users', {
    params: { search: search.trim() || undefined, page: options.page, perPage: options.perPage },
  });
}

/**
 * The customer staff create at front of house (contract `createCustomerBody`, camelCased). No password:
 * the customer sets one through the reset flow.
 */
export type CreateCustomerInput = Camelized<z.input<typeof createCustomerBody>>;

/** POST /api/v1/users (staff only, decision G7): 201 with the new user; 422 names each bad field. */
export function createCustomer<T = unknown>(
  input: CreateCustomerInput,
  api: ApiClient = getApi(),
): Promise<ApiResponse<T>> {
  return api.post<T>('/api/v1/users', { body: { ...input } });
}
