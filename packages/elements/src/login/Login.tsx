import { themeRoot } from '@venue/theme';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '../internal/useSession.ts';
import { REDIRECT_GRACE_MS, routeUrl, safeRedirect } from '../nav/links.ts';
import { lazyView } from '../internal/lazyView.ts';
import { LoginForm } from './LoginForm.tsx';

// Rarely needed, so outside every element's first paint: they load when a person asks for them.
const ForgottenPassword = lazyView(() => import('./ForgottenPassword.tsx').then((m) => m.ForgottenPassword));
const ResetPassword = lazyView(() => import('./ResetPassword.tsx').then((m) => m.ResetPassword));
const LoginModal = lazyView(() => import('./LoginModal.tsx').then((m) => m.LoginModal));
import * as css from './login.css.ts';

export interface LoginProps {
  /** 'modal' (default): the login modal, shown while the session's loginModalOpen is true. 'page': the inline form of
   * /login. */
  mode?: 'modal' | 'page' | 'reset';
  /** Where the booking-area routes live (for the register link); root-relative by default. */
  baseUrl?: string;
  /** Page mode: where to go after logging in (a path on this site, e.g. the `redirect` start-up parameter). */
  redirect?: string;
  /** Reset mode: the token from the password-reset e-mail's link. */
  token?: string;
  /** Called after a login through this view (React hosts); the element raises `venue:logged-in` from itself. */
  onLogin?: (detail: { userId: number }) => void;
}

type PanelView = 'login' | 'forgotten' | 'back';

/** The heading (or the dialog's title) says which form is showing. */
const TITLES: Record<PanelView, string> = { login: 'Log in', back: 'Log in', forgotten: 'Reset your password' };

function LoginPanels({
  baseUrl = '',
  view,
  setView,
  onLoggedIn,
}: {
  baseUrl?: string;
  view: PanelView;
  setView: (view: PanelView) => void;
  onLoggedIn: (userId: number) => void;
}) {
  return view === 'forgotten' ? (
    <ForgottenPassword onBack={() => setView('back')} />
  ) : (
    <LoginForm
      registerHref={routeUrl('register', baseUrl)}
      onForgotten={() => setView('forgotten')}
      onLoggedIn={onLoggedIn}
      returned={view === 'back'}
    />
  );
}

/**
 * `<venue-login>`: the login modal (opened through the session, e.g. by the nav's Log in or a guest's
 * checkout) or, with mode="page", the /login form. After login the session closes the modal
 * (flows §4) and focus returns to whatever opened it.
 */
export function Login({ mode = 'modal', baseUrl = '', redirect, token = '', onLogin }: LoginProps) {
  const open = useSession((s) => s.system.loginModalOpen);
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  const shown = open && !loggedIn;
  // Mounted from the first opening on and kept, so closing it returns focus as the modal always has.
  const everShown = useRef(false);
  if (shown) everShown.current = true;
  const [view, setView] = useState<PanelView>('login');
  // The modal opens on the login form each time.
  useEffect(() => {
    if (!shown) setView('login');
  }, [shown]);

  const onLoggedIn = (userId: number) => {
    onLogin?.({ userId });
    const target = mode === 'page' ? safeRedirect(redirect) : null;
    if (!target) return;
    // A host app with its own router may already move on when the session logs in; follow the
    // redirect only if nothing else has navigated by then (avoids a second, full-page load).
    const from = location.href;
    setTimeout(() => {
      if (location.href === from) location.assign(target);
    }, REDIRECT_GRACE_MS);
  };

  if (mode === 'reset') {
    return (
      <section className={`${themeRoot} ${css.page}`} aria-labelledby="venue-login-heading">
        <h1 id="venue-login-heading" className={css.heading}>
          Choose a new password
        </h1>
        <ResetPassword token={token} loginHref={routeUrl('login', baseUrl)} />
      </section>
    );
  }

  if (mode === 'page') {
    return (
      <section className={`${themeRoot} ${css.page}`} aria-labelledby="venue-login-heading">
        <h1 id="venue-login-heading" className={css.heading}>
          {loggedIn ? 'Log in' : TITLES[view]}
        </h1>
        {loggedIn ? (
          <p>You are logged in.</p>
        ) : (
          <LoginPanels baseUrl={baseUrl} view={view} setView={setView} onLoggedIn={onLoggedIn} />
        )}
      </section>
    );
  }

  return (
    <div className={themeRoot}>
      {everShown.current && (
        <LoginModal open={shown} title={TITLES[view]}>
          <LoginPanels baseUrl={baseUrl} view={view} setView={setView} onLoggedIn={onLoggedIn} />
        </LoginModal>
      )}
    </div>
  );
}
