// @venue/core/calendar: iCalendar text, framework-free and dependency-free, so the server may use it too.
export {
  bookingEvent,
  bookingFileName,
  buildCalendar,
  escapeText,
  foldLine,
  icsDateTime,
  ICS_CONTENT_TYPE,
  type BookingForCalendar,
  type CalendarEvent,
  type CalendarOptions,
} from './ics.ts';
