import { catalogue, emitSessionEvent, endpoints, getSessionStore, sessionEvents, type Course } from '@venue/core';

export type WaitlistMove = 'join' | 'leave';

/**
 * The waitlist button a full course offers under its Book button, which stays disabled with the server's
 * message (COURSE-012): join on join_waitlist, leave on leave_waitlist, none otherwise.
 */
export function waitlistMove(course: Course): WaitlistMove | null {
  const { action } = course.bookableAction;
  return action === 'join_waitlist' ? 'join' : action === 'leave_waitlist' ? 'leave' : null;
}

export const WAITLIST_BUTTON: Record<WaitlistMove, { label: string; busy: string }> = {
  join: { label: 'Join waitlist', busy: 'Joining the waitlist' },
  leave: { label: 'Leave waitlist', busy: 'Leaving the waitlist' },
};

/**
 * Joins or leaves a course's waitlist (POST waitlist/add with item type course; DELETE waitlist/remove/{course
 * id}) for the signed-in customer, or for staff the chosen one. Toasts the outcome in the spec's words (a
 * failure: the generic error) and tells the page, whose timetables reload on a waitlist change. True when it
 * went through.
 */
export async function moveOnWaitlist(
  course: Course,
  move: WaitlistMove,
  selectedUserId: number | null,
  origin: EventTarget | null,
): Promise<boolean> {
  const state = getSessionStore().getState();
  const userId = state.auth.user?.id ?? 0;
  try {
    const { data } =
      move === 'join'
        ? await endpoints.joinWaitlist({ id: course.id, type: 'course', userId, selectedUserId })
        : await endpoints.leaveWaitlist({ occurrenceId: course.id, waitlistId: course.id, userId, selectedUserId });
    state.toasts.push({
      type: 'success',
      message: move === 'join' ? catalogue.common.waitlistJoined : catalogue.common.waitlistLeft,
    });
    emitSessionEvent(sessionEvents, 'waitlist-change', { occurrenceId: data.occurrence.occurrenceId }, origin);
    return true;
  } catch {
    state.toasts.push({ type: 'danger', title: catalogue.common.errorTitle, message: catalogue.common.genericError });
    return false;
  }
}
