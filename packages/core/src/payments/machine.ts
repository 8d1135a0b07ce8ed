import {
  PAYMENT_STATUSES,
  initialPaymentState,
  type PaymentEvent,
  type PaymentState,
  type PaymentStatus,
} from './state.ts';

/** The events the checkout's first screen dispatches: prepare, a Pay whose code could not load, reset. */
export type PrepareEvent = Extract<
  PaymentEvent,
  { type: 'prepare/start' | 'prepare/success' | 'prepare/failure' | 'pay/unavailable' | 'reset' }
>;

// Which states each event may leave from. An event from any other state is ignored, which is what
// makes a second Pay click while one is in flight a no-op instead of a second charge. Pay's own events
// (authorise, 3-D Secure, completion) are payMachine.ts's, which loads with Pay's code.
export const PREPARE_ALLOWED_FROM: Record<PrepareEvent['type'], readonly PaymentStatus[]> = {
  'prepare/start': ['idle', 'prepare_failed', 'ready', 'failed'],
  'prepare/success': ['preparing'],
  'prepare/failure': ['preparing'],
  'pay/unavailable': ['ready', 'failed'],
  reset: PAYMENT_STATUSES,
};

/** True when the first screen's `type` would change `state`. */
export const canPrepare = (state: PaymentState, type: PrepareEvent['type']): boolean =>
  PREPARE_ALLOWED_FROM[type].includes(state.status);

/** The payment state machine of flows §4 for the first screen's events; payMachine.ts has the whole of it. */
export function prepareReducer(state: PaymentState, event: PrepareEvent): PaymentState {
  if (!canPrepare(state, event.type)) return state;
  switch (event.type) {
    case 'prepare/start':
      // The previous error stays visible while the new attempt runs.
      return { ...state, status: 'preparing' };
    case 'prepare/success':
      return {
        ...state,
        status: 'ready',
        preparation: event.preparation,
        paidBookingDisabled: event.preparation.paidBookingDisabled,
        // A new session after a declined card keeps the decline visible; a prepare error is resolved.
        ...(state.failedStep === 'prepare' ? { error: null, failedStep: null } : {}),
      };
    case 'prepare/failure':
      return {
        ...state,
        status: 'prepare_failed',
        preparation: null,
        paidBookingDisabled: event.paidBookingDisabled,
        error: event.error,
        failedStep: 'prepare',
      };
    case 'pay/unavailable':
      // Nothing was sent: an authorised transaction stays, to be completed by the next press.
      return { ...state, status: 'failed', error: event.error, failedStep: event.failedStep };
    case 'reset':
      return initialPaymentState;
    default:
      return event satisfies never;
  }
}
