import { hostSession } from '../platform/session.ts';
import { addressWithoutToken, readStartupParams } from './startupParams.ts';

/**
 * Applies the start-up query parameters once, before the first render (flows §2):
 * embedded (remembered for the visit), kiosk, centre, redirect, and the token, which is stored in
 * core's token cookie and then removed from the address so it does not stay in history or referrers.
 */
export function applyStartupParams(
  storeToken: (token: string) => void,
  loc: Location = location,
  history: History = window.history,
): void {
  const params = readStartupParams(loc.search);
  if (params.embedded !== null) hostSession.setEmbedded(params.embedded);
  if (params.kiosk !== null) hostSession.setKiosk(params.kiosk, params.centre);
  else if (params.centre) hostSession.setCentre(params.centre);
  if (params.redirect) hostSession.setRedirect(params.redirect);
  if (params.token) {
    storeToken(params.token);
    history.replaceState(history.state, '', addressWithoutToken(loc.href));
  }
}
