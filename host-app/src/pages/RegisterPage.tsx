import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ElementRoute } from '../elements/ElementRoute.tsx';
import { useHostSession } from '../platform/session.ts';
import { safeRedirectPath } from '../startup/startupParams.ts';

/**
 * `/register?onboarding_type=&source=&redirect=` (flows §2, §6): Sign up is only for guests; a logged-in
 * customer goes to the redirect value, or home (ROUTE-003/004). Staff at the front desk get the same form
 * to create a customer (`customer_account_foh`, source front-of-house).
 */
export default function RegisterPage() {
  const { loggedIn, user, redirect: startupRedirect } = useHostSession();
  const params = new URLSearchParams(useSearch());
  // The address's own ?redirect= wins (a link inside the app); else the start-up parameter kept for the visit.
  const redirect = safeRedirectPath(params.get('redirect')) ?? startupRedirect;
  const isStaff = user?.role === 'staff';
  const [, navigate] = useLocation();
  useEffect(() => {
    if (loggedIn && !isStaff) navigate(redirect ?? '/', { replace: true });
  }, [loggedIn, isStaff, redirect, navigate]);
  if (loggedIn === null || (loggedIn && !isStaff)) {
    return (
      <p className="loading" role="status">
        Loading…
      </p>
    );
  }
  return (
    <ElementRoute
      tag="venue-register"
      attributes={{
        'onboarding-type': params.get('onboarding_type') ?? undefined,
        source: params.get('source') ?? undefined,
        redirect: redirect ?? undefined,
      }}
      heading={isStaff ? 'Create a customer' : 'Sign up'}
      purpose={<p>Create an account to book activities, courses and camps, and to manage your bookings.</p>}
    />
  );
}
