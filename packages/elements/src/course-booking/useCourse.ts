import { getApi } from '@venue/core';
import { useCallback, useEffect, useState } from 'react';
import { fetchCourse } from './courseApi.ts';
import type { Course } from './courseTypes.ts';

export type CourseLoad = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; course: Course };

/** Loads one course; `reload()` fetches it again keeping the current one on screen meanwhile. */
export function useCourse(idOrSlug: string, selectedUserId: number | null, loginKey: string): { load: CourseLoad; reload: () => void } {
  const [load, setLoad] = useState<CourseLoad>({ status: 'loading' });
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    let live = true;
    fetchCourse(getApi(), idOrSlug, selectedUserId)
      .then((course) => live && setLoad(course ? { status: 'ready', course } : { status: 'missing' }))
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [idOrSlug, selectedUserId, loginKey, generation]);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);
  return { load, reload };
}
