import { cardFieldsPage, challengePage, escapeHtml, pageSecurityHeaders, parseOrigin } from './pages.ts';

describe('sandbox hosted pages', () => {
  it('PAY-034 only an http(s) origin is accepted as the parent origin', () => {
    expect(parseOrigin('http://localhost:4300/basket/checkout')).toBe('http://localhost:4300');
    expect(parseOrigin('javascript:alert(1)')).toBeNull();
    expect(parseOrigin('not a url')).toBeNull();
    expect(parseOrigin(undefined)).toBeNull();
  });

  it('PAY-034 parameters are escaped into the page and no inline script runs', () => {
    const html = cardFieldsPage({ merchantSessionKey: 'k"><script>x</script>', parentOrigin: 'http://a.test' });
    expect(html).not.toContain('<script>x</script>');
    expect(html).toContain(escapeHtml('k"><script>x</script>'));
    expect(html.match(/<script[^>]*>/g)).toEqual(['<script src="/sandbox/opayo/card-fields.js">']);
    const challenge = challengePage({
      transactionUuid: 'abc',
      parentOrigin: 'http://a.test',
      amountFormatted: '£85.00',
    });
    expect(challenge).toContain('>Complete</button>');
    expect(challenge).toContain('>Fail</button>');
  });

  it('PAY-034 only the parent origin may frame the pages', () => {
    expect(pageSecurityHeaders('http://a.test')['Content-Security-Policy']).toContain('frame-ancestors http://a.test');
    expect(pageSecurityHeaders('http://a.test')['Content-Security-Policy']).toContain("script-src 'self'");
  });
});
