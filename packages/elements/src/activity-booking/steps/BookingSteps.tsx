import {
  ApiError,
  attendeesSlice,
  cartSlice,
  catalogue,
  endpoints,
  getSessionStore,
  type CartAddItem,
} from '@venue/core';
import { Button, ButtonLink, Price, Spinner } from '@venue/ui';
import { useEffect, useRef, useState } from 'react';
import { useHostElement } from '../../internal/hostContext.ts';
import { useSession, useSlices } from '../../internal/useSession.ts';
import { WaiverStep } from '../../course-booking/WaiverStep.tsx';
import { CustomQuestions } from '../../course-booking/CustomQuestions.tsx';
import { answersPayload, missingRequired, type Answers } from '../../course-booking/questions.ts';
import {
  outstandingRestrictions,
  prePurchase,
  questionErrors,
  linkedAttendees,
  type AttendeeOption,
  type BookablePurchasable,
  type BookingChoice,
} from './bookingSteps.ts';
import * as styles from './bookingSteps.css.ts';

export interface BookingStepsProps {
  purchasable: BookablePurchasable;
  /** The basket item(s) for the chosen attendee and agreed waivers (e.g. `occurrenceItem(id, choice)`). */
  buildItems: (choice: BookingChoice) => CartAddItem[];
  basketUrl: string;
  checkoutUrl: string;
  /** Back to where the steps were opened from (after an add too). */
  onClose: () => void;
  /** The place is in the basket. */
  onAdded?: () => void;
}

type People = { status: 'loading' } | { status: 'ready'; people: AttendeeOption[]; signedBy: Map<string, Set<number>> };

/** The customer and the people linked to them, with who signed each of the purchasable's waivers. */
function usePeople(userId: number | null, name: string, restrictionIds: string[]): People {
  const [people, setPeople] = useState<People>({ status: 'loading' });
  const key = restrictionIds.join(',');
  useEffect(() => {
    if (userId === null) return;
    let live = true;
    setPeople({ status: 'loading' });
    const attendees = getSessionStore().getState().attendees;
    void (async () => {
      const self: AttendeeOption = { id: userId, name, relation: 'You', self: true };
      const links = await endpoints.listUserLinks(userId).catch(() => null);
      const linked = links && links.ok ? linkedAttendees(links.data) : [];
      // Previous attendees of each waiver (the attendees slice): who has signed it already.
      const signedBy = new Map<string, Set<number>>();
      for (const id of key ? key.split(',') : []) {
        const list = await attendees.search(id);
        signedBy.set(id, new Set(list.filter((a) => a.waiverSigned).map((a) => a.id)));
      }
      if (live) setPeople({ status: 'ready', people: [self, ...linked], signedBy });
    })();
    return () => {
      live = false;
    };
  }, [userId, name, key]);
  return people;
}

/**
 * The way one single-occurrence place goes into the basket, for any booking type: log in when needed
 * (the login modal, then on), choose who attends (the customer or a linked person), agree the
 * pre-purchase waivers the attendee has not signed, then add through the store's cart action. The
 * server's booking rule decides; a refused add keeps every choice and says why.
 */
