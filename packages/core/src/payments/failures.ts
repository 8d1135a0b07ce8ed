/** An error the payment code raises itself, whose message is already fit to show. */
export class PaymentFlowError extends Error {
  override readonly name = 'PaymentFlowError';
}
