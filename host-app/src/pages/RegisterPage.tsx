import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { ElementRoute } from '../elements/ElementRoute.tsx';
import { useHostSession } from '../platform/session.ts';

/** flows §2, §6: Sign up is only for guests; a logged-in user goes to the redirect value, or home. */
export default function RegisterPage() {
  const { loggedIn, redirect } = useHostSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (loggedIn) navigate(redirect ?? '/', { replace: true });
  }, [loggedIn, redirect, navigate]);
  if (loggedIn !== false) {
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  }
  return (
    <ElementRoute
      tag="venue-register"
      attributes={{ redirect: redirect ?? undefined }}
      heading="Sign up"
      purpose={<p>Create an account to book activities, courses and camps, and to manage your bookings.</p>}
    />
  );
}
