import { Link } from 'wouter';
import type { Crumb } from './breadcrumbTrail.ts';

/** flows §2: a home link, then the trail; the current page is the last step (aria-current). */
export function Breadcrumb({ trail }: { trail: Crumb[] }) {
  if (trail.length === 0) return null;
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        <li>
          <Link href="/">Home</Link>
        </li>
        {trail.map((crumb, index) => (
          <li key={crumb.title}>
            {crumb.href && index < trail.length - 1 ? (
              <Link href={crumb.href}>{crumb.title}</Link>
            ) : (
              <span aria-current="page">{crumb.title}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
