import type { z } from 'zod';
import type { courseListQuery } from '../../contract/courses.ts';
import type { Camelized, Course, Restriction } from '../../domain/contract-views.ts';
import type { ApiClient, QueryResult } from '../client.ts';
import { getApi } from '../global.ts';

/** Course list filters (contracts §5), camelCase: the contract's query, every field optional. */
export type CourseFilters = Partial<Camelized<z.output<typeof courseListQuery>>>;

/** GET /api/v1/activities/courses with filters: a data array of course schedules. */
export function listCourses(filters: CourseFilters = {}, api: ApiClient = getApi()): Promise<QueryResult<Course[]>> {
  return api.query<Course[]>('/api/v1/activities/courses', { params: { ...filters } });
}

/** GET /api/v1/activities/courses/{idOrSlug}; front of house when acting for a customer. */
export function getCourse(
  idOrSlug: string,
  options: { selectedUserId?: number | null; source?: 'online' | 'foh' } = {},
  api: ApiClient = getApi(),
): Promise<QueryResult<Course>> {
  return api.query<Course>(`/api/v1/activities/courses/${encodeURIComponent(idOrSlug)}`, {
    params: {
      source: options.source ?? (options.selectedUserId ? 'foh' : 'online'),
      selectedUserId: options.selectedUserId ?? undefined,
    },
  });
}

/** GET /api/v1/activities/camps with the course filters: camps are schedules like courses (contracts §3). */
export function listCamps(filters: CourseFilters = {}, api: ApiClient = getApi()): Promise<QueryResult<Course[]>> {
  return api.query<Course[]>('/api/v1/activities/camps', { params: { ...filters } });
}

/** GET /api/v1/activities/camps/{idOrSlug}; front of house when acting for a customer. */
export function getCamp(
  idOrSlug: string,
  options: { selectedUserId?: number | null } = {},
  api: ApiClient = getApi(),
): Promise<QueryResult<Course>> {
  return api.query<Course>(`/api/v1/activities/camps/${encodeURIComponent(idOrSlug)}`, {
    params: {
      source: options.selectedUserId ? 'foh' : 'online',
      selectedUserId: options.selectedUserId ?? undefined,
    },
  });
}

/** GET /api/v1/activities/restrictions/{id}: the waiver or induction, with its terms (decision C10). */
export function getRestriction(id: number, api: ApiClient = getApi()): Promise<QueryResult<Restriction>> {
  return api.query<Restriction>(`/api/v1/activities/restrictions/${encodeURIComponent(String(id))}`);
}

/** GET /api/v1/activities/categories/bookable/{a} or /{a}/{b}. */
export function getBookableCategories<T = unknown>(
  first: string,
  second?: string,
  api: ApiClient = getApi(),
): Promise<QueryResult<T>> {
  const tail = [first, second]
    .filter((p): p is string => Boolean(p))
    .map(encodeURIComponent)
    .join('/');
  return api.query<T>(`/api/v1/activities/categories/bookable/${tail}`);
}

/** DELETE /api/activities/bookings/{bookingId}/?source=bookings (the spec keeps the trailing slash). */
export function cancelBooking<T = unknown>(bookingId: string | number, api: ApiClient = getApi()) {
  return api.delete<T>(`/api/activities/bookings/${encodeURIComponent(String(bookingId))}/`, {
    params: { source: 'bookings' },
  });
}
