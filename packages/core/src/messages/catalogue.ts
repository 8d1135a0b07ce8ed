// Every user-facing string of both spec documents, each exactly once, in the four namespaces the
// contracts document names (common, courses, home, checkout; language en). Spelling, capitals and
// punctuation are the spec's own, including 'Order completed Successfully.' and the missing full stop
// after 'Error with waivers, unable to complete order, please try again'.
import { common } from './common.ts';

export const catalogue = {
  common,
  home: {
    guestDrawerText: 'Login to make bookings faster and manage your account',
  },
  courses: {
    reviewSelection: 'Review Selection',
    courseBooked: 'Course booked successfully',
    courseBookFailed: 'Failed to book course',
    courseStarted: 'This course has already started',
    courseEnded: 'This course has ended and is no longer available',
    courseStartedNotBookable: 'This course has already started and is not bookable.',
    completeRequiredQuestions: 'Please complete all required questions',
  },
  checkout: {
    // Basket (flows §2, §8)
    basketEmpty: 'Your shopping basket is empty',
    basketLoginPrompt: 'Log in to add items to your basket',
    continueBrowsing: 'Continue browsing',
    checkoutNow: 'Checkout now',
    editBasket: 'Edit basket',
    basketCost: 'Basket cost',
    totalToPay: 'Total to pay',
    basketLoadFailed: 'Failed to load your shopping basket, please try again.',
    itemAdded: 'Successfully added item to the basket.',
    itemRemoved: 'Successfully removed item from the basket.',
    itemUpdated: 'Successfully updated item in the basket.',
    benefitRemoved: 'Successfully removed benefit.',
    packageUsageRemoved: 'Successfully removed package usage.',
    orderCleared: 'Successfully cleared order.',
    // Credits and payment (flows §5, §8)
    creditApplied: 'Credit successfully applied.',
    creditNotApplied: 'Credit amount could not be applied.',
    orderCompleted: 'Order completed Successfully.',
    orderFailed: 'Unable to complete your order, please try again.',
    waiverError: 'Error with waivers, unable to complete order, please try again',
    paymentDeclined: 'Payment was declined',
    preparationFailed: 'Preparation failed',
    authorizationFailed: 'Authorization failed',
    paymentCompletionFailed: 'Payment completion failed',
    scaFailed: '3D Secure verification failed',
    noTransactionId: 'No transaction ID available for payment completion',
    providerNotSupported: 'Payment provider is not supported',
    // Discount codes (flows §5; decision G20: the failure toast shows the server's message)
    discountApplied: 'Discount code applied.',
    discountRemoved: 'Discount code removed.',
  },
} as const;

export type Catalogue = typeof catalogue;
export type Namespace = keyof Catalogue;
export const LANGUAGE = 'en';
export const NAMESPACES = Object.keys(catalogue) as Namespace[];
