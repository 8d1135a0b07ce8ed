import {
  attendeesSlice,
  cartSlice,
  catalogue,
  endpoints,
  formatTimeValue,
  getSessionStore,
  type CartItem,
} from '@venue/core';
import { Button, ButtonLink, Select, Spinner } from '@venue/ui';
import { useEffect, useState } from 'react';
import { useSession, useSlices } from '../internal/useSession.ts';
import { lazyView } from '../internal/lazyView.ts';
import { linkedAttendees, type AttendeeOption } from './linkedAttendees.ts';
import type { AttendeeSelectionProps } from './AttendeeSelection.tsx';
import * as styles from './attendees.css.ts';

// A waiver to sign is the exception (most bookings have none, or had theirs signed with the booking), so the
// waiver step, its styles and the HTML sanitiser's loader come only with the first one shown.
const WaiverStep = lazyView(() => import('../course-booking/WaiverStep.tsx').then((m) => m.WaiverStep));

interface AttendeeWaiver {
  id: number;
  name: string;
  type: string;
  signed: boolean;
}

/** A basket booking that needs an attendee: a single-occurrence place (the server names its attendee). */
export interface AttendeeItem {
  item: CartItem;
  attendee: { id: number; name: string };
  waivers: AttendeeWaiver[];
}

/** The basket's bookings that need an attendee, read from the cart answer's attendee fields. */
export function attendeeItems(items: CartItem[]): AttendeeItem[] {
  const out: AttendeeItem[] = [];
  for (const item of items) {
    const attendee = item.details.attendee as AttendeeItem['attendee'] | undefined;
    if (!attendee || item.quantity !== 1) continue;
    const waivers = Array.isArray(item.details.attendeeWaivers)
      ? (item.details.attendeeWaivers as AttendeeWaiver[])
      : [];
    out.push({ item, attendee, waivers });
  }
  return out;
}

function whenText(item: CartItem): string {
  const r = item.cartableResource;
  return [
    r.startsAt ? formatTimeValue(r.startsAt, 'ddd D MMM YYYY, HH:mm') : r.date,
    r.endsAt ? `to ${formatTimeValue(r.endsAt, 'HH:mm')}` : null,
    r.venueName,
  ]
    .filter(Boolean)
    .join(' · ')
    .replace(' · to ', ' to ');
}

/** The customer and the people linked to them (GET users/{id}/links). */
function usePeople(userId: number | null, userName: string): AttendeeOption[] | null {
  const [people, setPeople] = useState<AttendeeOption[] | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    endpoints
      .listUserLinks(userId)
      .catch(() => null)
      .then((r) => {
        if (!live) return;
        const linked = r && r.ok ? linkedAttendees(r.data) : [];
        setPeople([{ id: userId, name: userName, relation: 'You', self: true }, ...linked]);
      });
    return () => {
      live = false;
    };
  }, [userId, userName]);
  return people;
}

