import { defineVenueElement } from './createElement.ts';
import { GENERIC_ERROR_TEXT } from './ErrorBoundary.tsx';
import { useSanitizedHtml } from './useSanitizedHtml.ts';

const network = vi.hoisted(() => ({ down: true }));
vi.mock('@venue/ui/html', () => ({
  loadSanitizer: async () => {
    if (network.down) throw new Error('Failed to fetch dynamically imported module');
    return (html: string) => html.replace(/<script.*?<\/script>/g, '');
  },
}));

function Terms({ terms }: { terms?: string }) {
  const safe = useSanitizedHtml(terms);
  return safe ? <div data-testid="terms" dangerouslySetInnerHTML={{ __html: safe }} /> : <p>loading</p>;
}
defineVenueElement('test-sanitized-terms', Terms, { terms: 'string' });

describe('useSanitizedHtml', () => {
  it('a sanitiser that fails to load shows the error, not a spinner for ever, and is fetched again next time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const markup = `<test-sanitized-terms terms="<b>Agree</b><script>x()</script>"></test-sanitized-terms>`;
    document.body.innerHTML = markup;
    const first = document.querySelector('test-sanitized-terms')!;
    await vi.waitFor(() =>
      expect(first.shadowRoot!.querySelector('[role="alert"] p')?.textContent).toBe(GENERIC_ERROR_TEXT),
    );

    network.down = false;
    document.body.innerHTML = markup;
    const second = document.querySelector('test-sanitized-terms')!;
    await vi.waitFor(() =>
      expect(second.shadowRoot!.querySelector('[data-testid="terms"]')?.innerHTML).toBe('<b>Agree</b>'),
    );
  });
});
