import { createCheckoutApi, createPaymentController, getApi, getSessionStore, type PaymentController, type PaymentState } from '@venue/core';
import { useState, useSyncExternalStore } from 'react';

/** One payment controller per checkout view, wired to the page's API client, cart flags and toasts. */
export function usePaymentController(): { controller: PaymentController; state: PaymentState } {
  const [controller] = useState(() => {
    const store = getSessionStore();
    return createPaymentController({
      api: createCheckoutApi(getApi()),
      cart: {
        setPaymentProcessing: (value) => store.getState().cart.setPaymentStatus({ paymentProcessing: value }),
        setPaymentComplete: (value) => store.getState().cart.setPaymentStatus({ paymentComplete: value }),
      },
      notify: ({ variant, message }) =>
        store.getState().toasts.push(variant === 'danger' ? { type: 'danger', title: 'Error', message } : { type: 'success', message }),
    });
  });
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState);
  return { controller, state };
}
