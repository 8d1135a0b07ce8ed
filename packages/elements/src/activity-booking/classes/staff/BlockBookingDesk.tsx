import {
  customerLabel,
  customersSlice,
  endpoints,
  getSessionStore,
  isApiError,
  selectSelectedUserId,
  type ActivityClass,
} from '@venue/core';
import { Button, Modal, TextField } from '@venue/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
// The desk shares the staff chunk with the picker, so it takes the picker itself, not StaffCustomerPicker's loader.
import { CustomerPicker } from '../../../checkout/CustomerPicker.tsx';
import { useSession, useSlices } from '../../../internal/useSession.ts';
import { dayTitle } from '../dayTitle.ts';
import {
  BLOCK_TEXT,
  blocksOfDay,
  blockView,
  blockWindow,
  MIN_BLOCK_PLACES,
  placesError,
  type BlockBookingView,
  type BlockMap,
} from '../blockBookings.ts';
import * as styles from './blockBookingDesk.css.ts';

export interface BlockBookingDeskProps {
  venue: string;
  date: string;
  /** The day's entries on show (null while none are). */
  classes: readonly ActivityClass[] | null;
  /** The day's block bookings, read again whenever `classes` is a new answer. */
  onBlocks: (blocks: BlockMap) => void;
  /** The class staff asked to block book, or null. */
  blockFor: ActivityClass | null;
  onCloseForm: () => void;
  /** A block booking was made: the day is read again. */
  onBooked: () => void;
}

/** Reads the day's occurrences (staff get block_booking_information) and each block's booking (holder, places). */
async function loadBlocks(venue: string, classes: readonly ActivityClass[]): Promise<BlockMap> {
  const window = blockWindow(classes);
  if (!window) return new Map();
  const list = await endpoints.listOccurrences({ venueIds: [venue], ...window });
  if (!list.ok) return new Map();
  const infos = blocksOfDay(classes, list.data);
  const entries = await Promise.all(
    [...infos].map(async ([id, info]): Promise<[ActivityClass['id'], BlockBookingView]> => {
      const booking = await endpoints.getBooking(info.bookingId).catch(() => null);
      return [id, blockView(info, booking?.ok ? booking.data : null)];
    }),
  );
  return new Map(entries);
}

/**
 * Front of house on the classes day (BOOK-025), shown to staff only and loaded only for them: whom they act
 * for (the customer picker), the day's block bookings handed to the cards, and the form that books several
 * places of one class for the chosen customer.
 */
export default function BlockBookingDesk({
  venue,
  date,
  classes,
  onBlocks,
  blockFor,
  onCloseForm,
  onBooked,
}: BlockBookingDeskProps) {
  const selectedUserId = useSession(selectSelectedUserId);

  useEffect(() => {
    if (!classes) return;
    let live = true;
    loadBlocks(venue, classes)
      .then((blocks) => live && onBlocks(blocks))
      .catch(() => live && onBlocks(new Map()));
    return () => {
      live = false;
    };
  }, [venue, classes, onBlocks]);

  return (
    <div className={styles.desk}>
      <CustomerPicker />
      {selectedUserId === null ? <p className={styles.note}>{BLOCK_TEXT.chooseCustomer}</p> : null}
      {blockFor && selectedUserId !== null ? (
        <BlockBookingForm
          entry={blockFor}
          date={date}
          userId={selectedUserId}
          onClose={onCloseForm}
          onBooked={() => {
            onCloseForm();
            onBooked();
          }}
        />
      ) : null}
    </div>
  );
}

interface BlockBookingFormProps {
  entry: ActivityClass;
  date: string;
  userId: number;
  onClose: () => void;
  onBooked: () => void;
}

/** How many places of one class to book for the chosen customer; the server's 422 is shown at the field. */
export function BlockBookingForm({ entry, date, userId, onClose, onBooked }: BlockBookingFormProps) {
  useSlices(customersSlice);
  const chosen = useSession((s) => s.customers.chosen[userId] ?? null);
  const holder = chosen ? chosen.name : `Customer #${userId}`;
  const [places, setPlaces] = useState(String(Math.min(MIN_BLOCK_PLACES, entry.capacity.available)));
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const local = placesError(places);
    setError(local ?? undefined);
    setFormError(null);
    if (local) {
      field.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await endpoints.bookPlaces(String(entry.id), { userId, places: Number(places) });
      const store = getSessionStore().getState();
      const reserved = data?.status === 'reserved';
      store.toasts.push({ type: 'success', message: BLOCK_TEXT.booked(Number(places), holder, reserved) });
      // A priced class waits in the customer's basket until paid: the basket shows it from now on.
      void store.cart.load();
      onBooked();
    } catch (e) {
      const atField = isApiError(e) ? (e.errors['data.places'] ?? e.errors['places'])?.[0] : undefined;
      if (atField) {
        setError(atField);
        field.current?.focus();
      } else setFormError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title="Block booking" onClose={onClose} initialFocusRef={field}>
      <form noValidate onSubmit={(e) => void submit(e)} className={styles.form}>
        <p className={styles.summary}>
          <strong>{entry.name}</strong>, {dayTitle(date)}, {entry.startsAt.time24h} to {entry.endsAt.time24h}
          <br />
          For {chosen ? customerLabel(chosen) : holder}
        </p>
        <TextField
          ref={field}
          label="Places"
          type="number"
          inputMode="numeric"
          name="places"
          min={MIN_BLOCK_PLACES}
          max={entry.capacity.available}
          required
          value={places}
          error={error}
          hint={`${entry.capacity.available} places are free. A block booking takes at least ${MIN_BLOCK_PLACES}.`}
          onChange={(e) => {
            setPlaces(e.currentTarget.value);
            setError(undefined);
          }}
        />
        {formError ? (
          <p role="alert" className={styles.formError}>
            {formError}
          </p>
        ) : null}
        <div className={styles.buttons}>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} loadingLabel="Booking places">
            Book places
          </Button>
        </div>
      </form>
    </Modal>
  );
}
