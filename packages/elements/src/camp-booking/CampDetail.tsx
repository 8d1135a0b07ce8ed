import { cartSlice, catalogue, endpoints, formatTimeOfDay, formatTimeValue, getSessionStore } from '@venue/core';
import { Button, Checkbox, Select } from '@venue/ui';
import { useMemo, useState } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import { useLinkedPeople } from '../internal/useLinkedPeople.ts';
import { useSession, useSlices } from '../internal/useSession.ts';
import { StaffCustomerPicker } from '../checkout/StaffCustomerPicker.ts';
import { courseWaiver, restrictionIdsFor } from '../course-booking/bookability.ts';
import { CustomQuestions } from '../course-booking/CustomQuestions.tsx';
import {
  answerErrors,
  answersPayload,
  missingRequired,
  type AnswerValue,
  type Answers,
} from '../course-booking/questions.ts';
import { InBasketPanel, ScheduleDetail, type ScheduleFormProps } from '../course-booking/ScheduleDetail.tsx';
import { WaiverStep } from '../course-booking/WaiverStep.tsx';
import {
  ageRange,
  bookableByDay,
  campDays,
  choiceTotal,
  formatTotal,
  occurrenceIdsFor,
  priceLine,
  wholeCampAvailable,
  type CampMode,
} from './campChoice.ts';
import * as styles from '../course-booking/courseBooking.css.ts';
import * as campStyles from './campBooking.css.ts';

export interface CampDetailProps {
  idOrSlug: string;
  basketUrl: string;
  checkoutUrl: string;
  onBack?: (() => void) | undefined;
}

/** A camp's book view: whole camp or single days, who attends, waiver, questions, and Add to basket. */
export function CampDetail(props: CampDetailProps) {
  return <ScheduleDetail {...props} noun="camp" fetch={endpoints.getCamp} Form={CampForm} />;
}

const SELF = 'self';

