import { getSessionStore, t } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import { lazyView, type LazyView } from '../internal/lazyView.ts';
import { useSession } from '../internal/useSession.ts';
import { Login } from '../login/Login.tsx';
import { accountSections, areaHref, matchAccountPath, pathInArea, type AccountScreenKey } from './accountPaths.ts';
import type { AccountScreenProps } from './accountScreen.ts';
import { AreaBaseContext, Loading } from './parts.tsx';
import { ACCOUNT_SCREENS } from './screens.ts';
import * as css from './account.css.ts';

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

/** Each screen's view, its code loaded on the first visit of its path. */
const SCREEN_VIEWS = Object.fromEntries(
  (Object.keys(ACCOUNT_SCREENS) as AccountScreenKey[]).map((key) => [
    key,
    lazyView(() => ACCOUNT_SCREENS[key]().then((m) => m.default)),
  ]),
) as Record<AccountScreenKey, LazyView<AccountScreenProps>>;

function addressPath(basePath: string): string {
  return typeof location === 'undefined' ? '/' : (pathInArea(location.pathname, basePath) ?? '/');
}

/**
 * `<venue-account>`: the account area (flows §2). Its navigation, the signed-in check (a guest gets the
 * login form, then the screen asked for), Log out, and the screen for the path, loaded lazily.
 */
export function VenueAccount({ basePath = '', bookingUrl = '', guestPasses, path }: VenueAccountProps) {
  const host = useHostElement();
  const status = useSession((s) => s.auth.status);
  const clientGuestPasses = useSession((s) => s.system.client?.onlineGuestPassesEnabled === true);
  const [current, setCurrent] = useState(() =>
    path !== undefined ? (pathInArea(path) ?? '/') : addressPath(basePath),
  );
  const [loggingOut, setLoggingOut] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

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

  useEffect(() => {
    if (!focusHeading.current) return;
    focusHeading.current = false;
    heading.current?.focus();
  });

  const navigate = (to: string) => {
    const inner = pathInArea(to) ?? '/';
    const href = areaHref(inner, basePath);
    if (typeof history !== 'undefined' && location.pathname !== href) history.pushState(null, '', href);
    focusHeading.current = true;
    setCurrent(inner);
    if (typeof window !== 'undefined' && typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  };

  const logOut = async () => {
    setLoggingOut(true);
    try {
      await getSessionStore().getState().auth.logout({ origin: host });
    } finally {
      setLoggingOut(false);
    }
  };

  const showGuestPasses = guestPasses ?? clientGuestPasses;
  const match = matchAccountPath(current, { guestPasses: showGuestPasses });

  let body;
  if (status === 'idle' || status === 'pending') {
    body = <Loading what="your account" />;
  } else if (status === 'loggedOut') {
    body = <Login mode="page" baseUrl={bookingUrl} />;
  } else {
    const onNav = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      navigate(to);
    };
    const Screen = match ? SCREEN_VIEWS[match.section.key] : null;
    body = (
      <div className={css.shell}>
        <nav className={css.nav} aria-label="Account">
          <ul className={css.navList}>
            {accountSections(showGuestPasses).map((section) => (
              <li key={section.key}>
                <a
                  className={css.navLink}
                  href={areaHref(section.path, basePath)}
                  aria-current={match?.section.key === section.key ? 'page' : undefined}
                  onClick={(event) => onNav(event, section.path)}
                >
                  {section.navLabel}
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={css.logout}
            onClick={() => void logOut()}
            disabled={loggingOut}
            aria-busy={loggingOut || undefined}
          >
            Log out
          </button>
        </nav>
        <div className={css.content} data-account-screen={match?.section.key ?? 'not-found'}>
          {match && Screen ? (
            <>
              <h1 ref={heading} tabIndex={-1} className={css.title}>
                {match.title}
              </h1>
              <Screen key={match.section.key} subPath={match.subPath} bookingUrl={bookingUrl} navigate={navigate} />
            </>
          ) : (
            <>
              <h1 ref={heading} tabIndex={-1} className={css.title}>
                {t('common:notFoundHeading')}
              </h1>
              <p className={css.prose}>{t('common:notFoundBody')}</p>
              <a className={css.link} href={areaHref('/', basePath)} onClick={(event) => onNav(event, '/')}>
                Go to your dashboard
              </a>
            </>
          )}
        </div>
      </div>
    );
  }

  return (
    <AreaBaseContext.Provider value={basePath}>
      <div className={themeRoot}>{body}</div>
    </AreaBaseContext.Provider>
  );
}
