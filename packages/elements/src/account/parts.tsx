import { Button } from '@venue/ui';
import { createContext, useContext, type MouseEvent, type ReactNode } from 'react';
import { areaHref } from './accountPaths.ts';
import type { AccountScreenProps } from './accountScreen.ts';
import * as css from './account.css.ts';

/** A busy line while a screen's data loads. */
export function Loading({ what }: { what: string }) {
  return (
    <p role="status" aria-live="polite" className={css.muted}>
      Loading {what}…
    </p>
  );
}

/** A failed load: what went wrong and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div role="alert" className={css.notice.danger}>
      <p className={css.prose}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** A section of a screen: an h2 and its content in a card. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={css.card} aria-labelledby={id}>
      <h2 id={id} className={css.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Where the account area is mounted (`base-path`), so links inside it carry the full address. */
export const AreaBaseContext = createContext('');

/** A link inside the account area: a real href, followed without a page load. */
export function AreaLink({
  to,
  navigate,
  className = css.link,
  children,
}: {
  to: string;
  navigate: AccountScreenProps['navigate'];
  className?: string;
  children: ReactNode;
}) {
  const base = useContext(AreaBaseContext);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a className={className} href={areaHref(to, base)} data-area-path={to} onClick={onClick}>
      {children}
    </a>
  );
}
