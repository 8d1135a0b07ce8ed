import { endpoints, type Course } from '@venue/core';
import { useCallback, useEffect, useState } from 'react';

export type CourseLoad =
  { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; course: Course };

/**
 * Loads one course (or, with `fetch = endpoints.getCamp`, one camp: both are schedules); `reload()` fetches it
 * again keeping the current one on screen meanwhile.
 */
export function useCourse(
  idOrSlug: string,
  selectedUserId: number | null,
  loginKey: string,
  fetch: typeof endpoints.getCourse = endpoints.getCourse,
): { load: CourseLoad; reload: () => void } {
  const [load, setLoad] = useState<CourseLoad>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    fetch(idOrSlug, { selectedUserId })
      .then((result) => {
        if (!live) return;
        if (result.ok) setLoad({ status: 'ready', course: result.data });
        else if (result.error.status === 404) setLoad({ status: 'missing' });
        else setLoad({ status: 'error' });
      })
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [idOrSlug, selectedUserId, loginKey, generation, fetch]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, reload };
}
