// Pay's own code as the checkout slice fetches it (store/checkout.ts): the three modules sit in one chunk
// (checkout-pay), so one import of this module, not three of the same file.
export { createPaymentController } from '../payments/controller.ts';
export { createCheckoutApi } from '../payments/checkoutApi.ts';
export { finishOrder } from './checkoutFinish.ts';
