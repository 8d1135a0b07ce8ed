import type { ApiClient } from '@venue/core';
import type { Course, Restriction } from './courseTypes.ts';

export interface CourseListFilters {
  venueSlug?: string | null;
  activitySlug?: string | null;
  /** Front of house lists courses for the customer it acts for. */
  selectedUserId?: number | null;
  source?: 'online' | 'foh';
}

/** GET /api/v1/activities/courses with the contract's filters (contracts §5). */
export async function fetchCourses(api: ApiClient, filters: CourseListFilters): Promise<Course[]> {
  const result = await api.query<Course[]>('/api/v1/activities/courses', {
    params: {
      source: filters.source ?? 'online',
      venueSlugs: filters.venueSlug ? [filters.venueSlug] : undefined,
      categorySlugs: filters.activitySlug ? [filters.activitySlug] : undefined,
      selectedUserId: filters.selectedUserId ?? undefined,
    },
  });
  if (!result.ok) throw result.error;
  return result.data ?? [];
}

/** GET /api/v1/activities/courses/{idOrSlug}?source=online; null when there is no such course. */
export async function fetchCourse(api: ApiClient, idOrSlug: string, selectedUserId?: number | null): Promise<Course | null> {
  const result = await api.query<Course>(`/api/v1/activities/courses/${encodeURIComponent(idOrSlug)}`, {
    params: { source: selectedUserId ? 'foh' : 'online', selectedUserId: selectedUserId ?? undefined },
  });
  if (!result.ok) {
    if (result.error.status === 404) return null;
    throw result.error;
  }
  return result.data;
}

/** GET /api/v1/activities/restrictions/{id}: the waiver with its terms (decision C10). */
export async function fetchRestriction(api: ApiClient, id: string): Promise<Restriction | null> {
  const result = await api.query<Restriction>(`/api/v1/activities/restrictions/${encodeURIComponent(id)}`);
  return result.ok ? result.data : null;
}