function CampForm({
  schedule: camp,
  loggedIn,
  isStaff,
  selectedUserId,
  basketUrl,
  checkoutUrl,
  onBooked,
  onBack,
}: ScheduleFormProps) {
  useSlices(cartSlice);
  const now = useMemo(() => new Date(), []);
  const days = useMemo(() => campDays(camp, now), [camp, now]);
  const byDay = bookableByDay(camp);
  const wholeOpen = wholeCampAvailable(days);
  const user = useSession((s) => s.auth.user);
  const customerId = isStaff ? selectedUserId : (user?.id ?? null);
  const links = useLinkedPeople(loggedIn ? customerId : null);
  const host = useHostElement();

  const [mode, setMode] = useState<CampMode>(wholeOpen || !byDay ? 'whole' : 'days');
  const [chosen, setChosen] = useState<string[]>([]);
  const [attendee, setAttendee] = useState<string>(SELF);
  // contracts §5: ticking the waiver sets the held restriction id list to its id, unticking clears it.
  const [restrictionIds, setRestrictionIds] = useState<number[]>([]);
  const [answers, setAnswers] = useState<Answers>({});
  const [questionErrors, setQuestionErrors] = useState<Record<number, string[]>>({});
  const [fieldErrors, setFieldErrors] = useState<{ days?: string; attendee?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState(false);

  const waiver = courseWaiver(camp);
  const agreed = waiver !== null && restrictionIds.includes(waiver.id);
  const action = camp.bookableAction;
  // A camp whose whole is sold out may still have days: the server's action then speaks of the whole camp.
  const alreadyInBasket = action.action === 'cancel_reservation' || action.action === 'cancel_booking';
  const notBookable = days.length === 0 || (!byDay && !wholeOpen) || (byDay && days.every((d) => d.soldOut));
  const total = choiceTotal(camp, mode, chosen, days);
  const ages = ageRange(camp);
  const needsCustomer = isStaff && selectedUserId === null;

  const toggleDay = (id: string, on: boolean) => {
    setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
    setFieldErrors(({ days: _d, ...rest }) => rest);
  };
  const onAnswer = (id: number, value: AnswerValue) => {
    setAnswers((a) => ({ ...a, [id]: value }));
    setQuestionErrors(({ [id]: _dropped, ...rest }) => rest);
  };

  async function addToBasket() {
    const store = getSessionStore();
    if (!loggedIn) {
      store.getState().system.openLoginModal();
      return;
    }
    if (busy || needsCustomer) return;
    const errors: typeof fieldErrors = {};
    if (mode === 'days' && chosen.length === 0) errors.days = 'Choose at least one day.';
    const missing = missingRequired(camp.customQuestionSections, answers);
    setFieldErrors(errors);
    setQuestionErrors(Object.fromEntries(missing.map((id) => [id, [catalogue.common.fieldRequired]])));
    if (waiver && !agreed) {
      setFormError('Please agree to the waiver to book this camp.');
      return;
    }
    if (errors.days || missing.length > 0) {
      setFormError(missing.length > 0 ? catalogue.courses.completeRequiredQuestions : errors.days!);
      return;
    }
    setFormError(null);
    setBusy(true);
    const occurrenceIds = occurrenceIdsFor(mode, chosen, days);
    const result = await store.getState().cart.addCourse(
      {
        courseId: camp.id,
        purchasableType: 'camp',
        restrictionIds,
        answers: answersPayload(camp.customQuestionSections, answers),
        selectedUserId: isStaff ? selectedUserId : null,
        purchasedForUserId: attendee === SELF ? null : Number(attendee),
        ...(occurrenceIds ? { occurrenceIds } : {}),
      },
      { origin: host },
    );
    setBusy(false);
    if (result.ok) {
      setAdded(true);
      onBooked();
      return;
    }
    const serverErrors = result.error?.errors ?? {};
    const first = (suffix: string) =>
      Object.entries(serverErrors).find(([key]) => key.endsWith(suffix))?.[1]?.[0] ?? undefined;
    const next: typeof fieldErrors = {};
    const daysError = first('.occurrence_ids');
    const attendeeError = first('.purchased_for_user_id') ?? first('.purchasable_id');
    if (daysError) next.days = daysError;
    if (attendeeError) next.attendee = attendeeError;
    setFieldErrors(next);
    const mapped = answerErrors(serverErrors);
    setQuestionErrors(mapped);
    setFormError(
      Object.keys(mapped).length > 0
        ? catalogue.courses.completeRequiredQuestions
        : (attendeeError ?? daysError ?? result.error?.message ?? catalogue.common.genericError),
    );
  }

  const attendeeOptions = [
    {
      value: SELF,
      label: user ? `${isStaff ? 'The customer' : 'Myself'} (${user.firstName} ${user.lastName})` : 'Myself',
    },
    ...links.map((l) => ({
      value: String(l.referencedUser.id),
      label: l.referencedUser.name,
    })),
  ];
  if (isStaff) attendeeOptions[0] = { value: SELF, label: 'The customer' };

  return (
    <article className={styles.root} aria-labelledby="camp-title">
      {onBack ? (
        <Button variant="text" onClick={onBack}>
          ← All camps
        </Button>
      ) : null}
      <h1 id="camp-title" className={styles.title}>
        {camp.name}
      </h1>
      <p className={styles.muted}>
        {camp.venue.name}
        {camp.startsAt && camp.endsAt
          ? ` · ${formatTimeValue(camp.startsAt, 'ddd D MMM')} to ${formatTimeValue(camp.endsAt, 'ddd D MMM YYYY')}`
          : ''}
        {ages ? ` · ${ages}` : ''}
      </p>
      <p className={styles.price}>{priceLine(camp)}</p>
      {added ? (
        <InBasketPanel
          title={catalogue.checkout.itemAdded}
          name={camp.name}
          basketUrl={basketUrl}
          checkoutUrl={checkoutUrl}
        />
      ) : null}
      <div className={styles.layout}>
        <div>
          {camp.description ? <p>{camp.description}</p> : null}
          {isStaff ? <StaffCustomerPicker /> : null}
          {byDay ? (
            <fieldset className={`${styles.section} ${styles.panelFieldset}`}>
              <legend className={styles.sectionTitle}>What would you like to book?</legend>
              <div className={styles.row}>
                <label className={campStyles.modeOption}>
                  <input
                    type="radio"
                    name="camp-mode"
                    value="whole"
                    className={campStyles.radioInput}
                    checked={mode === 'whole'}
                    disabled={!wholeOpen}
                    onChange={() => setMode('whole')}
                  />
                  The whole camp{camp.price ? ` (${camp.price.formatted})` : ''}
                  {wholeOpen ? '' : ' (not available: a day is sold out)'}
                </label>
                <label className={campStyles.modeOption}>
                  <input
                    type="radio"
                    name="camp-mode"
                    value="days"
                    className={campStyles.radioInput}
                    checked={mode === 'days'}
                    onChange={() => setMode('days')}
                  />
                  Single days{camp.dayPrice ? ` (${camp.dayPrice.formatted} a day)` : ''}
                </label>
              </div>
            </fieldset>
          ) : null}
          <fieldset
            className={`${styles.section} ${styles.panelFieldset}`}
            aria-describedby={fieldErrors.days ? 'camp-days-error' : undefined}
          >
            <legend className={styles.sectionTitle}>
              {mode === 'days' ? 'Choose the days' : 'The days of the camp'}
            </legend>
            <ul className={campStyles.dayList}>
              {days.map((d) => {
                const label = `${formatTimeValue(d.session.startsAt, 'ddd D MMM')}, ${formatTimeOfDay(d.session.startsAt)} to ${formatTimeOfDay(d.session.endsAt)}`;
                const places = d.soldOut
                  ? 'Sold out'
                  : `${d.placesLeft} ${d.placesLeft === 1 ? 'place' : 'places'} left`;
                return (
                  <li key={d.session.id} className={campStyles.dayItem}>
                    {mode === 'days' ? (
                      <Checkbox
                        label={`${label} · ${places}`}
                        checked={chosen.includes(d.session.id)}
                        disabled={d.soldOut}
                        onChange={(e) => toggleDay(d.session.id, e.currentTarget.checked)}
                      />
                    ) : (
                      <span>
                        {label} · {places}
                      </span>
                    )}
                  </li>
                );
              })}
            </ul>
            {fieldErrors.days ? (
              <p id="camp-days-error" className={styles.errorText}>
                {fieldErrors.days}
              </p>
            ) : null}
          </fieldset>
          {loggedIn ? (
            <Select
              label="Who is attending?"
              options={attendeeOptions}
              value={attendee}
              error={fieldErrors.attendee}
              hint={ages ? `${ages} on the first day booked.` : undefined}
              onChange={(e) => {
                setAttendee(e.currentTarget.value);
                setFieldErrors(({ attendee: _a, ...rest }) => rest);
              }}
            />
          ) : null}
          {waiver && loggedIn ? (
            <WaiverStep
              waiver={waiver}
              agreed={agreed}
              onAgreedChange={(on) => setRestrictionIds(restrictionIdsFor(waiver, on))}
            />
          ) : null}
          {camp.customQuestionSections.length > 0 ? (
            <section className={styles.section} aria-label="Questions">
              <CustomQuestions
                sections={camp.customQuestionSections}
                answers={answers}
                errors={questionErrors}
                onChange={onAnswer}
              />
            </section>
          ) : null}
        </div>
        <div className={styles.section}>
          <h2 className={styles.sectionTitle}>Your selection</h2>
          <p>
            {mode === 'whole' || chosen.length === days.length
              ? `The whole camp, ${days.length} ${days.length === 1 ? 'day' : 'days'}`
              : `${chosen.length} ${chosen.length === 1 ? 'day' : 'days'}`}
          </p>
          <p className={styles.price} aria-live="polite">
            {total === null ? '' : `Total ${formatTotal(camp, total)}`}
          </p>
          {formError ? (
            <p className={styles.errorText} role="alert">
              {formError}
            </p>
          ) : null}
          {alreadyInBasket ? (
            <p role="status">{action.message ?? 'This camp is already in your basket.'}</p>
          ) : notBookable ? (
            <p role="status">{days.length === 0 ? 'No days are left to book.' : 'This camp is sold out.'}</p>
          ) : (
            <Button
              fullWidth
              loading={busy}
              loadingLabel="Adding"
              aria-disabled={needsCustomer ? 'true' : undefined}
              onClick={() => void addToBasket()}
            >
              {loggedIn ? 'Add to basket' : 'Log in to book'}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
