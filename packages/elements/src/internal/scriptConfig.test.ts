import { findOwnScript, readScriptConfig } from './scriptConfig.ts';

function pageWith(html: string, url = 'https://www.riverside.example.com/swim'): Document {
  const doc = document.implementation.createHTMLDocument('operator page');
  const base = doc.createElement('base');
  base.href = url;
  doc.head.append(base);
  // happy-dom would try to fetch real module scripts; an inert type keeps the markup otherwise identical.
  doc.body.innerHTML = html.replaceAll('type="module"', 'type="text/x-inert-module"');
  Object.defineProperty(doc, 'location', { value: new URL(url) });
  return doc;
}

describe('script tag configuration', () => {
  it('finds its own module script by the bundle URL (document.currentScript is null for modules)', () => {
    const doc = pageWith(`
      <script type="module" src="https://cdn.other.example/app.js"></script>
      <script type="module" src="http://localhost:4300/embed/venue-elements.js" data-api="http://localhost:4300"></script>`);
    expect(findOwnScript('http://localhost:4300/embed/venue-elements.js', doc)?.dataset.api).toBe(
      'http://localhost:4300',
    );
  });

  it('AUTH-018 turns the Bearer header on when the API is another origin than the page', () => {
    const doc = pageWith(
      `<script type="module" src="http://localhost:4300/embed/venue-elements.js" data-api="http://localhost:4300/" data-client-domain="riverside-leisure" data-venue="riverside"></script>`,
    );
    expect(readScriptConfig('http://localhost:4300/embed/venue-elements.js', doc)).toEqual({
      apiOrigin: 'http://localhost:4300',
      clientDomain: 'riverside-leisure',
      venue: 'riverside',
      centre: undefined,
      bearer: true,
      bundleBase: 'http://localhost:4300/embed/',
    });
  });

  it('AUTH-018 keeps the cookie (no Bearer) when the page and the API share an origin; data-api defaults to the bundle origin', () => {
    const doc = pageWith(
      `<script type="module" src="/embed/venue-kiosk.js?v=2" data-centre="hilltop"></script>`,
      'http://localhost:4300/kiosk',
    );
    const config = readScriptConfig('http://localhost:4300/embed/venue-kiosk.js?v=2', doc);
    expect(config.apiOrigin).toBe('http://localhost:4300');
    expect(config.bearer).toBe(false);
    expect(config.centre).toBe('hilltop');
  });
});
