import type { ApiClient, ApiResponse } from '../client.ts';
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

export type OnboardingType =
  'customer_account_online' | 'customer_account_foh' | 'membership_purchase' | 'course_pro_bridge' | 'mcr_active';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  passwordConfirmation: string;
  terms: boolean;
  /** Any further onboarding fields (camelCase; sent snake_cased). */
  [field: string]: unknown;
}

/**
 * POST /api/auth/customer/register?onboarding_type=... with the snake-cased fields plus client id and
 * source (flows §1, §7). The source defaults to the bookings source.
 */
export function register(
  fields: RegisterInput,
  options: { clientId: number | string; onboardingType?: OnboardingType; source?: string },
  api: ApiClient = getApi(),
): Promise<ApiResponse<unknown>> {
  return api.post('/api/auth/customer/register', {
    params: { onboardingType: options.onboardingType ?? 'customer_account_online' },
    body: { ...fields, clientId: options.clientId, source: options.source ?? 'bookings' },
  });
}
