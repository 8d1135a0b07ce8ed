import type { CourseFilters } from '@venue/core';

/** Where a list is and who it is for: what the course and camp lists are asked for. */
export interface SchedulePlace {
  venue?: string | undefined;
  activity?: string | undefined;
  /** The customer front of house staff book for; null online. */
  selectedUserId: number | null;
}

/** The list's filters (contracts §5): one builder, so an early request and the view's are the same read. */
export function scheduleFilters({ venue, activity, selectedUserId }: SchedulePlace): CourseFilters {
  return {
    source: selectedUserId ? 'foh' : 'online',
    venueSlugs: venue ? [venue] : undefined,
    categorySlugs: activity ? [activity] : undefined,
    selectedUserId: selectedUserId ?? undefined,
  };
}
