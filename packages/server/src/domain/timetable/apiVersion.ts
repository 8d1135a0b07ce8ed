/**
 * TT-002: dates on or after a venue's activities_v2_migration_date are served by the v2 endpoints,
 * earlier dates by v1. Both arguments are calendar dates (YYYY-MM-DD) in the venue's time zone, so a
 * plain string comparison is exact and no time-zone arithmetic can shift a day across the boundary.
 */
export type ActivitiesApiVersion = 'v1' | 'v2';

export function activitiesApiVersionFor(date: string, migrationDate: string | null): ActivitiesApiVersion {
  if (migrationDate === null) return 'v1';
  return date >= migrationDate ? 'v2' : 'v1';
}

export function isV2Date(date: string, migrationDate: string | null): boolean {
  return activitiesApiVersionFor(date, migrationDate) === 'v2';
}
