import type { ActivityClass, FastTicket, Slot, VenueCategory } from '../../domain/contract-views.ts';
import { toVenueCategory, type VenueCategoryResponse } from '../../domain/venueCategory.ts';
import type { ApiClient, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

export type TimetableVersion = 'v1' | 'v2';

/**
 * Dates on or after the venue's activities_v2_migration_date use the v2 endpoints, earlier ones v1
 * (flows §4, contracts §4). Both are 'YYYY-MM-DD' (a longer date-time is cut to its date).
 */
export function timetableVersion(date: string, migrationDate: string | null | undefined): TimetableVersion {
  if (!migrationDate) return 'v1';
  return date.slice(0, 10) >= migrationDate.slice(0, 10) ? 'v2' : 'v1';
}

const seg = (value: string | number) => encodeURIComponent(String(value));
const versioned = (version: TimetableVersion, name: string) => (version === 'v2' ? `v2/${name}` : name);

/** GET /api/venue/{venue}/categories: the root groups, their sub-activities in `children` (client view, TT-010). */
export async function listVenueCategories(
  venue: string,
  api: ApiClient = getApi(),
): Promise<QueryResult<VenueCategory[]>> {
  const answer = await api.query<VenueCategoryResponse[]>(`/api/venue/${seg(venue)}/categories`);
  return answer.ok ? { ...answer, data: answer.data.map((c) => toVenueCategory(c, venue)) } : answer;
}

/** GET /api/venue/{venue}/categories/{activitySlug}: one category with its children (client view). */
export async function getVenueCategory(
  venue: string,
  activitySlug: string,
  api: ApiClient = getApi(),
): Promise<QueryResult<VenueCategory>> {
  const answer = await api.query<VenueCategoryResponse>(`/api/venue/${seg(venue)}/categories/${seg(activitySlug)}`);
  return answer.ok ? { ...answer, data: toVenueCategory(answer.data, venue) } : answer;
}

export interface TimetableRequest {
  venue: string;
  activity: string;
  /** YYYY-MM-DD */
  date: string;
  version: TimetableVersion;
}

/**
 * GET /api/venue/{v}/activity/{a}/timetable or /v2/timetable?date=[&selected_user_id=]: with a selected user
 * (front of house), each class's bookable action is that customer's.
 */
export function getTimetable(
  { venue, activity, date, version, selectedUserId }: TimetableRequest & { selectedUserId?: number | null },
  api: ApiClient = getApi(),
): Promise<QueryResult<ActivityClass[]>> {
  return api.query<ActivityClass[]>(
    `/api/venue/${seg(venue)}/activity/${seg(activity)}/${versioned(version, 'timetable')}`,
    { params: { date, selectedUserId: selectedUserId ?? undefined } },
  );
}

/** GET /api/venue/{v}/activity/{a}/slots or /v2/slots?date=&location_id=. */
export function getSlots(
  { venue, activity, date, version, locationId }: TimetableRequest & { locationId?: string | number },
  api: ApiClient = getApi(),
): Promise<QueryResult<Slot[]>> {
  return api.query<Slot[]>(`/api/venue/${seg(venue)}/activity/${seg(activity)}/${versioned(version, 'slots')}`, {
    params: { date, locationId },
  });
}

/** GET /api/activities/venue/{v}/activity/{a}/times or .../v2/times?date= (the flows form of the path). */
export function getTimes(
  { venue, activity, date, version }: TimetableRequest,
  api: ApiClient = getApi(),
): Promise<QueryResult<ActivityClass[]>> {
  return api.query<ActivityClass[]>(
    `/api/activities/venue/${seg(venue)}/activity/${seg(activity)}/${versioned(version, 'times')}`,
    { params: { date } },
  );
}

/**
 * GET /api/activities/classes/{id}: one activity class (contracts §7 `GET /{id}`; the server serves it
 * under /classes/ so the bare id cannot swallow other paths). Numeric id: v1; occurrence id: v2.
 */
export function getActivityClass(
  id: string | number,
  options: { selectedUserId?: number | null } = {},
  api: ApiClient = getApi(),
): Promise<QueryResult<ActivityClass>> {
  return api.query<ActivityClass>(`/api/activities/classes/${seg(id)}`, {
    params: { selectedUserId: options.selectedUserId ?? undefined },
  });
}

/** GET /api/venue/{v}/activity-category/{c}/dates. */
export function getCategoryDates<T = string[]>(
  venue: string,
  category: string,
  api: ApiClient = getApi(),
): Promise<QueryResult<T>> {
  return api.query<T>(`/api/venue/${seg(venue)}/activity-category/${seg(category)}/dates`);
}

/** GET /api/venue/{v}/activity-category/{c}/activity/{a}/tickets[?date=YYYY-MM-DD]: the ticketed sessions of a day. */
export function getTickets<T = FastTicket[]>(
  venue: string,
  category: string,
  activity: string,
  api: ApiClient = getApi(),
  date?: string,
): Promise<QueryResult<T>> {
  return api.query<T>(`/api/venue/${seg(venue)}/activity-category/${seg(category)}/activity/${seg(activity)}/tickets`, {
    params: date ? { date } : {},
  });
}
