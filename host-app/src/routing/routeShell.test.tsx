import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { Breadcrumb } from '../layout/Breadcrumb.tsx';
import { TRAIL_TITLES } from '../layout/breadcrumbTrail.ts';
import { HOME_HEADING, HOME_LEAD, routeShell, shellMarkup } from './routeShell.ts';
import { RouteShellView } from './RouteShellView.tsx';

describe('routeShell', () => {
  it('gives the home page its heading and lead, and element routes their heading and loading status', () => {
    expect(routeShell('/')).toMatchObject({ heading: HOME_HEADING, lead: HOME_LEAD, leadIsIntro: true, trail: [] });
    expect(routeShell('/courses/location/riverside')?.code).toBe('../packages/elements/src/course-booking/define.ts');
    expect(routeShell('/basket')).toMatchObject({ heading: TRAIL_TITLES.basket, leadIsIntro: false });
    expect(routeShell('/courses/location/riverside')?.heading).toBe(TRAIL_TITLES.course);
    expect(routeShell('/location/riverside/yoga/2026-11-23')?.heading).toBe(TRAIL_TITLES.activity);
    expect(routeShell('/camps/location/riverside')?.heading).toBe(TRAIL_TITLES.camp);
  });

  it('names the element BookingRoutes renders, which the host app defines at start-up', () => {
    expect(routeShell('/basket')?.element).toBe('venue-basket');
    expect(routeShell('/basket/checkout')?.element).toBe('venue-checkout');
    expect(routeShell('/courses/location/riverside')?.element).toBe('course-booking');
    expect(routeShell('/location/riverside/yoga/2026-11-23')?.element).toBe('activity-booking');
    expect(routeShell('/')?.element).toBeUndefined();
  });

  it('has no shell for pages that paint another way (an address that is not found, login, unknown)', () => {
    expect(routeShell('/location/riverside/yoga/next-week')).toBeNull();
    expect(routeShell('/login')).toBeNull();
    expect(routeShell('/nowhere')).toBeNull();
  });
});

describe("the server's shell is the markup React renders while the route loads", () => {
  it.each(['/', '/basket', '/basket/checkout', '/courses/location/riverside', '/location/riverside/yoga/2026-11-23'])(
    '%s',
    (path) => {
      const shell = routeShell(path)!;
      const html = shellMarkup(shell);
      // React writes tabIndex as tabindex; both sides must agree byte for byte on the visible parts.
      expect(html).toContain(renderToStaticMarkup(<RouteShellView shell={shell} />));
      const crumbs = renderToStaticMarkup(
        <Router>
          <Breadcrumb trail={shell.trail} />
        </Router>,
      );
      expect(html).toContain(crumbs);
      expect(html).toContain('<main id="main" tabindex="-1">');
    },
  );

  it('puts the skip link inside the banner, as Layout does, so no content sits outside a landmark', () => {
    const html = shellMarkup(routeShell('/basket')!);
    expect(html.startsWith('<header class="site-header"><a class="skip-link" href="#main">')).toBe(true);
  });

  it('escapes what it writes', () => {
    const html = shellMarkup({ heading: '<b>&', lead: '"x"', leadIsIntro: true, trail: [], code: '' });
    expect(html).toContain('<h1 tabindex="-1">&lt;b&gt;&amp;</h1><p class="lead">&quot;x&quot;</p>');
  });
});
