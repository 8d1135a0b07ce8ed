import { useEffect, useState } from 'react';
import { afterLargestPaintSince, afterNextPaint } from '../startup/afterPaint.ts';
import { earlyReadsAnswered } from '../startup/earlyReads.ts';

/** How long the frame's extras wait for the browser to report the paint of the first read's content. */
export const PAINT_REPORT_MS = 1000;

/**
 * Settles once the page's first read (started at start-up) has answered, its view has taken it, and the
 * browser has painted twice more (the view's render of the answer, then its paint) and, where a view took
 * the read, reported that paint as the page's largest so far (PAINT_REPORT_MS at most).
 */
export const afterMainContent = async (): Promise<void> => {
  const answeredAt = await earlyReadsAnswered();
  await afterNextPaint();
  await afterNextPaint();
  if (answeredAt !== null) await afterLargestPaintSince(answeredAt, PAINT_REPORT_MS);
};

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
