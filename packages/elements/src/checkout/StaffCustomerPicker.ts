import { lazyView } from '../internal/lazyView.ts';

/**
 * The front-of-house customer picker, which only staff see: its code (search, results, the store's customer
 * calls) loads when a staff member's view first shows it, never for a customer (issue 12).
 */
export const StaffCustomerPicker = lazyView(() => import('./CustomerPicker.tsx').then((m) => m.CustomerPicker));

/**
 * What staff are told when they would act with no customer chosen (a course's Book, a class's buttons):
 * front of house acts for a customer, never for the staff member themself.
 */
export const CHOOSE_CUSTOMER_FIRST = 'Choose the customer first.';
