import { catalogue, endpoints, formatTimeValue, type WaitlistEntry } from '@venue/core';
import { Button } from '@venue/ui';
import { useCallback, useEffect, useState } from 'react';
import * as css from './screens.css.ts';

type State =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; entries: WaitlistEntry[] };

const LEFT = catalogue.common.waitlistLeft;

/** The customer's places on waitlists (GET /api/waitlist), each of which they can leave. */
export function WaitlistPanel() {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [leaving, setLeaving] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const load = useCallback(() => {
    let live = true;
    endpoints
      .listMyWaitlist()
      .then((r) => {
        if (live) setState(r.ok ? { status: 'ready', entries: r.data } : { status: 'error', message: r.error.message });
      })
      .catch(() => live && setState({ status: 'error', message: catalogue.common.genericError }));
    return () => {
      live = false;
    };
  }, []);
  useEffect(load, [load]);

  const leave = async (entry: WaitlistEntry) => {
    setLeaving(entry.id);
    setNotice(null);
    try {
      await endpoints.leaveWaitlist({
        occurrenceId: entry.occurrence.occurrenceId,
        userId: entry.userId,
        waitlistId: entry.id,
      });
      setNotice(LEFT);
      load();
    } catch (e) {
      setNotice(e instanceof Error && e.message ? e.message : catalogue.common.genericError);
    } finally {
      setLeaving(null);
    }
  };

  return (
    <section className={css.section} aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className={css.sectionTitle}>
        Waitlists
      </h2>
      {state.status === 'loading' ? (
        <p role="status" className={css.muted}>
          Loading your waitlists…
        </p>
      ) : state.status === 'error' ? (
        <p role="alert" className={css.alert}>
          {state.message}
        </p>
      ) : state.entries.length === 0 ? (
        <p className={css.muted}>You are not on any waitlists.</p>
      ) : (
        <ul className={css.list}>
          {state.entries.map((entry) => {
            const when = formatTimeValue(entry.startsAt, 'ddd D MMM YYYY, HH:mm');
            return (
              <li key={entry.id} className={css.card}>
                <div>
                  <h3 className={css.cardTitle}>{entry.occurrence.name}</h3>
                  <p className={css.muted}>
                    {when} · for {entry.firstName} {entry.lastName}
                  </p>
                </div>
                <div className={css.actions}>
                  <Button
                    variant="outline"
                    loading={leaving === entry.id}
                    loadingLabel="Leaving"
                    onClick={() => void leave(entry)}
                    aria-label={`Leave waitlist: ${entry.occurrence.name}, ${when}`}
                  >
                    Leave waitlist
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p role="status" className={css.noteStrong}>
        {notice}
      </p>
    </section>
  );
}
