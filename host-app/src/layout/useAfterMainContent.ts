import { useEffect, useState } from 'react';
import { afterNextPaint } from '../startup/afterPaint.ts';
import { earlyReadsAnswered } from '../startup/earlyReads.ts';

/**
 * Settles once the page's first read (started at start-up) has answered, its view has taken it, and the
 * browser has painted twice more (the view's render of the answer, then its paint).
 */
export const afterMainContent = (): Promise<void> => earlyReadsAnswered().then(afterNextPaint).then(afterNextPaint);

/**
 * False until the page's main content has had its turn: what the frame adds below the fold or out of
 * sight (the footer, the login modal's code) then loads, instead of sharing a slow phone's connection
 * with the route's first read and the code that draws it (issue 12: the course list's largest paint).
 */
export function useAfterMainContent(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void afterMainContent().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
