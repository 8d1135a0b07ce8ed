import { useState } from 'react';
import { ElementRoute } from '../elements/ElementRoute.tsx';

/** The token taken from this page's address: the page may mount again (the layout re-renders), and must find it. */
let takenToken = '';

/**
 * Reads the reset token once and takes it out of the address, so it does not stay in history or go out
 * in a Referer. (`reset_token`, not `token`: that start-up parameter is a session token.) A second mount reads
 * the token kept here, not the address it was already removed from.
 */
export function takeResetToken(): string {
  const url = new URL(location.href);
  const token = url.searchParams.get('reset_token');
  if (token) {
    takenToken = token;
    url.searchParams.delete('reset_token');
    history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  }
  return takenToken;
}

/** `/reset-password?reset_token=...`: the link in the password-reset e-mail lands here (issue 7 point 15). */
export default function ResetPasswordPage() {
  const [token] = useState(takeResetToken);
  return (
    <ElementRoute
      tag="venue-login"
      attributes={{ mode: 'reset', token }}
      heading="Choose a new password"
      purpose={<p>Choose a new password for your account. The link in the e-mail works once.</p>}
    />
  );
}
