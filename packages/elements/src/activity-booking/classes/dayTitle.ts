import { dayjs } from '@venue/core';

/** "Tuesday 25 November" for a YYYY-MM-DD date. */
export function dayTitle(date: string): string {
  return dayjs(date).format('dddd D MMMM');
}
