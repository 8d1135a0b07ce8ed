import { getApi, isApiError } from '@venue/core';

export const FORGOTTEN_PASSWORD_PATH = '/api/auth/customer/forgotten-password';

/**
 * Shown whatever the answer to a reset request, so the form never reveals whether an account exists
 * for an e-mail address or reference.
 */
export const RESET_CONFIRMATION =
  'If an account matches the e-mail address or reference you entered, we have sent an e-mail with a link to reset your password.';

/**
 * POST auth/customer/forgotten-password {email_or_reference}. 'sent' for success and for the answers
 * that would reveal whether the account exists (404, 422); 'failed' when the request itself failed.
 */
export async function requestPasswordReset(emailOrReference: string): Promise<'sent' | 'failed'> {
  try {
    await getApi().post(FORGOTTEN_PASSWORD_PATH, { body: { emailOrReference: emailOrReference.trim() } });
    return 'sent';
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 422)) return 'sent';
    return 'failed';
  }
}
