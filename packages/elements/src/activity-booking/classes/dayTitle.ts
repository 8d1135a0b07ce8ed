import { formatWallText } from '@venue/core';

/** "Tuesday 25 November" for a YYYY-MM-DD date. */
export function dayTitle(date: string): string {
  return formatWallText(date, 'dddd D MMMM');
}
