/**
 * flows §2: the checkout may live on the bookings sub-domain, and `embedded=true` is added when the
 * app is embedded and the checkout is on another host than the page.
 */
export function checkoutHref(checkoutUrl: string, options: { embedded: boolean; pageUrl: string }): string {
  const page = new URL(options.pageUrl);
  const target = new URL(checkoutUrl, page);
  if (options.embedded && target.host !== page.host) target.searchParams.set('embedded', 'true');
  // Same host: keep the link relative, as written.
  return target.origin === page.origin ? `${target.pathname}${target.search}${target.hash}` : target.href;
}
