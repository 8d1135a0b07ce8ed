import { getSessionStore } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { useEffect, useState } from 'react';
import { lazyView } from '../internal/lazyView.ts';
import { useSession } from '../internal/useSession.ts';
import type { LoginProps } from '../login/Login.tsx';
import type { AccountAreaProps } from './AccountArea.tsx';
import { pathInArea } from './accountPaths.ts';
import { AreaBaseContext, Loading } from './parts.tsx';

// The signed-in area (navigation, Log out, the screens' loaders, its styles) loads once someone is logged
// in: a guest sees the login form only (issue 12).
const AccountArea = lazyView<AccountAreaProps>(() => import('./AccountArea.tsx').then((m) => m.AccountArea));
// The login form likewise loads only for a guest: a returning customer's first load does not carry it.
const Login = lazyView<LoginProps>(
  () => import('../login/Login.tsx').then((m) => m.Login),
  () => <Loading what="your account" />,
);

export interface VenueAccountProps {
  /** Where the account area is mounted on this site, e.g. '/my-account'; the site root by default. */
  basePath?: string;
  /** The booking site, for links out of the account area (Book again, Buy a membership); root-relative by default. */
  bookingUrl?: string;
  /** Shows Guest passes (ROUTE-026); absent: the client's online guest passes setting. */
  guestPasses?: boolean;
  /** The path inside the area to show, when the host page routes itself; absent: the page's address. */
  path?: string;
}

function addressPath(basePath: string): string {
  return typeof location === 'undefined' ? '/' : (pathInArea(location.pathname, basePath) ?? '/');
}

/**
 * `<venue-account>`: the account area (flows §2). Its navigation, the signed-in check (a guest gets the
 * login form, then the screen asked for), Log out, and the screen for the path, loaded lazily.
 */
export function VenueAccount({ basePath = '', bookingUrl = '', guestPasses, path }: VenueAccountProps) {
  const status = useSession((s) => s.auth.status);
  const clientGuestPasses = useSession((s) => s.system.client?.onlineGuestPassesEnabled === true);
  const [current, setCurrent] = useState(() =>
    path !== undefined ? (pathInArea(path) ?? '/') : addressPath(basePath),
  );
  // The host page routes: follow its path.
  useEffect(() => {
    if (path !== undefined) setCurrent(pathInArea(path) ?? '/');
  }, [path]);

  // Back and forward.
  useEffect(() => {
    if (path !== undefined) return;
    const onPop = () => setCurrent(addressPath(basePath));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [basePath, path]);

  // Nobody asked who is logged in yet (a page with only this element): ask once.
  useEffect(() => {
    if (getSessionStore().getState().auth.status === 'idle') void getSessionStore().getState().auth.loadUser();
  }, []);

  let body;
  if (status === 'idle' || status === 'pending') {
    body = <Loading what="your account" />;
  } else if (status === 'loggedOut') {
    body = <Login mode="page" baseUrl={bookingUrl} />;
  } else {
    body = (
      <AccountArea
        basePath={basePath}
        bookingUrl={bookingUrl}
        showGuestPasses={guestPasses ?? clientGuestPasses}
        current={current}
        setCurrent={setCurrent}
      />
    );
  }

  return (
    <AreaBaseContext.Provider value={basePath}>
      <div className={themeRoot}>{body}</div>
    </AreaBaseContext.Provider>
  );
}
