import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { BookingTypeViewProps } from './bookingTypeView.ts';
import type { ShellBookingType } from './activityRoute.ts';

type LazyView = LazyExoticComponent<ComponentType<BookingTypeViewProps>>;

/**
 * The view of each booking type the shell books, loaded on first use (each is its own chunk: a page
 * that only ever shows classes never loads the resource or ticket code). Each module's default export.
 */
export const VIEW_FOR_BOOKING_TYPE: Readonly<Record<ShellBookingType, LazyView>> = {
  classes: lazy(() => import('./classes/ClassesView.tsx')),
  resources: lazy(() => import('./resources/ResourcesView.tsx')),
  ticketed: lazy(() => import('./ticketed/TicketedView.tsx')),
};

export function viewForBookingType(type: ShellBookingType): LazyView {
  return VIEW_FOR_BOOKING_TYPE[type];
}
