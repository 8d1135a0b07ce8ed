import { cartSlice, catalogue, endpoints, formatTimeValue, getSessionStore, type Course } from '@venue/core';
import { Button, Price, Select, Tooltip } from '@venue/ui';
import { useEffect, useRef, useState } from 'react';
import { useHostElement } from '../internal/hostContext.ts';
import { useLinkedPeople } from '../internal/useLinkedPeople.ts';
import { useSession, useSlices } from '../internal/useSession.ts';
import { CHOOSE_CUSTOMER_FIRST, StaffCustomerPicker } from '../checkout/StaffCustomerPicker.ts';
import { bookButtonState, courseNotice, coursePrice, courseWaiver, restrictionIdsFor } from './bookability.ts';
import { CustomQuestions } from './CustomQuestions.tsx';
import { answerErrors, answersPayload, missingRequired, type AnswerValue, type Answers } from './questions.ts';
import { ReviewSelection } from './ReviewSelection.tsx';
import { InBasketPanel, ScheduleDetail, type ScheduleFormProps } from './ScheduleDetail.tsx';
import { WaiverStep } from './WaiverStep.tsx';
import { moveOnWaitlist, WAITLIST_BUTTON, waitlistMove } from './courseWaitlist.ts';
import * as styles from './courseBooking.css.ts';

export interface CourseDetailProps {
  idOrSlug: string;
  basketUrl: string;
  checkoutUrl: string;
  onBack?: () => void;
}

function instructorNames(course: Course): string {
  return course.instructors.join(', ');
}

/** A course's detail and book view: review panel, waiver, questions and the Book button. */
export function CourseDetail(props: CourseDetailProps) {
  return <ScheduleDetail {...props} noun="course" fetch={endpoints.getCourse} Form={CourseBookForm} />;
}

