/** A web page's address as a person would write it down: no scheme, no `www.`, no trailing slash. */
export function webAddress(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname.replace(/\/$/, '');
  return `${url.host.replace(/^www\./, '')}${path}`;
}
