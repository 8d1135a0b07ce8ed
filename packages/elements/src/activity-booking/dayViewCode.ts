import type { ComponentType } from 'react';
import type { BookingTypeViewProps } from './bookingTypeView.ts';
import type { ShellBookingType } from './activityRoute.ts';

/**
 * The module of each booking type's day view, each its own chunk. viewForBookingType.ts's lazy views load
 * them; the element's early reads (venueData.ts) start the chosen one's as soon as the venue's answers say
 * which it is, without the lazy views' registry, which would bring the shell's stylesheet into the
 * element's first chunk. The browser loads a module once, whoever asks first.
 */
export const DAY_VIEW_CODE: Readonly<
  Record<ShellBookingType, () => Promise<{ default: ComponentType<BookingTypeViewProps> }>>
> = {
  classes: () => import('./classes/ClassesView.tsx'),
  resources: () => import('./resources/ResourcesView.tsx'),
  ticketed: () => import('./ticketed/TicketedView.tsx'),
};
