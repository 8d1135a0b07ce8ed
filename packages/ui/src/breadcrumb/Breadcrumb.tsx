import * as styles from './breadcrumb.css';

export interface Crumb {
  title: string;
  href?: string;
}

export interface BreadcrumbProps {
  /** The trail after home; the last crumb is the current page. Titles per flows §2 (Sign up, Shopping basket, ...). */
  trail: readonly Crumb[];
  homeHref?: string;
  homeLabel?: string;
  /** The breadcrumb is hidden when the app is embedded (flows §2). */
  embedded?: boolean;
}

/** A home link, then the trail; nothing at all when embedded. */
export function Breadcrumb({ trail, homeHref = '/', homeLabel = 'Home', embedded = false }: BreadcrumbProps) {
  if (embedded) return null;
  return (
    <nav aria-label="Breadcrumb" className={styles.nav}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <a className={styles.link} href={homeHref}>
            {homeLabel}
          </a>
        </li>
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${crumb.title}`} className={styles.item}>
              {last || !crumb.href ? (
                <span className={styles.current} aria-current={last ? 'page' : undefined}>
                  {crumb.title}
                </span>
              ) : (
                <a className={styles.link} href={crumb.href}>
                  {crumb.title}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
