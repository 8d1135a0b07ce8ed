import { createElement } from 'react';
import { lazyView, type LazyView } from '../internal/lazyView.ts';
import type { BookingTypeViewProps } from './bookingTypeView.ts';
import type { ShellBookingType } from './activityRoute.ts';
import { DAY_VIEW_CODE } from './dayViewCode.ts';
import * as styles from './activityBooking.css.ts';

const loadingDay = () => createElement('p', { role: 'status', className: styles.message }, 'Loading…');

/**
 * The view of each booking type the shell books, loaded on first use (each is its own chunk: a page
 * that only ever shows classes never loads the resource or ticket code). Each module's default export.
 * The shell preloads the day's view as soon as it knows the category's booking type, beside that day's
 * first read.
 */
const dayView = (type: ShellBookingType) => lazyView(() => DAY_VIEW_CODE[type]().then((m) => m.default), loadingDay);

export const VIEW_FOR_BOOKING_TYPE: Readonly<Record<ShellBookingType, LazyView<BookingTypeViewProps>>> = {
  classes: dayView('classes'),
  resources: dayView('resources'),
  ticketed: dayView('ticketed'),
};

export function viewForBookingType(type: ShellBookingType): LazyView<BookingTypeViewProps> {
  return VIEW_FOR_BOOKING_TYPE[type];
}
