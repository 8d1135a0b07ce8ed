// @venue/elements/views: each flow's React view, for a React host or Storybook that renders a view
// directly instead of through its custom element. A separate entry, so importing `@venue/elements` never
// pulls every view into a bundle's first chunk.
export { Basket, type BasketProps } from './basket/Basket.tsx';
export { Checkout, type CheckoutProps } from './checkout/Checkout.tsx';
export { BookingConfirmation, type BookingConfirmationProps } from './confirmation/BookingConfirmation.tsx';
export { CourseBooking, type CourseBookingProps } from './course-booking/CourseBooking.tsx';
export { Nav, type NavProps } from './nav/Nav.tsx';
export { Login, type LoginProps } from './login/Login.tsx';
export { VenuePicker, type VenuePickerProps } from './venue-picker/VenuePicker.tsx';
export { default as AccountBookings } from './account/screens/Bookings.tsx';
export { default as AccountPayments } from './account/screens/Payments.tsx';
export { VenueAccount, type VenueAccountProps } from './account/VenueAccount.tsx';
export { MembershipPricing, type MembershipPricingProps } from './membership-pricing/MembershipPricing.tsx';
export { Register, type RegisterProps } from './register/Register.tsx';
export { CampBooking, type CampBookingProps } from './camp-booking/CampBooking.tsx';
export { default as ClassesView, ClassesDay, type ClassesDayProps } from './activity-booking/classes/ClassesView.tsx';
export { BlockBookingForm } from './activity-booking/classes/staff/BlockBookingDesk.tsx';
export { BookingSteps, type BookingStepsProps } from './activity-booking/steps/BookingSteps.tsx';
export { AttendeeSelection, type AttendeeSelectionProps } from './attendees/AttendeeSelection.tsx';
export { ActivityBooking, type ActivityBookingProps } from './activity-booking/ActivityBooking.tsx';
export { default as ResourcesView } from './activity-booking/resources/ResourcesView.tsx';
export { default as TicketedView } from './activity-booking/ticketed/TicketedView.tsx';
