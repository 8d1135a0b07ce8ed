import { endpoints } from '@venue/core';
import { hostSession } from '../platform/session.ts';
import { addressWithoutToken, readStartupParams } from './startupParams.ts';

/** Swaps a handoff code for a session token; null when the code is refused (stale, reused, wrong) or unreachable. */
export type ExchangeCode = (code: string) => Promise<string | null>;

/** POST /api/auth/handoff/exchange: the code's new session token, or null. */
export const exchangeHandoffCode: ExchangeCode = async (code) => {
  try {
    const { data } = await endpoints.exchangeHandoff(code);
    return data.token;
  } catch {
    return null;
  }
};

/**
 * Applies the start-up query parameters once, before the first render (flows §2): embedded (remembered
 * for the visit), kiosk, centre, redirect, and the token. The token parameter carries a one-time handoff
 * code (issue 10), never a session token: it is removed from the address at once (so it stays in no
 * history entry or referrer), then swapped for a session of this host's own, which is stored in core's
 * token cookie. A stale or reused code is refused and the visitor simply sees the login. Resolves once
 * the exchange is over, so the login status is asked for after it.
 */
export async function applyStartupParams(
  storeToken: (token: string) => void,
  loc: Location = location,
  history: History = window.history,
  exchange: ExchangeCode = exchangeHandoffCode,
): Promise<void> {
  const params = readStartupParams(loc.search);
  if (params.embedded !== null) hostSession.setEmbedded(params.embedded);
  if (params.kiosk !== null) hostSession.setKiosk(params.kiosk, params.centre);
  else if (params.centre) hostSession.setCentre(params.centre);
  if (params.redirect) hostSession.setRedirect(params.redirect);
  if (params.token) {
    history.replaceState(history.state, '', addressWithoutToken(loc.href));
    const token = await exchange(params.token);
    if (token) storeToken(token);
  }
}