function ItemRow({ entry, people }: { entry: AttendeeItem; people: AttendeeOption[] }) {
  useSlices(cartSlice, attendeesSlice);
  const [busy, setBusy] = useState(false);
  const [agreed, setAgreed] = useState<Record<number, boolean>>({});
  const [previous, setPrevious] = useState<string | null>(null);
  const unsigned = entry.waivers.filter((w) => !w.signed && !w.type.includes('induction'));
  const inductions = entry.waivers.filter((w) => !w.signed && w.type.includes('induction'));
  const selectId = `attendee-${entry.item.id}`;

  // Previous attendees of the first waiver: who signed it already (the attendees slice, flows §3).
  const firstWaiver = entry.waivers[0]?.id;
  useEffect(() => {
    if (firstWaiver === undefined) return;
    let live = true;
    void getSessionStore()
      .getState()
      .attendees.search(firstWaiver)
      .then((list) => {
        if (!live) return;
        const signed = list.filter((a) => a.waiverSigned).map((a) => a.name);
        setPrevious(signed.length > 0 ? `Already signed ${entry.waivers[0]!.name}: ${signed.join(', ')}.` : null);
      });
    return () => {
      live = false;
    };
  }, [firstWaiver, entry.waivers]);

  async function choose(value: string) {
    const id = Number(value);
    if (!id || id === entry.attendee.id) return;
    const self = people.find((p) => p.self)?.id;
    setBusy(true);
    await getSessionStore()
      .getState()
      .cart.updateItem(entry.item.id, { purchasedForUserId: id === self ? null : id });
    setBusy(false);
  }

  async function sign() {
    const attendees = getSessionStore().getState().attendees;
    setBusy(true);
    let ok = true;
    for (const w of unsigned) {
      attendees.save([entry.attendee.id]);
      const result = await attendees.send(w.id);
      if (!result.ok) ok = false;
    }
    if (ok) {
      getSessionStore().getState().toasts.push({ type: 'success', message: 'Waiver signed.' });
    } else {
      getSessionStore()
        .getState()
        .toasts.push({ type: 'danger', title: catalogue.common.errorTitle, message: catalogue.common.genericError });
    }
    await getSessionStore().getState().cart.load();
    setBusy(false);
  }

  const options = people.some((p) => p.id === entry.attendee.id)
    ? people
    : [...people, { id: entry.attendee.id, name: entry.attendee.name, relation: 'Attending', self: false }];

  return (
    <li className={styles.card}>
      <h2 className={styles.name}>{entry.item.cartableResource.name ?? entry.item.name}</h2>
      <p className={styles.muted}>{whenText(entry.item)}</p>
      <Select
        id={selectId}
        label="Who is attending?"
        value={String(entry.attendee.id)}
        disabled={busy}
        options={options.map((p) => ({ value: String(p.id), label: `${p.name} (${p.relation})` }))}
        onChange={(e) => void choose(e.currentTarget.value)}
      />
      {previous ? <p className={styles.muted}>{previous}</p> : null}
      {unsigned.map((w) => (
        <WaiverStep
          key={`${entry.attendee.id}-${w.id}`}
          waiver={{ id: w.id, name: w.name, type: w.type, terms: null }}
          agreed={agreed[w.id] === true}
          onAgreedChange={(value) => setAgreed((a) => ({ ...a, [w.id]: value }))}
        />
      ))}
      {unsigned.length > 0 ? (
        <div>
          <Button
            onClick={() => void sign()}
            loading={busy}
            loadingLabel="Signing"
            aria-disabled={unsigned.every((w) => agreed[w.id]) ? undefined : 'true'}
            disabled={!unsigned.every((w) => agreed[w.id])}
          >
            Sign for {entry.attendee.name}
          </Button>
        </div>
      ) : entry.waivers.length > 0 && inductions.length === 0 ? (
        <p className={styles.ok}>Waivers signed for {entry.attendee.name}.</p>
      ) : null}
      {inductions.map((w) => (
        <p key={w.id} className={styles.notice}>
          {w.name}: an induction is recorded by staff at the venue.
        </p>
      ))}
    </li>
  );
}

/**
 * `<attendee-selection>` (ROUTE-013): for each basket booking that needs an attendee, choose who attends
 * (the customer or a linked person) and sign the waivers that person still needs; the basket's total of
 * waivers still required (flows §3) says when everything is in order. Logged in only: with the cart and
 * attendees slices; AttendeeSelection.tsx asks a guest to log in.
 */
export function AttendeeSelectionContents({
  checkoutUrl = '/basket/checkout',
  basketUrl = '/basket',
}: AttendeeSelectionProps) {
  useSlices(cartSlice, attendeesSlice);
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  const user = useSession((s) => s.auth.user);
  const items = useSession((s) => s.cart.items);
  const loaded = useSession((s) => s.cart.loaded);
  const required = useSession((s) => s.cart.attendeeWaiversRequired);
  const people = usePeople(loggedIn && user ? user.id : null, user ? `${user.firstName} ${user.lastName}` : '');

  useEffect(() => {
    if (loggedIn) void getSessionStore().getState().cart.load();
  }, [loggedIn]);
  useEffect(() => {
    getSessionStore()
      .getState()
      .attendees.setTotalWaiversRequired(required ?? 0);
  }, [required]);

  const title = <h1 className={styles.title}>Attendee selection</h1>;
  if (!loaded || people === null) {
    return (
      <div className={styles.root}>
        {title}
        <Spinner label="Loading your bookings" showLabel size="large" />
      </div>
    );
  }
  const list = attendeeItems(items);
  // Nothing to choose for and nothing to pay for: say so, and offer only the way back.
  if (items.length === 0) {
    return (
      <div className={styles.root}>
        {title}
        <p>{catalogue.checkout.basketEmpty}</p>
        <div className={styles.row}>
          <ButtonLink href={basketUrl} variant="outline">
            Back to basket
          </ButtonLink>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.root}>
      {title}
      {list.length === 0 ? (
        <p>There are no bookings in your basket that need an attendee.</p>
      ) : (
        <>
          <p role="status" className={required ? styles.notice : styles.ok}>
            {required
              ? `${required} ${required === 1 ? 'waiver' : 'waivers'} still to sign before checkout.`
              : 'Every attendee has the waivers they need.'}
          </p>
          <ul className={styles.list} aria-label="Bookings and their attendees">
            {list.map((entry) => (
              <ItemRow key={entry.item.id} entry={entry} people={people} />
            ))}
          </ul>
        </>
      )}
      <div className={styles.row}>
        <ButtonLink href={basketUrl} variant="outline">
          Back to basket
        </ButtonLink>
        <ButtonLink href={checkoutUrl} aria-disabled={required ? 'true' : undefined}>
          Continue to checkout
        </ButtonLink>
      </div>
    </div>
  );
}
