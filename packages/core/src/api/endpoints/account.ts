import type { z } from 'zod';
import type { OnboardingSource, OnboardingType, registerBody } from '../../contract/auth.ts';
import type { Camelized } from '../../domain/contract-views.ts';
import type { ApiClient, ApiResponse } from '../client.ts';
import type { LoginAnswer } from './session.ts';
import { getApi } from '../global.ts';

/** POST /api/auth/customer/forgotten-password {email_or_reference}. */
export function forgottenPassword(emailOrReference: string, api: ApiClient = getApi()): Promise<ApiResponse<unknown>> {
  return api.post('/api/auth/customer/forgotten-password', { body: { emailOrReference } });
}

/**
 * POST /api/auth/customer/reset-password {token, password, password_confirmation}: sets a new password
 * with the single-use token from the reset e-mail. A 422 names the field (`token`, `password`, ...).
 */
export function resetPassword(
  input: { token: string; password: string; passwordConfirmation: string },
  api: ApiClient = getApi(),
): Promise<ApiResponse<{ message: string }>> {
  return api.post('/api/auth/customer/reset-password', { body: input });
}

export type { OnboardingSource, OnboardingType };

/** The sign-up form's fields (contract `registerBody`, camelCased); client id and source are added by `register`. */
export type RegisterInput = Omit<Camelized<z.input<typeof registerBody>>, 'clientId' | 'source'>;

/**
 * POST /api/auth/customer/register?onboarding_type=... with the snake-cased fields plus client id and
 * source (flows §1, §7). The source defaults to the bookings source. Answers like login: the new
 * account's token and session user (it is logged in at once).
 */
export function register(
  fields: RegisterInput,
  options: { clientId: number | string; onboardingType?: OnboardingType; source?: OnboardingSource },
  api: ApiClient = getApi(),
): Promise<ApiResponse<LoginAnswer>> {
  return api.post<LoginAnswer>('/api/auth/customer/register', {
    params: { onboardingType: options.onboardingType ?? 'customer_account_online' },
    body: { ...fields, clientId: options.clientId, source: options.source ?? 'bookings' },
  });
}
