// @venue/elements/views: each flow's React view, for a React host or Storybook that renders a view
// directly instead of through its custom element. A separate entry, so importing `@venue/elements` never
// pulls every view into a bundle's first chunk.
export { Basket, type BasketProps } from './basket/Basket.tsx';
export { Checkout, type CheckoutProps } from './checkout/Checkout.tsx';
export { BookingConfirmation, type BookingConfirmationProps } from './confirmation/BookingConfirmation.tsx';
export { CourseBooking, type CourseBookingProps } from './course-booking/CourseBooking.tsx';
export { Nav, type NavProps } from './nav/Nav.tsx';
export { Login, type LoginProps } from './login/Login.tsx';
export { default as ClassesView, ClassesDay, type ClassesDayProps } from './activity-booking/classes/ClassesView.tsx';
export { BookingSteps, type BookingStepsProps } from './activity-booking/steps/BookingSteps.tsx';
export { AttendeeSelection, type AttendeeSelectionProps } from './attendees/AttendeeSelection.tsx';
export { ActivityBooking, type ActivityBookingProps } from './activity-booking/ActivityBooking.tsx';
