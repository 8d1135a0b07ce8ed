import { endpoints } from '@venue/core';

/**
 * The My account address with a one-time handoff code in `?token=` (issue 10). The account area is on
 * another host whose cookies this one cannot set, so the session travels as a code that works once,
 * within a minute, and is swapped there for a session of its own: the long-lived session token never
 * appears in an address, a history entry or a Referer. Without a code (offline, logged out meanwhile)
 * the plain address is answered and the account area shows its login.
 */
export async function accountUrlWithCode(
  account: string,
  issue: () => Promise<{ data: { code: string } }> = () => endpoints.createHandoff(),
  here: string = location.href,
): Promise<string> {
  const url = new URL(account, here);
  try {
    const { data } = await issue();
    url.searchParams.set('token', data.code);
  } catch {
    url.searchParams.delete('token');
  }
  return url.href;
}

/** A plain left click with no modifier: the one the link takes over (others open the bare address). */
export function isPlainClick(event: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}
