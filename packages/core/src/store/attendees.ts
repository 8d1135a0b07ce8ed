import { previousAttendees, saveWaivers } from '../api/endpoints/activities.ts';
import { isApiError, type ApiError } from '../api/errors.ts';
import type { SliceDef, SliceTools } from './types.ts';

/** A person the customer has booked for, and whether they already signed the waiver being asked for. */
export interface PreviousAttendee {
  id: number;
  name: string;
  dateOfBirth: string | null;
  relationship: string | null;
  waiverSigned: boolean;
}

/** The previous-attendees answer, camelCased by the API client. */
interface AttendeeResponse {
  id: number;
  firstName?: string;
  lastName?: string;
  name?: string;
  dateOfBirth?: string | null;
  relationship?: string | null;
  waiverSigned?: boolean;
}

export type AttendeesSendResult = { ok: true } | { ok: false; error: ApiError | null };

/** flows §3 "Attendee waiver state" and the §7 attendee actions (search, save, send, set total). */
export interface AttendeesSlice {
  previous: PreviousAttendee[];
  /** The customer the waivers are signed for at front of house (null: the logged-in user). */
  selectedUserId: number | null;
  totalWaiversRequired: number;
  /** Attendee ids chosen to sign, kept until sent. */
  saved: number[];
  searching: boolean;
  /** GET /api/{restriction}/question-waivers/previous-attendees?query=&selected_user_id=. A failure empties the list.
   */
  search(restrictionId: number | string, query?: string): Promise<PreviousAttendee[]>;
  selectUser(userId: number | null): void;
  setTotalWaiversRequired(total: number): void;
  /** Keeps the chosen attendees (each once, at most the total required when one is set). */
  save(attendeeIds: number[]): void;
  /** POST /api/question-waivers for every saved attendee; on success they read as signed and the selection clears. */
  send(restrictionId: number | string): Promise<AttendeesSendResult>;
  reset(): void;
}

const toAttendee = (a: AttendeeResponse): PreviousAttendee => ({
  id: a.id,
  name: a.name ?? [a.firstName, a.lastName].filter(Boolean).join(' '),
  dateOfBirth: a.dateOfBirth ?? null,
  relationship: a.relationship ?? null,
  waiverSigned: a.waiverSigned === true,
});

export function createAttendeesSlice({ patch, get, deps }: SliceTools): AttendeesSlice {
  const initial = () => ({
    previous: [] as PreviousAttendee[],
    selectedUserId: null,
    totalWaiversRequired: 0,
    saved: [] as number[],
    searching: false,
  });
  const slice = () => get().attendees;
  // Searches overlap while the customer types; only the latest one may write the list.
  let latestSearch = 0;

  return {
    ...initial(),

    async search(restrictionId, query = '') {
      const mine = ++latestSearch;
      patch('attendees', { searching: true });
      let list: PreviousAttendee[] = [];
      try {
        const result = await previousAttendees<AttendeeResponse[]>(
          restrictionId,
          { query: query.trim() || undefined, selectedUserId: slice().selectedUserId ?? undefined },
          deps.api(),
        );
        list = result.ok ? (result.data ?? []).map(toAttendee) : [];
      } catch {
        list = [];
      }
      if (mine === latestSearch) patch('attendees', { previous: list, searching: false });
      return list;
    },

    selectUser: (selectedUserId) => patch('attendees', { selectedUserId, previous: [], saved: [] }),

    setTotalWaiversRequired: (total) =>
      patch('attendees', { totalWaiversRequired: Math.max(0, Math.floor(Number.isFinite(total) ? total : 0)) }),

    save(attendeeIds) {
      const unique = [...new Set(attendeeIds)];
      const total = slice().totalWaiversRequired;
      patch('attendees', { saved: total > 0 ? unique.slice(0, total) : unique });
    },

    async send(restrictionId) {
      const { saved, selectedUserId } = slice();
      if (saved.length === 0) return { ok: false, error: null };
      const waivers = saved.map((userId) => ({ userId, restrictionId: Number(restrictionId), agreed: true }));
      try {
        await saveWaivers(waivers, selectedUserId, deps.api());
      } catch (error) {
        return { ok: false, error: isApiError(error) ? error : null };
      }
      patch('attendees', (s) => ({
        saved: [],
        previous: s.previous.map((a) => (saved.includes(a.id) ? { ...a, waiverSigned: true } : a)),
      }));
      return { ok: true };
    },

    reset: () => patch('attendees', initial()),
  };
}

/** Created on first use (page-store.ts ensureSlices). */
export const attendeesSlice: SliceDef<'attendees'> = { name: 'attendees', create: createAttendeesSlice };
