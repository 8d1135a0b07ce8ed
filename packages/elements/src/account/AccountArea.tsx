import { getSessionStore, t } from '@venue/core';
import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import { lazyView, type LazyView } from '../internal/lazyView.ts';
import { accountSections, areaHref, matchAccountPath, pathInArea, type AccountScreenKey } from './accountPaths.ts';
import type { AccountScreenProps } from './accountScreen.ts';
import { ACCOUNT_SCREENS } from './screens.ts';
import * as css from './account.css.ts';

/** Each screen's view, its code loaded on the first visit of its path. */
const SCREEN_VIEWS = Object.fromEntries(
  (Object.keys(ACCOUNT_SCREENS) as AccountScreenKey[]).map((key) => [
    key,
    lazyView(() => ACCOUNT_SCREENS[key]().then((m) => m.default)),
  ]),
) as Record<AccountScreenKey, LazyView<AccountScreenProps>>;

export interface AccountAreaProps {
  basePath: string;
  bookingUrl: string;
  showGuestPasses: boolean;
  /** The path inside the area on show, and how to change it (the shell keeps it across a login). */
  current: string;
  setCurrent(path: string): void;
}

/**
 * The signed-in account area: its navigation, Log out, and the screen for the path, each screen's code
 * loaded on its first visit. A chunk of its own: a guest sees only the login form (VenueAccount.tsx).
 */
export function AccountArea({ basePath, bookingUrl, showGuestPasses, current, setCurrent }: AccountAreaProps) {
  const host = useHostElement();
  const [loggingOut, setLoggingOut] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);

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

  const match = matchAccountPath(current, { guestPasses: showGuestPasses });
  const onNav = (event: MouseEvent<HTMLAnchorElement>, to: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  const Screen = match ? SCREEN_VIEWS[match.section.key] : null;
  const nav = useRef<HTMLElement>(null);
  const sectionKey = match?.section.key;
  // On a narrow screen the navigation scrolls sideways: bring the current section's link into its view
  // (its start, with the link before it peeking), so "Family and friends" is not off to the right.
  useLayoutEffect(() => {
    const row = nav.current;
    const link = row?.querySelector('[aria-current]');
    if (row && link && row.scrollWidth > row.clientWidth)
      row.scrollLeft += link.getBoundingClientRect().left - row.getBoundingClientRect().left - 32;
  }, [sectionKey]);
  return (
    <div className={css.root}>
      <div className={css.shell}>
        <nav ref={nav} className={css.nav} aria-label="Account">
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
    </div>
  );
}
