import { useSession } from '../../internal/useSession.ts';
import type { AccountScreenProps } from '../accountScreen.ts';
import * as css from '../account.css.ts';

/**
 * A minimal stand-in for the Payments screen (ROUTE-027) so the shell builds and routes to it: the
 * account's credit as the session holds it. The account-screens work replaces this file entirely.
 */
export default function Payments(_props: AccountScreenProps) {
  const credit = useSession((s) => s.auth.user?.credit ?? null);
  if (!credit) return null;
  return (
    <dl className={css.facts} data-screen="payments">
      <dt>Credit balance</dt>
      <dd>{credit.balance.formatted}</dd>
    </dl>
  );
}
