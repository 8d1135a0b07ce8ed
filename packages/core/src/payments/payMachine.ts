import { PREPARE_ALLOWED_FROM, prepareReducer, type PrepareEvent } from './machine.ts';
import { PAYMENT_MESSAGES } from './messages.ts';
import type { PaymentEvent, PaymentEventType, PaymentState, PaymentStatus, PaymentStep } from './state.ts';

// The payment machine's steps after Pay (authorise, 3-D Secure, completion), in Pay's own chunk: the first
// screen dispatches only machine.ts's events, so it does not carry these.
const ALLOWED_FROM: Record<PaymentEventType, readonly PaymentStatus[]> = {
  ...PREPARE_ALLOWED_FROM,
  'authorise/start': ['ready', 'failed'],
  'authorise/success': ['authorizing'],
  'authorise/failure': ['authorizing'],
  'sca/start': ['sca_required'],
  'sca/success': ['sca_processing'],
  'sca/failure': ['sca_required', 'sca_processing'],
  'sca/clear': ['sca_required', 'sca_processing'],
  'complete/start': ['ready', 'authorized', 'failed'],
  'complete/success': ['completing'],
  'complete/failure': ['completing'],
};

/** True when `event` would change `state` (the controller uses it to refuse a second Pay). */
export function canApply(state: PaymentState, type: PaymentEventType): boolean {
  return ALLOWED_FROM[type].includes(state.status);
}

/** The payment state machine of flows §4, as a pure reducer. */
export function paymentReducer(state: PaymentState, event: PaymentEvent): PaymentState {
  if (!canApply(state, event.type)) return state;
  switch (event.type) {
    case 'authorise/start':
      // An authorised transaction whose completion failed must be completed, never paid again.
      if (state.transaction?.transactionStatus === 'authorised') return state;
      return { ...state, status: 'authorizing', attempt: event.attempt, transaction: null, completed: null };
    case 'authorise/success': {
      const { transaction } = event;
      if (transaction.transactionStatus === 'failed') {
        return resetPay(state, transaction.message || PAYMENT_MESSAGES.declined, 'authorise');
      }
      const status = transaction.transactionStatus === 'sca_required' ? 'sca_required' : 'authorized';
      return { ...state, status, transaction, error: null, failedStep: null };
    }
    case 'authorise/failure':
      // flows §4: an authorise failure resets the pay state.
      return resetPay(state, event.error, 'authorise');
    case 'sca/start':
      return { ...state, status: 'sca_processing' };
    case 'sca/success':
      return {
        ...state,
        status: 'authorized',
        transaction: state.transaction && {
          ...state.transaction,
          transactionStatus: 'authorised',
          scaUrl: null,
          scaData: null,
        },
        error: null,
        failedStep: null,
      };
    case 'sca/failure':
      return resetPay(state, event.error, 'sca');
    case 'sca/clear':
      return { ...state, status: 'ready', transaction: null, attempt: null };
    case 'complete/start':
      return { ...state, status: 'completing' };
    case 'complete/success':
      return { ...state, status: 'completed', completed: event.completed, error: null, failedStep: null };
    case 'complete/failure':
      // The authorised transaction and its keys are kept so a retry completes it instead of paying again.
      return { ...state, status: 'failed', error: event.error, failedStep: 'complete' };
    default:
      return prepareReducer(state, event satisfies PrepareEvent);
  }
}

function resetPay(state: PaymentState, error: string, failedStep: PaymentStep): PaymentState {
  return { ...state, status: 'failed', transaction: null, attempt: null, error, failedStep };
}
