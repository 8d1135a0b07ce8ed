// After a login or a sign-up: where to go. A module of its own so <venue-register> has it without the
// login form's chunk (2 KB gzip).

/** How long a host app's router gets to handle the post-login redirect itself. */
export const REDIRECT_GRACE_MS = 150;

/** Only same-site paths: an attacker-supplied `redirect=https://evil.example` must not be followed. */
export function safeRedirect(target: string | undefined): string | null {
  return target && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\') ? target : null;
}
