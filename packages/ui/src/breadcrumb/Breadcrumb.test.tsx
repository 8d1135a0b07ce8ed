import { cleanup, render } from '../internal/testing';
import { Breadcrumb } from './Breadcrumb';

afterEach(cleanup);

describe('Breadcrumb', () => {
  it('UI-001 shows a home link first, then the trail with the current page last', () => {
    const { container } = render(
      <Breadcrumb trail={[{ title: 'Shopping basket', href: '/basket' }, { title: 'Checkout' }]} />,
    );
    const nav = container.querySelector('nav')!;
    expect(nav.getAttribute('aria-label')).toBe('Breadcrumb');
    const items = [...nav.querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual(['Home', 'Shopping basket', 'Checkout']);
    expect(nav.querySelector('a')?.getAttribute('href')).toBe('/');
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('Checkout');
  });

  it('EMBED-009 is hidden when the app is embedded', () => {
    const { container } = render(<Breadcrumb embedded trail={[{ title: 'Sign up' }]} />);
    expect(container.querySelector('nav')).toBeNull();
    expect(container.textContent).toBe('');
  });
});
