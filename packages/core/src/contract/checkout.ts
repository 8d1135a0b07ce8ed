// Checkout and orders (docs/CONVENTIONS.md "Card payments"; contracts §3 "Order"; flows §7 Checkout).
import { z } from 'zod';
import { money } from './common.ts';
import { TENDER_TYPES } from './values.ts';

export { TENDER_TYPES };
export const ORDER_STATUSES = ['success', 'pending', 'cancelled', 'awaiting_payment'] as const;
export const REFUND_STATUSES = ['partial', 'full', 'off-system', 'mixed'] as const;
export const TRANSACTION_STATUSES = ['authorised', 'sca_required', 'failed'] as const;

export const paymentEntry = z.object({
  tender_type: z.string().min(1),
  credit_type: z.enum(['membership', 'general']).nullable().optional(),
  amount: z.number().int('The amount must be a whole number of pence.').min(0),
});

const common = {
  payments: z.array(paymentEntry).optional(),
  completed_waivers: z.array(z.coerce.number().int().min(1)).optional(),
  source: z.string().nullable().optional(),
  terms: z.boolean().nullable().optional(),
  selected_user_id: z.number().int().min(1).nullable().optional(),
};

/** POST /api/checkout/authorise (header Idempotency-Key). */
export const authoriseBody = z.looseObject({
  ...common,
  card_identifier: z.string().nullable().optional(),
  card_holder_name: z.string().max(45).nullable().optional(),
  session_key: z.string().nullable().optional(),
  payment_method_id: z.string().nullable().optional(),
  setup_intent_id: z.string().nullable().optional(),
  save_card: z.boolean().nullable().optional(),
  saved_card_id: z.union([z.string(), z.number()]).nullable().optional(),
  browser_java_enabled: z.boolean().optional(),
  browser_javascript_enabled: z.boolean().optional(),
  browser_language: z.string().optional(),
  browser_color_depth: z.union([z.string(), z.number()]).optional(),
  browser_screen_height: z.union([z.string(), z.number()]).optional(),
  browser_screen_width: z.union([z.string(), z.number()]).optional(),
  browser_tz: z.union([z.string(), z.number()]).optional(),
  browser_user_agent: z.string().optional(),
  billing_address1: z.string().max(100).nullable().optional(),
  billing_city: z.string().max(40).nullable().optional(),
  billing_postcode: z.string().max(10).nullable().optional(),
  billing_country: z.string().max(2).nullable().optional(),
});

/** POST /api/checkout/complete (header Idempotency-Key). */
export const completeBody = z.looseObject({ ...common, transaction_uuid: z.string().nullable().optional() });
/** POST /api/checkout/pay: front of house, for the selected customer. */
export const payBody = completeBody.extend({
  selected_user_id: z.number({ error: 'This field is required' }).int().min(1),
});

export const scaCompletionBody = z.looseObject({
  transaction_uuid: z.string().optional(),
  sca_result: z.string().optional(),
  selected_user_id: z.number().int().min(1).nullable().optional(),
});

export const checkoutPreparation = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  session_key: z.string(),
  session_key_expires_at: z.string().nullable(),
  card_fields_url: z.string().nullable(),
  terms: z.string().nullable(),
  total: money,
  balance: money,
  paid_booking_disabled: z.boolean(),
  publishable_key: z.string().optional(),
  /** Sandbox: the customer's saved cards (PAY-037); pay with one through saved_card_id. */
  saved_cards: z
    .array(z.object({ id: z.number().int(), card_type: z.string(), last_four: z.string(), expiry: z.string() }))
    .optional(),
  setup_intent_client_secret: z.string().nullable().optional(),
});

export const transaction = z.object({
  transaction_uuid: z.string(),
  transaction_status: z.enum(TRANSACTION_STATUSES),
  sca_url: z.string().nullable(),
  sca_data: z.unknown(),
  message: z.string().nullable(),
});
export const scaCompletion = z.object({
  transaction_status: z.enum(['authorised', 'failed']),
  message: z.string().nullable(),
});

export const orderLineItem = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string().nullable(),
  purchasable_type: z.string().nullable(),
  purchasable_id: z.string().nullable(),
  quantity: z.number().int(),
  price: money,
  created_at: z.string().nullable(),
});
export const order = z.object({
  id: z.number().int(),
  uuid: z.string(),
  cart_source: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  source: z.string().nullable(),
  total: money,
  balance: money,
  count: z.number().int(),
  refund_status: z.enum(REFUND_STATUSES).nullable(),
  payments: z.array(
    z.object({
      tender_type: z.enum(TENDER_TYPES),
      credit_type: z.string().nullable(),
      amount: money,
      card_type: z.string().nullable(),
      last_four: z.string().nullable(),
    }),
  ),
  line_items: z.array(orderLineItem),
  created_at: z.string().nullable(),
});
export type OrderWire = z.infer<typeof order>;
export const completedOrder = z.object({ complete_order_id: z.number().int(), order: order.nullable() });
