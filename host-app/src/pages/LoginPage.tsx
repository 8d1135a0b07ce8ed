import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ElementRoute } from '../elements/ElementRoute.tsx';
import { useHostSession } from '../platform/session.ts';

/** `/login` (flows §2): the login form as a page; after logging in, on to the redirect value or home. */
export default function LoginPage() {
  const { loggedIn, redirect } = useHostSession();
  const [, navigate] = useLocation();
  // Only a login that happens here moves on; an already logged-in visitor may still open /login.
  const wasGuest = useRef(loggedIn === false);
  useEffect(() => {
    if (loggedIn === false) wasGuest.current = true;
    if (loggedIn && wasGuest.current) navigate(redirect ?? '/', { replace: true });
  }, [loggedIn, redirect, navigate]);
  return (
    <ElementRoute
      tag="venue-login"
      attributes={{ mode: 'page', redirect: redirect ?? undefined }}
      heading="Log in"
      purpose={<p>Log in with your e-mail address or membership reference to book and manage your account.</p>}
    />
  );
}
