import { useLocation } from 'wouter';
import { routeShell, type RouteShell } from './routeShell.ts';

/**
 * The route's shell (its h1 and the line under it) as the server wrote it into index.html
 * (packages/server/src/http/pageShell.ts): React shows the same while the route's chunk loads, so the
 * page neither flashes nor moves when JavaScript takes over.
 */
export function RouteShellView({ shell }: { shell: RouteShell }) {
  return (
    <section className="route-shell">
      <h1 tabIndex={-1}>{shell.heading}</h1>
      {shell.leadIsIntro ? (
        <p className="lead">{shell.lead}</p>
      ) : (
        <p className="loading" role="status">
          {shell.lead}
        </p>
      )}
    </section>
  );
}

/** A lazy page's placeholder: the shell of the current path, else the plain loading status. */
export function RouteFallback() {
  const [location] = useLocation();
  const shell = routeShell(location);
  return shell ? (
    <RouteShellView shell={shell} />
  ) : (
    <p className="loading" role="status">
      Loading…
    </p>
  );
}
