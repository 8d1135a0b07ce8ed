import { Button } from '@venue/ui';
import type { PageInfo } from './bookingView.ts';
import * as css from './screens.css.ts';

/** Previous and next page of a list, with where you are; nothing when everything fits on one page. */
export function Pager({ info, label, onPage }: { info: PageInfo; label: string; onPage(page: number): void }) {
  if (info.totalPages <= 1) return null;
  return (
    <nav className={css.pager} aria-label={label}>
      <Button variant="outline" disabled={!info.hasPrevious} onClick={() => onPage(info.page - 1)}>
        Previous page
      </Button>
      <p className={css.muted}>
        Page {info.page} of {info.totalPages}
        {info.first !== null && info.last !== null ? ` (${info.first} to ${info.last} of ${info.totalRecords})` : ''}
      </p>
      <Button variant="outline" disabled={!info.hasNext} onClick={() => onPage(info.page + 1)}>
        Next page
      </Button>
    </nav>
  );
}
