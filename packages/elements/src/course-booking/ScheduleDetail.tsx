import { catalogue, selectSelectedUserId, type endpoints, type Course } from '@venue/core';
import { ButtonLink, Spinner } from '@venue/ui';
import type { ComponentType } from 'react';
import { useSession } from '../internal/useSession.ts';
import { useCourse } from './useCourse.ts';
import * as styles from './courseBooking.css.ts';

/** What a course's or a camp's book form is given once the schedule has loaded. */
export interface ScheduleFormProps {
  schedule: Course;
  loggedIn: boolean;
  isStaff: boolean;
  selectedUserId: number | null;
  basketUrl: string;
  checkoutUrl: string;
  /** Fetches the schedule again after a booking, so places and the book action are current. */
  onBooked: () => void;
  onBack?: (() => void) | undefined;
}

export interface ScheduleDetailProps {
  idOrSlug: string;
  /** Singular noun for the loading state: "course", "camp". */
  noun: string;
  /** `endpoints.getCourse` or `endpoints.getCamp`. */
  fetch: typeof endpoints.getCourse;
  basketUrl: string;
  checkoutUrl: string;
  onBack?: (() => void) | undefined;
  Form: ComponentType<ScheduleFormProps>;
}

/**
 * Loads one course or camp for the signed-in customer (or, for staff, the chosen customer) and shows the
 * loading, missing and error states around its book form. The form is keyed by the schedule, so a different
 * one starts with a clean form.
 */
export function ScheduleDetail({ idOrSlug, noun, fetch, basketUrl, checkoutUrl, onBack, Form }: ScheduleDetailProps) {
  const loggedIn = useSession((s) => s.auth.status === 'loggedIn');
  const isStaff = useSession((s) => s.auth.user?.role === 'staff');
  const selectedUserId = useSession(selectSelectedUserId);
  const { load, reload } = useCourse(idOrSlug, isStaff ? selectedUserId : null, loggedIn ? 'in' : 'out', fetch);
  if (load.status === 'loading') return <Spinner label={`Loading ${noun}`} showLabel size="large" />;
  if (load.status === 'missing') return <p role="alert">{catalogue.common.notFound}</p>;
  if (load.status === 'error') return <p role="alert">{catalogue.common.serverError}</p>;
  return (
    <Form
      key={load.course.id}
      schedule={load.course}
      loggedIn={loggedIn}
      isStaff={isStaff}
      selectedUserId={selectedUserId}
      basketUrl={basketUrl}
      checkoutUrl={checkoutUrl}
      onBooked={reload}
      onBack={onBack}
    />
  );
}

/** The panel shown once a course or camp is in the basket, with the ways on. */
export function InBasketPanel({
  title,
  name,
  basketUrl,
  checkoutUrl,
}: {
  title: string;
  name: string;
  basketUrl: string;
  checkoutUrl: string;
}) {
  return (
    <div className={styles.success} role="status" aria-live="polite">
      <p className={styles.subTitle}>{title}</p>
      <p>{name} is in your basket.</p>
      <div className={styles.row}>
        <ButtonLink href={checkoutUrl}>Checkout now</ButtonLink>
        <ButtonLink href={basketUrl} variant="outline">
          View basket
        </ButtonLink>
      </div>
    </div>
  );
}
