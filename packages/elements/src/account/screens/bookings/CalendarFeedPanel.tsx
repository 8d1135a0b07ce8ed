import { catalogue, endpoints, formatInstant, type CalendarFeed } from '@venue/core';
import { Button } from '@venue/ui';
import { useEffect, useState } from 'react';
import * as css from './screens.css.ts';

type FeedState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; feed: CalendarFeed };

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : catalogue.common.genericError);

/**
 * The private calendar feed: a webcal:// address of every upcoming booking that a phone's calendar can
 * subscribe to. The server keeps the address's secret hashed, so the address is shown once, when made;
 * making a new one or revoking stops the old one working.
 */
export function CalendarFeedPanel() {
  const [state, setState] = useState<FeedState>({ status: 'loading' });
  const [busy, setBusy] = useState<'create' | 'revoke' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    endpoints
      .getCalendarFeed()
      .then((r) => {
        if (!live) return;
        setState(r.ok ? { status: 'ready', feed: r.data } : { status: 'error', message: r.error.message });
      })
      .catch((e: unknown) => live && setState({ status: 'error', message: errorText(e) }));
    return () => {
      live = false;
    };
  }, []);

  const act = async (kind: 'create' | 'revoke') => {
    setBusy(kind);
    setNotice(null);
    try {
      const r = kind === 'create' ? await endpoints.createCalendarFeed() : await endpoints.revokeCalendarFeed();
      setState({ status: 'ready', feed: r.data });
      setNotice(
        kind === 'create'
          ? 'Your calendar feed address is ready. Copy it now: for your security it is shown only once.'
          : 'Your calendar feed has been revoked. Calendars subscribed to it will no longer update.',
      );
    } catch (e) {
      setNotice(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setNotice('Calendar feed address copied.');
    } catch {
      setNotice('Copying failed: select the address and copy it yourself.');
    }
  };

  return (
    <section className={css.section} aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className={css.sectionTitle}>
        Calendar feed
      </h2>
      <p className={css.prose}>
        Subscribe to your upcoming bookings from your phone or computer calendar. The address is private: anyone who has
        it can see your bookings, so revoke it if you shared it by mistake.
      </p>
      {state.status === 'loading' ? (
        <p role="status" className={css.muted}>
          Loading your calendar feed…
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className={css.alert}>
          {state.message}
        </p>
      ) : (
        <FeedBody
          feed={state.feed}
          busy={busy}
          onCreate={() => void act('create')}
          onRevoke={() => void act('revoke')}
          onCopy={(u) => void copy(u)}
        />
      )}
      <p role="status" className={css.noteStrong}>
        {notice}
      </p>
    </section>
  );
}

function FeedBody({
  feed,
  busy,
  onCreate,
  onRevoke,
  onCopy,
}: {
  feed: CalendarFeed;
  busy: 'create' | 'revoke' | null;
  onCreate(): void;
  onRevoke(): void;
  onCopy(url: string): void;
}) {
  if (!feed.active) {
    return (
      <Button variant="primary" loading={busy === 'create'} loadingLabel="Creating" onClick={onCreate}>
        Create calendar feed
      </Button>
    );
  }
  const revoke = (
    <Button variant="outline" loading={busy === 'revoke'} loadingLabel="Revoking" onClick={onRevoke}>
      Revoke feed
    </Button>
  );
  if (!feed.webcalUrl) {
    return (
      <>
        <p className={css.prose}>
          Your calendar feed is active
          {feed.createdAt ? ` (made ${formatInstant(feed.createdAt, 'D MMM YYYY') ?? feed.createdAt})` : ''}. Its
          address was shown when it was made; to see an address again, make a new one (the old one stops working).
        </p>
        <div className={css.feedRow}>
          <Button variant="secondary" loading={busy === 'create'} loadingLabel="Creating" onClick={onCreate}>
            Make a new address
          </Button>
          {revoke}
        </div>
      </>
    );
  }
  return (
    <div className={css.feedRow}>
      <div className={css.feedField}>
        <label className={css.label} htmlFor="calendar-feed-url">
          Calendar feed address
        </label>
        <input
          id="calendar-feed-url"
          className={css.feedInput}
          readOnly
          value={feed.webcalUrl}
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
      <Button variant="secondary" onClick={() => onCopy(feed.webcalUrl!)}>
        Copy address
      </Button>
      <a className={css.linkButton} href={feed.webcalUrl}>
        Open in calendar app
      </a>
      {revoke}
    </div>
  );
}
