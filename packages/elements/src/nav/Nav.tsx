import { getSessionStore, selectBasketCount, selectIsKiosk, t } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { ButtonLink, SlideOver } from '@venue/ui';
import { useState, type MouseEvent } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import { useSession, type SessionState } from '../internal/useSession.ts';
import { accountUrlWithCode, isPlainClick } from './accountHandoff.ts';
import { basketLabel, defaultAccountUrl, routeUrl } from './links.ts';
import * as css from './nav.css.ts';

export interface NavProps {
  /** Where the booking-area routes live (e.g. `https://bookings.example.com`); root-relative by default. */
  baseUrl?: string;
  /** The account area (its own sub-domain); `account.<host>` by default. */
  accountUrl?: string;
  /** Shows Buy a membership. Without it, the client's online joining setting decides. */
  onlineJoining?: boolean;
  /** The operator's logo (the theme's themeAppLogo). */
  logoUrl?: string;
}

/** The client's online joining setting (GET /api/client). */
const clientOnlineJoining = (state: SessionState): boolean => state.system.client?.onlineJoiningEnabled === true;

/** A `<venue-login>` that can show the modal; without one, Log in is a plain link to /login. */
function pageHasLoginModal(): boolean {
  return typeof document !== 'undefined' && document.querySelector('venue-login:not([mode="page"])') !== null;
}

/**
 * A page that already has a banner around the nav (the hosted site's header, which also holds its skip
 * link) gets no second, nested one: the bar is then a plain box inside it.
 */
function insidePageBanner(host: HTMLElement | null): boolean {
  return host?.parentElement?.closest('header, [role="banner"]') != null;
}

/**
 * The top navigation and the mobile side drawer (flows §2): Book an activity; Buy a membership when
 * online joining is on; My account or Log in; the basket with its item count; Back to Kiosk Home in
 * kiosk mode (where My account is left out, gap G17). Below 576 px the links fold into a 306 px drawer
 * opened by the menu button; Back to Kiosk Home stays in the bar.
 */
/** The basket icon link with its item count badge; the bar shows one in the list and one on mobile. */
function BasketLink({
  className,
  href,
  itemCount,
  ...marker
}: {
  className: string;
  href: string;
  itemCount: number;
  'data-basket'?: boolean;
}) {
  return (
    <a className={className} href={href} aria-label={basketLabel(itemCount)} {...marker}>
      <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 9h18l-2 11H5L3 9Z" />
        <path d="M8 9l4-6 4 6" />
      </svg>
      {itemCount > 0 ? (
        <span className={css.badge} aria-hidden="true">
          {itemCount}
        </span>
      ) : null}
    </a>
  );
}

/** The links the bar and the drawer both start with. */
function BookingLinks({
  className,
  baseUrl,
  showMembership,
}: {
  className: string;
  baseUrl: string;
  showMembership: boolean;
}) {
  return (
    <>
      <li>
        <a className={className} href={routeUrl('bookActivity', baseUrl)}>
          Book an activity
        </a>
      </li>
      {showMembership ? (
        <li>
          <a className={className} href={routeUrl('pricing', baseUrl)}>
            Buy a membership
          </a>
        </li>
      ) : null}
    </>
  );
}

