import { getSessionUser, type LoginAnswer } from '../api/endpoints/session.ts';
import { isApiError } from '../api/errors.ts';
import type { SessionUser } from '../domain/types.ts';
import { emitSessionEvent, type EventOrigin } from './events.ts';
import type { PageSessionState, SliceTools } from './types.ts';

export type AuthStatus = 'idle' | 'pending' | 'loggedIn' | 'loggedOut';
export const LOGIN_STATUS_POLL_MS = 5000;
/** 'failed' only when no answer arrived (offline): the visitor should try again. */
export type PasswordResetOutcome = 'sent' | 'failed';

/** flows §4 Login. */
export interface AuthSlice {
  status: AuthStatus;
  user: SessionUser | null;
  /** The last login failure: the server's message, or 'User signed out'. */
  error: string | null;
  /** A login request started: pending, previous error cleared. */
  loginAttempt(): void;
  /** POST /api/auth/customer/login; resolves true when logged in. `origin`: the element logged in through. */
  login(username: string, password: string, options?: EventOrigin): Promise<boolean>;
  /**
   * A session the server just opened without a login form (sign-up, a handoff code): keeps the token,
   * marks the user logged in (once the user's mapping has loaded: resolves then) and loads their basket.
   * `origin`: the element that opened it.
   */
  startSession(answer: LoginAnswer, options?: EventOrigin): Promise<void>;
  /** The user is known to be logged in (after login, loadUser, or another tab). */
  userLoggedIn(user: SessionUser, options?: EventOrigin): void;
  /** The session ended: clears the user, the cart and the payments. */
  loggedOut(error?: string | null, options?: EventOrigin): void;
  /**
   * GET /api/auth/user; logged in when it answers, logged out when it does not. Without a token cookie
   * the visitor is a guest at once: the server could only answer 401, which the browser logs.
   */
  loadUser(): Promise<SessionUser | null>;
  /**
   * Guards an action that needs a logged-in user (checkout, booking): true when logged in, otherwise
   * opens the login modal and answers false.
   */
  ensureLoggedIn(): boolean;
  /**
   * POST /api/auth/customer/forgotten-password {email_or_reference}. Any answer from the server, success
   * or error, is 'sent': the outcome must never reveal whether an account exists.
   */
  requestPasswordReset(emailOrReference: string): Promise<PasswordResetOutcome>;
  /** POST /api/auth/logout, then forget the token whatever the server says. `origin`: the element logged out through.
   */
  logout(options?: EventOrigin): Promise<void>;
  /**
   * Re-checks the login status every 5 s (another tab or bundle may have logged in or out): the token
   * cookie appearing loads the user, disappearing logs out. Returns the function that stops it.
   */
  startStatusPoll(intervalMs?: number): () => void;
}

/**
 * The wire user -> SessionUser mapping, loaded with the first signed-in answer: a guest's page (no token
 * cookie) never needs it. loadUser fetches it alongside the user, so a signed-in start-up waits for neither.
 */
const userMapping = () => import('../domain/user.ts');
const actions = () => import('./authActions.ts');

export function createAuthSlice(tools: SliceTools): AuthSlice {
  const { patch, get, deps } = tools;
  let poll: ReturnType<typeof setInterval> | null = null;
  let checking = false;
  /** The session token as the status check last saw it (undefined until the check first starts). */
  let seen: string | null | undefined;

  const auth = () => get().auth;
  const token = () => deps.api().getToken();

  return {
    status: 'idle',
    user: null,
    error: null,

    loginAttempt: () => patch('auth', { status: 'pending', error: null }),

    async login(username, password, options = {}) {
      auth().loginAttempt();
      return (await actions()).logIn(tools, username, password, options);
    },

    startSession: async (answer, options = {}) => (await actions()).startSession(tools, answer, options),

    userLoggedIn(user, { origin = null } = {}) {
      const wasLoggedIn = auth().status === 'loggedIn';
      patch('auth', { status: 'loggedIn', user, error: null });
      get().system.closeLoginModal();
      // AUTH-009 asks that the home venue become the selected one; no view reads its details, so they are not
      // fetched here: every signed-in page would load the venue reads (0.5 KB gzip) and make a request for them.
      if (!get().venue.selectedSlug && user.homeVenueSlug) get().venue.select(user.homeVenueSlug, { details: false });
      if (!wasLoggedIn) emitSessionEvent(deps.events, 'logged-in', { userId: user.id }, origin);
    },

    loggedOut(error = null, { origin = null } = {}) {
      const wasLoggedIn = auth().status === 'loggedIn';
      patch('auth', { status: 'loggedOut', user: null, error });
      // Slices not created yet hold nothing to forget.
      const { cart, payments } = get() as PageSessionState;
      cart?.reset();
      payments?.reset();
      if (wasLoggedIn) emitSessionEvent(deps.events, 'logged-out', null, origin);
    },

    async loadUser() {
      if (token() === null) {
        auth().loggedOut();
        return null;
      }
      if (auth().status !== 'loggedIn') patch('auth', { status: 'pending' });
      try {
        const [result, { toSessionUser }] = await Promise.all([getSessionUser(deps.api()), userMapping()]);
        if (result.ok && result.data) {
          const user = toSessionUser(result.data);
          auth().userLoggedIn(user);
          return user;
        }
      } catch {
        // 401 and friends: the API client already dropped a rejected token.
      }
      auth().loggedOut();
      return null;
    },

    ensureLoggedIn() {
      if (auth().status === 'loggedIn') return true;
      get().system.openLoginModal();
      return false;
    },

    async requestPasswordReset(emailOrReference) {
      try {
        // The account endpoints come with the request: the runtime every page loads does not carry them.
        const { forgottenPassword } = await import('../api/endpoints/account.ts');
        await forgottenPassword(emailOrReference.trim(), deps.api());
        return 'sent';
      } catch (error) {
        return isApiError(error) && error.status !== 0 ? 'sent' : 'failed';
      }
    },

    logout: async (options = {}) => (await actions()).logOut(tools, options),

    startStatusPoll(intervalMs = LOGIN_STATUS_POLL_MS) {
      // A page restored from the back-forward cache shows what it showed when it was left: after a logout
      // elsewhere (a kiosk's idle logout, a shared computer, the account host) that is the last customer's
      // data until the next check. A session other than the one last seen here reloads it.
      if (seen === undefined)
        addEventListener('pageshow', (event) => {
          if (event.persisted && token() !== seen) location.reload();
        });
      seen = token();
      if (poll === null) {
        poll = setInterval(() => {
          if (checking) return;
          const hasToken = (seen = token()) !== null;
          const status = auth().status;
          if (hasToken && status !== 'loggedIn' && status !== 'pending') {
            checking = true;
            void auth()
              .loadUser()
              .finally(() => (checking = false));
          } else if (!hasToken && status === 'loggedIn') {
            auth().loggedOut();
          }
        }, intervalMs);
      }
      return () => {
        if (poll !== null) clearInterval(poll);
        poll = null;
      };
    },
  };
}