export function BookingSteps({ purchasable, buildItems, basketUrl, checkoutUrl, onClose, onAdded }: BookingStepsProps) {
  useSlices(cartSlice, attendeesSlice);
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  const user = useSession((s) => s.auth.user);
  const adding = useSession((s) => s.cart.adding);
  const host = useHostElement();
  const heading = useRef<HTMLHeadingElement>(null);
  const [attendeeId, setAttendeeId] = useState<number | null>(null);
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const [error, setError] = useState<string | null>(null);
  const [added, setAdded] = useState(false);
  const [answers, setAnswers] = useState<Answers>({});
  const [answerErrors, setAnswerErrors] = useState<Record<number, string[]>>({});
  const userName = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  const restrictions = prePurchase(purchasable.restrictions);
  const people = usePeople(
    loggedIn && user ? user.id : null,
    userName,
    restrictions.map((r) => String(r.id)),
  );

  // Booking needs login (contracts §6): the login modal opens, and the steps carry on once logged in.
  useEffect(() => {
    if (!loggedIn) getSessionStore().getState().system.openLoginModal();
  }, [loggedIn]);

  useEffect(() => heading.current?.focus(), [loggedIn, added]);

  const chosen = attendeeId ?? user?.id ?? null;
  const outstanding =
    people.status === 'ready' && chosen !== null
      ? outstandingRestrictions(purchasable.restrictions, people.signedBy, chosen)
      : { waivers: [], inductions: [] };
  const allAgreed = outstanding.waivers.every((w) => agreed[String(w.id)]);
  const blocked = outstanding.inductions.length > 0;

  async function add() {
    if (!allAgreed || blocked || adding) return;
    setError(null);
    if (questions && !(await answerQuestions(questions.occurrenceId, questions.sections))) return;
    const choice: BookingChoice = {
      attendeeId: attendeeId !== null && attendeeId !== user?.id ? attendeeId : null,
      restrictionIds: outstanding.waivers.map((w) => Number(w.id)),
    };
    const store = getSessionStore();
    const ok = await store.getState().cart.add(buildItems(choice), { origin: host });
    if (ok) {
      setAdded(true);
      onAdded?.();
    } else {
      setError(store.getState().cart.addError ?? catalogue.common.genericError);
    }
  }

  const questions = purchasable.questions;

  /** Checks the required questions here, then sends the answers; false (with messages) when refused. */
  async function answerQuestions(
    occurrenceId: string | number,
    sections: NonNullable<typeof questions>['sections'],
  ): Promise<boolean> {
    const missing = missingRequired(sections, answers);
    if (missing.length > 0) {
      setAnswerErrors(Object.fromEntries(missing.map((id) => [id, ['This field is required']])));
      setError(catalogue.courses.completeRequiredQuestions);
      return false;
    }
    const payload = answersPayload(sections, answers);
    if (payload.length === 0) return true;
    try {
      await endpoints.saveActivityAnswers(occurrenceId, payload);
      setAnswerErrors({});
      return true;
    } catch (e) {
      const byQuestion = e instanceof ApiError ? questionErrors(e.errors) : {};
      setAnswerErrors(byQuestion);
      setError(
        Object.keys(byQuestion).length > 0
          ? 'Please check your answers.'
          : e instanceof ApiError
            ? (e.serverMessage ?? catalogue.common.genericError)
            : catalogue.common.genericError,
      );
      return false;
    }
  }

  const title = (
    <h2 ref={heading} tabIndex={-1} className={styles.title}>
      {added ? catalogue.checkout.itemAdded : `Book ${purchasable.name}`}
    </h2>
  );

  return (
    <section className={styles.panel} aria-label={`Book ${purchasable.name}`}>
      <div>
        <Button variant="text" onClick={onClose}>
          ← Back to the timetable
        </Button>
      </div>
      {title}
      <p className={styles.summary}>
        {purchasable.summary}
        {purchasable.price ? (
          <>
            {' · '}
            <Price money={purchasable.price} />
          </>
        ) : null}
      </p>
      {added ? (
        <div className={styles.success} role="status">
          <p>{purchasable.name} is in your basket.</p>
          <div className={styles.row}>
            <ButtonLink href={basketUrl} variant="outline">
              View basket
            </ButtonLink>
            <ButtonLink href={checkoutUrl}>Checkout now</ButtonLink>
          </div>
        </div>
      ) : !loggedIn ? (
        <div className={styles.step}>
          <p>Log in to book this activity. Your choice is kept while you log in.</p>
          <Button onClick={() => getSessionStore().getState().system.openLoginModal()}>Log in to book</Button>
        </div>
      ) : people.status === 'loading' ? (
        <Spinner label="Loading who can attend" showLabel />
      ) : (
        <>
          {people.people.length > 1 ? (
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Who is attending?</legend>
              {people.people.map((p) => (
                <label key={p.id} className={styles.choice}>
                  <input
                    type="radio"
                    name={`attendee-${purchasable.key}`}
                    value={p.id}
                    className={styles.radioInput}
                    checked={chosen === p.id}
                    onChange={() => {
                      setAttendeeId(p.id);
                      setError(null);
                    }}
                  />
                  <span>
                    {p.name} <span className={styles.muted}>({p.relation})</span>
                  </span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {outstanding.waivers.map((w) => (
            <WaiverStep
              key={`${chosen}-${w.id}`}
              waiver={{ id: Number(w.id), name: w.name, type: w.type, terms: null }}
              agreed={agreed[String(w.id)] === true}
              onAgreedChange={(value) => setAgreed((a) => ({ ...a, [String(w.id)]: value }))}
            />
          ))}
          {questions ? (
            <CustomQuestions
              sections={questions.sections}
              answers={answers}
              errors={answerErrors}
              onChange={(id, value) => {
                setAnswers((old) => ({ ...old, [id]: value }));
                setAnswerErrors(({ [id]: _done, ...rest }) => rest);
              }}
            />
          ) : null}
          {outstanding.inductions.map((r) => (
            <p key={r.id} className={styles.notice} role="note">
              {r.name}: an induction is recorded by staff at the venue. Please ask at reception before booking online.
            </p>
          ))}
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <div className={styles.row}>
            <Button
              onClick={() => void add()}
              loading={adding}
              loadingLabel="Adding to basket"
              aria-disabled={!allAgreed || blocked ? 'true' : undefined}
            >
              Add to basket
            </Button>
            {!allAgreed ? <span className={styles.muted}>Agree to the waiver to continue.</span> : null}
          </div>
        </>
      )}
    </section>
  );
}