function CourseBookForm({
  schedule: course,
  loggedIn,
  isStaff,
  selectedUserId,
  basketUrl,
  checkoutUrl,
  onBooked,
  onBack,
}: ScheduleFormProps) {
  useSlices(cartSlice);
  const now = new Date();
  const waiver = courseWaiver(course);
  // contracts §5: the restriction id list is what is held. Ticking the waiver sets it to the waiver's id,
  // unticking clears it, and the box shows whether the waiver is in it.
  const [restrictionIds, setRestrictionIds] = useState<number[]>([]);
  const agreed = waiver !== null && restrictionIds.includes(waiver.id);
  const [answers, setAnswers] = useState<Answers>({});
  const [questionErrors, setQuestionErrors] = useState<Record<number, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState(false);
  const host = useHostElement();
  const user = useSession((s) => s.auth.user);
  // Who attends: the customer, or someone they book for (a child). Only asked when there is a choice.
  const people = useLinkedPeople(loggedIn ? (isStaff ? selectedUserId : (user?.id ?? null)) : null);
  const [attendee, setAttendee] = useState<string>('self');

  const { price, proRata } = coursePrice(course, now);
  const notice = courseNotice(course, now);
  const button = bookButtonState(course, { loggedIn, waiverAgreed: agreed, forStaff: isStaff });
  const needsCustomer = isStaff && selectedUserId === null;
  // Staff choose the customer before anything else on the page (the waiver is agreed for them).
  const disabledReason = needsCustomer || !button.reason ? CHOOSE_CUSTOMER_FIRST : button.reason;

  // The waitlist button stays busy from the click until the course is read again (or the call fails), so a
  // second click never sends the same move twice.
  const move = needsCustomer ? null : waitlistMove(course);
  const [moving, setMoving] = useState(false);
  const inFlight = useRef(false);
  useEffect(() => {
    inFlight.current = false;
    setMoving(false);
  }, [course]);

  async function onWaitlist() {
    if (!loggedIn) {
      getSessionStore().getState().system.openLoginModal();
      return;
    }
    if (!move || inFlight.current) return;
    inFlight.current = true;
    setMoving(true);
    if (await moveOnWaitlist(course, move, isStaff ? selectedUserId : null, host)) {
      onBooked();
      return;
    }
    inFlight.current = false;
    setMoving(false);
  }

  const onAnswer = (id: number, value: AnswerValue) => {
    setAnswers((a) => ({ ...a, [id]: value }));
    setQuestionErrors(({ [id]: _dropped, ...rest }) => rest);
  };

  async function book() {
    const store = getSessionStore();
    if (!loggedIn) {
      // contracts §6: booking needs login; the login modal opens instead.
      store.getState().system.openLoginModal();
      return;
    }
    if (button.disabled || busy || needsCustomer) return;
    const missing = missingRequired(course.customQuestionSections, answers);
    if (missing.length > 0) {
      setQuestionErrors(Object.fromEntries(missing.map((id) => [id, [catalogue.common.fieldRequired]])));
      setFormError(catalogue.courses.completeRequiredQuestions);
      return;
    }
    setFormError(null);
    setBusy(true);
    const result = await store.getState().cart.addCourse(
      {
        courseId: course.id,
        restrictionIds,
        answers: answersPayload(course.customQuestionSections, answers),
        selectedUserId: isStaff ? selectedUserId : null,
        purchasedForUserId: attendee === 'self' ? null : Number(attendee),
      },
      { origin: host },
    );
    setBusy(false);
    if (result.ok) {
      setBooked(true);
      onBooked();
      return;
    }
    const mapped = answerErrors(result.error?.errors);
    setQuestionErrors(mapped);
    setFormError(
      Object.keys(mapped).length > 0 ? catalogue.courses.completeRequiredQuestions : catalogue.courses.courseBookFailed,
    );
  }

  return (
    <article className={styles.root} aria-labelledby="course-title">
      {onBack ? (
        <Button variant="text" onClick={onBack}>
          ← All courses
        </Button>
      ) : null}
      <h1 id="course-title" className={styles.title}>
        {course.name}
      </h1>
      <p className={styles.muted}>
        {course.venue.name}
        {course.startsAt && course.endsAt
          ? ` · ${formatTimeValue(course.startsAt, 'D MMM YYYY')} to ${formatTimeValue(course.endsAt, 'D MMM YYYY')}`
          : ''}
        {course.durationInWeeks ? ` · ${course.durationInWeeks} weeks` : ''}
        {course.instructors.length > 0 ? ` · ${instructorNames(course)}` : ''}
      </p>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {booked ? (
        <InBasketPanel
          title={catalogue.courses.courseBooked}
          name={course.name}
          basketUrl={basketUrl}
          checkoutUrl={checkoutUrl}
        />
      ) : null}
      <div className={styles.layout}>
        <div>
          {course.description ? <p>{course.description}</p> : null}
          {isStaff ? <StaffCustomerPicker /> : null}
          {people.length > 0 && course.bookableAction.action === 'book' ? (
            <Select
              label="Who is attending?"
              value={attendee}
              onChange={(e) => setAttendee(e.currentTarget.value)}
              options={[
                {
                  value: 'self',
                  label: isStaff ? 'The customer' : `Myself (${user?.firstName ?? ''} ${user?.lastName ?? ''})`.trim(),
                },
                ...people.map((p) => ({ value: String(p.referencedUser.id), label: p.referencedUser.name })),
              ]}
            />
          ) : null}
          {waiver && loggedIn && course.bookableAction.action === 'book' ? (
            <WaiverStep
              waiver={waiver}
              agreed={agreed}
              onAgreedChange={(on) => setRestrictionIds(restrictionIdsFor(waiver, on))}
            />
          ) : null}
          {course.customQuestionSections.length > 0 && course.bookableAction.action === 'book' ? (
            <section className={styles.section} aria-label="Questions">
              <CustomQuestions
                sections={course.customQuestionSections}
                answers={answers}
                errors={questionErrors}
                onChange={onAnswer}
              />
            </section>
          ) : null}
        </div>
        <div>
          <ReviewSelection course={course} price={price} proRata={proRata} />
          <p className={styles.price}>
            <Price money={price} />
          </p>
          {formError ? (
            <p className={styles.errorText} role="alert">
              {formError}
            </p>
          ) : null}
          {button.disabled || needsCustomer ? (
            <>
              <Tooltip content={disabledReason}>
                {(trigger) => (
                  <Button {...trigger} aria-disabled="true" fullWidth onClick={() => undefined}>
                    Book now
                  </Button>
                )}
              </Tooltip>
              {/* A tooltip needs a hover or a focus to be found, which a phone's user does not try on a greyed
                  button: the reason also shows under it, unless the notice above says it already. Screen readers
                  hear it once, from the tooltip the button is described by. */}
              {disabledReason !== notice ? (
                <p className={styles.disabledReason} aria-hidden="true">
                  {disabledReason}
                </p>
              ) : null}
            </>
          ) : (
            <Button fullWidth loading={busy} loadingLabel="Booking" onClick={() => void book()}>
              {loggedIn ? 'Book now' : 'Log in to book'}
            </Button>
          )}
          {move ? (
            <Button
              variant="outline"
              fullWidth
              className={styles.waitlistButton}
              loading={moving}
              loadingLabel={WAITLIST_BUTTON[move].busy}
              onClick={() => void onWaitlist()}
            >
              {WAITLIST_BUTTON[move].label}
            </Button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
