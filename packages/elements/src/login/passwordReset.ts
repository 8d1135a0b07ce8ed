/**
 * Shown whatever the answer to a reset request (core's `auth.requestPasswordReset` is neutral), so the
 * form never reveals whether an account exists for an e-mail address or reference.
 */
export const RESET_CONFIRMATION =
  'If an account matches the e-mail address or reference you entered, we have sent an e-mail with a link to reset your password.';