export function Nav({ baseUrl = '', accountUrl, onlineJoining, logoUrl }: NavProps) {
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  const itemCount = useSession(selectBasketCount);
  const isKiosk = useSession(selectIsKiosk);
  const clientName = useSession((s) => s.system.client?.name ?? null);
  const joiningFromClient = useSession(clientOnlineJoining);
  const showMembership = onlineJoining ?? joiningFromClient;
  // A kiosk is a shared in-venue device: no way into the account area from it (gap G17).
  const showAccount = !isKiosk;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const host = useHostElement();

  const account = accountUrl || defaultAccountUrl(baseUrl);
  const loginHref = routeUrl('login', baseUrl);

  const openLogin = (event: MouseEvent) => {
    if (!pageHasLoginModal()) return;
    event.preventDefault();
    setDrawerOpen(false);
    getSessionStore().getState().system.openLoginModal();
  };

  const logout = () => {
    setDrawerOpen(false);
    void getSessionStore().getState().auth.logout({ origin: host });
  };

  // My account asks for a one-time code when followed, so no session token is ever part of its address.
  const [handingOff, setHandingOff] = useState(false);
  const openAccount = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (handingOff) return;
    setHandingOff(true);
    void accountUrlWithCode(account).then((url) => {
      setHandingOff(false);
      location.assign(url);
    });
  };

  const Bar = insidePageBanner(host) ? 'div' : 'header';
  return (
    <Bar className={`${themeRoot} ${css.bar}`}>
      <nav className={`${css.inner} ${isKiosk ? css.kioskInner : loggedIn ? css.crowdedInner : ''}`} aria-label="Main">
        <a className={css.brand} href={routeUrl('home', baseUrl)}>
          {logoUrl ? (
            <img className={css.logo} src={logoUrl} alt={clientName ?? 'Home'} />
          ) : (
            <span className={css.brandText}>{clientName ?? 'Home'}</span>
          )}
        </a>
        {isKiosk ? (
          // Kiosk: always in the bar, at every width (gap G17).
          <a className={css.kioskHome} href={routeUrl('kioskHome', baseUrl)} data-kiosk-home>
            Back to Kiosk Home
          </a>
        ) : null}
        <ul className={css.links}>
          <BookingLinks className={css.link} baseUrl={baseUrl} showMembership={showMembership} />
          <li>
            {loggedIn ? (
              showAccount ? (
                <a className={css.link} href={account} onClick={openAccount} aria-busy={handingOff || undefined}>
                  My account
                </a>
              ) : null
            ) : (
              <a className={css.link} href={loginHref} onClick={openLogin}>
                Log in
              </a>
            )}
          </li>
          {loggedIn ? (
            // Log out at every width (issue 10): beside My account in the bar, in the drawer below 576 px.
            <li>
              <button type="button" className={css.link} onClick={logout} data-logout>
                Log out
              </button>
            </li>
          ) : null}
          <li>
            <BasketLink className={css.basket} href={routeUrl('basket', baseUrl)} itemCount={itemCount} data-basket />
          </li>
        </ul>
        <BasketLink
          className={`${css.basket} ${css.mobileBasket}`}
          href={routeUrl('basket', baseUrl)}
          itemCount={itemCount}
        />
        <button
          type="button"
          className={css.menuButton}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <svg className={css.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" />
          </svg>
          Menu
        </button>
      </nav>
      <SlideOver open={drawerOpen} onClose={() => setDrawerOpen(false)} title="Menu" width={306} side="right">
        <ul className={css.drawerList}>
          <BookingLinks className={css.drawerLink} baseUrl={baseUrl} showMembership={showMembership} />
          <li>
            <a className={css.drawerLink} href={routeUrl('basket', baseUrl)}>
              Shopping basket
            </a>
          </li>
          {loggedIn ? (
            <>
              {showAccount ? (
                <li>
                  <a className={css.drawerLink} href={account} onClick={openAccount}>
                    My account
                  </a>
                </li>
              ) : null}
              <li>
                <button type="button" className={css.drawerLink} onClick={logout}>
                  Log out
                </button>
              </li>
            </>
          ) : null}
        </ul>
        {loggedIn ? null : (
          <div className={css.guest}>
            <p className={css.guestText}>{t('home:guestDrawerText')}</p>
            <ButtonLink href={loginHref} onClick={openLogin} fullWidth>
              Log in
            </ButtonLink>
            <ButtonLink href={routeUrl('register', baseUrl)} variant="secondary" fullWidth>
              Create an account
            </ButtonLink>
          </div>
        )}
      </SlideOver>
    </Bar>
  );
}
