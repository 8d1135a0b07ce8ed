// Logging in and out, loaded when someone does either: start-up (every page, every element) only reads who is
// logged in, and someone already signed in never needs the login code. It brings the user mapping with it.
import { login, logout } from '../api/endpoints/login.ts';
import type { LoginAnswer } from '../api/endpoints/session.ts';
import { serverMessageOf } from '../api/errors.ts';
import { toSessionUser } from '../domain/user.ts';
import { commonCore } from '../messages/commonCore.ts';
import type { EventOrigin } from './events.ts';
import { forgetActingFor } from './actingFor.ts';
import { loadBasketWith } from './loadBasket.ts';
import type { SliceTools } from './types.ts';

export async function logIn(
  { patch, get, deps }: SliceTools,
  username: string,
  password: string,
  { origin = null }: EventOrigin,
): Promise<boolean> {
  try {
    const { data } = await login(username, password, deps.api());
    await get().auth.startSession(data, { origin });
    return true;
  } catch (error) {
    const message = serverMessageOf(error) ?? commonCore.userSignedOut;
    patch('auth', { status: 'loggedOut', user: null, error: message });
    get().toasts.push({ type: 'danger', title: commonCore.errorTitle, message });
    return false;
  }
}

export function startSession({ get, deps, ensure }: SliceTools, answer: LoginAnswer, { origin = null }: EventOrigin) {
  deps.api().setToken(answer.token);
  get().auth.userLoggedIn(toSessionUser(answer.user), { origin });
  void loadBasketWith(ensure);
}

export async function logOut({ get, deps }: SliceTools, { origin = null }: EventOrigin): Promise<void> {
  const api = deps.api();
  try {
    await logout(api);
  } catch {
    // Logging out locally matters more than the server agreeing.
  }
  api.clearToken();
  forgetActingFor();
  get().auth.loggedOut(commonCore.userSignedOut, { origin });
}
