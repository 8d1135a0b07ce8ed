import type { Db } from '../../db/db.ts';
import type { UserRow } from '../../auth/session.ts';
import {
  conflictError,
  forbiddenError,
  invalidError,
  invalidField,
  notFoundError,
  type DomainError,
} from '../errors.ts';
import { money } from '../../presentation/wire.ts';
import {
  createMerchantSessionKey,
  findCardIdentifier,
  liveSessionKey,
  type CardIdentifierRow,
} from '../../payments/sandbox/sandboxService.ts';
import { getStripeClient } from '../../payments/stripeRegistry.ts';
import { cartItems, lockOpenCart, summarise, type CartRow } from '../carts/cartStore.ts';
import { cardAmount, readTenders, type PaymentEntry, type Tenders } from './tenders.ts';
import { settleCart } from './settleCart.ts';
import { checkoutWaiverErrors } from './waiverChecks.ts';
import { expireOwnBasket, holdCutoff, releasedAtCheckoutMessage } from '../carts/basketHolds.ts';
import { sendOrderConfirmation } from '../../mail/orderConfirmation.ts';
import type { MailSettings } from '../../mail/transport.ts';
import type { PaymentTransactionRow } from '../../db/rows.ts';

export const BASKET_EMPTY = 'Your basket is empty.';
export const PAYMENT_IN_PROGRESS = 'A payment for this basket is already in progress.';
export const BASKET_CHANGED = 'Your basket changed after the payment was authorised, please pay again.';
export const NOTHING_TO_PAY_BY_CARD = 'Nothing is left to pay by card: complete the order with your credit.';
export const NO_TRANSACTION = 'No transaction ID available for payment completion';
export const PAID_BOOKING_DISABLED = 'Paid bookings are currently disabled, please contact the venue.';
export const TERMS_REQUIRED = 'You must agree to the terms and conditions.';
/** A transaction authorised but never completed stops blocking a new attempt after this long. */
export const STALE_TRANSACTION_MS = 15 * 60_000;
/** A saved card (no single-use token) paying again within this is the same payment submitted twice. */
export const DOUBLE_SUBMIT_MS = 30_000;
export const ABANDONED_PAYMENT_VOIDED = 'Voided: replaced by a new payment';

export type Provider = 'sandbox' | 'stripe';

/** What checkout needs to know of the client (operator) being paid. */
export interface CheckoutClient {
  id: number;
  currency: string;
  settings: {
    paid_booking_enabled?: boolean;
    payment_provider?: Provider;
    checkout_terms_html?: string | null;
    [k: string]: unknown;
  };
}

/** Checkout's configuration (config.ts), passed in rather than read from the environment here. */
export interface CheckoutConfig {
  stripePublishableKey: string;
}

export function providerOf(client: CheckoutClient): Provider {
  return client.settings.payment_provider === 'stripe' ? 'stripe' : 'sandbox';
}

function termsOf(client: CheckoutClient): string | null {
  const t = client.settings.checkout_terms_html;
  return typeof t === 'string' && t.trim() ? t : null;
}

export async function prepare(db: Db, client: CheckoutClient, customer: UserRow, now: Date, config: CheckoutConfig) {
  if (client.settings.paid_booking_enabled === false)
    throw forbiddenError(PAID_BOOKING_DISABLED, { paid_booking_disabled: true });
  const cart = await db.one<CartRow>(`SELECT * FROM carts WHERE user_id = $1 AND status = 'open' ORDER BY id LIMIT 1`, [
    customer.id,
  ]);
  const items = cart ? await cartItems(db, cart.id) : [];
  if (!cart || items.length === 0) throw invalidError({ cart: [BASKET_EMPTY] }, BASKET_EMPTY);
  const summary = await summarise(db, cart, items);
  const provider = providerOf(client);
  const base = {
    provider,
    terms: termsOf(client),
    total: money(summary.total, client.currency),
    balance: money(summary.balance, client.currency),
    paid_booking_disabled: false,
  };
  if (provider === 'stripe') {
    return {
      ...base,
      session_key: '',
      session_key_expires_at: null,
      card_fields_url: null,
      publishable_key: config.stripePublishableKey,
      setup_intent_client_secret: null,
    };
  }
  const key = await createMerchantSessionKey(db, client.id, customer.id, now);
  return {
    ...base,
    saved_cards: await savedCards(db, customer.id),
    session_key: key.merchantSessionKey,
    session_key_expires_at: key.expiry.toISOString(),
    card_fields_url: '/sandbox/opayo/card-fields',
  };
}

export interface AuthoriseInput {
  card_identifier?: string | null;
  card_holder_name?: string | null;
  session_key?: string | null;
  payment_method_id?: string | null;
  setup_intent_id?: string | null;
  save_card?: boolean | null;
  saved_card_id?: string | number | null;
  payments?: PaymentEntry[];
  terms?: boolean | null;
  idempotencyKey?: string;
}

export interface Transaction {
  transaction_uuid: string;
  transaction_status: 'authorised' | 'sca_required' | 'failed';
  sca_url: string | null;
  sca_data: unknown;
  message: string | null;
}

/**
 * What an authorisation came to: a transaction (authorised, or waiting for 3-D Secure), or a card the
 * provider declined. A decline is an answer, not an error: its failed transaction row is committed
 * and its message may be null (the provider gave none), so the route maps it (402).
 */
export type AuthoriseOutcome =
  { outcome: 'transaction'; transaction: Transaction } | { outcome: 'declined'; message: string | null };

/**
 * Authorises the card part of the basket. The cart row is locked for the whole step and a partial
 * unique index allows one live transaction per cart, so a double submit (any keys, any process)
 * authorises once; the second gets a conflict.
 */
export async function authorise(
  db: Db,
  client: CheckoutClient,
  customer: UserRow,
  input: AuthoriseInput,
  now: Date,
  holdMinutes: number,
): Promise<AuthoriseOutcome> {
  const result = await db.transaction(
    async (tx): Promise<AuthoriseOutcome | { outcome: 'refused'; error: DomainError }> => {
      const cart = await lockOpenCart(tx, customer.id);
      // Never take money for places the basket no longer holds: expired holds go now (committed), and
      // the customer hears about them and about any another customer's request took.
      const released = cart ? await expireOwnBasket(tx, customer.id, holdCutoff(now, holdMinutes)) : [];
      if (released.length)
        return { outcome: 'refused', error: conflictError(releasedAtCheckoutMessage(released, holdMinutes)) };
      const items = cart ? await cartItems(tx, cart.id) : [];
      if (!cart || items.length === 0) throw invalidError({ cart: [BASKET_EMPTY] }, BASKET_EMPTY);
      if (client.settings.paid_booking_enabled === false)
        throw forbiddenError(PAID_BOOKING_DISABLED, { paid_booking_disabled: true });
      if (termsOf(client) && input.terms !== true) throw invalidField('terms', TERMS_REQUIRED);
      const summary = await summarise(tx, cart, items);
      const tenders = readTenders(input.payments, summary.credits, summary.balances, summary.total, false);
      const amount = cardAmount(summary.total, tenders);
      if (amount <= 0) throw invalidError({ payments: [NOTHING_TO_PAY_BY_CARD] }, NOTHING_TO_PAY_BY_CARD);
      await voidAbandonedPayments(tx, cart.id, input, now);

      const provider = providerOf(client);
      const common = {
        provider,
        client_id: client.id,
        cart_id: cart.id,
        user_id: customer.id,
        amount,
        currency: client.currency,
        tenders: JSON.stringify(tenders.credits),
        idempotency_key: input.idempotencyKey ?? null,
        created_at: now,
        updated_at: now,
      };
      if (provider === 'stripe') return authoriseStripe(tx, cart, common, input);

      const card = await cardForAuthorise(tx, client, customer, input, now);
      if (card.outcome === 'declined' || card.outcome === 'insufficient_funds') {
        const message = card.outcome === 'insufficient_funds' ? 'Insufficient funds' : null;
        await insertTransaction(tx, {
          ...common,
          status: 'failed',
          card_identifier: card.id,
          saved_card_id: card.savedCardId,
          message,
        });
        return { outcome: 'declined', message };
      }
      const challenge = card.outcome === 'challenge';
      const id = await insertTransaction(tx, {
        ...common,
        status: challenge ? 'sca_required' : 'authorised',
        card_identifier: card.id,
        saved_card_id: card.savedCardId,
        save_card: input.save_card === true && card.savedCardId === null,
        sca_state: challenge ? 'pending' : null,
        sca_data: challenge
          ? JSON.stringify({
              creq: Buffer.from(JSON.stringify({ threeDSServerTransID: card.id, messageVersion: '2.2.0' })).toString(
                'base64url',
              ),
            })
          : null,
      });
      if (!challenge) await saveCardIfAsked(tx, id);
      return {
        outcome: 'transaction',
        transaction: transactionOf(id, challenge ? 'sca_required' : 'authorised', challenge),
      };
    },
  );
  // Thrown after the commit, so the released holds stay released.
  if (result.outcome === 'refused') throw result.error;
  return result;
}

type LiveTransactionRow = Pick<
  PaymentTransactionRow,
  'id' | 'card_identifier' | 'payment_method_id' | 'setup_intent_id' | 'saved_card_id' | 'created_at' | 'updated_at'
>;

/**
 * The same payment sent twice (a double click, a retry racing the first answer) carries the same
 * single-use card token: a card identifier or a Stripe payment method. A saved card has no token, so
 * the same saved card counts as the same payment only for DOUBLE_SUBMIT_MS. (A Stripe setup intent
 * stands for its payment method.)
 */
function sameSubmission(live: LiveTransactionRow, input: AuthoriseInput, now: Date): boolean {
  if (input.card_identifier) return live.card_identifier === input.card_identifier;
  if (input.payment_method_id) return live.payment_method_id === input.payment_method_id;
  if (input.setup_intent_id) return live.setup_intent_id === input.setup_intent_id;
  if (input.saved_card_id != null)
    return (
      live.saved_card_id === Number(input.saved_card_id) && now.getTime() - live.created_at.getTime() < DOUBLE_SUBMIT_MS
    );
  return false;
}

/**
 * One live authorisation per basket. A new payment from the basket's owner (a reload, a closed tab,
 * a retry after a failed complete) voids the one it replaces and goes on; only the same payment
 * submitted again is refused with 409, and even that stops blocking after STALE_TRANSACTION_MS.
 * Runs under the cart row lock, so two submits queue and the second sees the first.
 */
async function voidAbandonedPayments(tx: Db, cartId: number, input: AuthoriseInput, now: Date): Promise<void> {
  const live = await tx.query<LiveTransactionRow>(
    `SELECT id, card_identifier, payment_method_id, setup_intent_id, saved_card_id, created_at, updated_at FROM payment_transactions
      WHERE cart_id = $1 AND status IN ('authorised', 'sca_required') AND order_id IS NULL FOR UPDATE`,
    [cartId],
  );
  const stale = (t: LiveTransactionRow) => now.getTime() - t.updated_at.getTime() > STALE_TRANSACTION_MS;
  if (live.some((t) => !stale(t) && sameSubmission(t, input, now))) throw conflictError(PAYMENT_IN_PROGRESS);
  if (live.length === 0) return;
  await tx.query(
    `UPDATE payment_transactions SET status = 'refunded', message = $2, updated_at = $3 WHERE id = ANY($1::uuid[])`,
    [live.map((t) => t.id), ABANDONED_PAYMENT_VOIDED, now],
  );
}

interface AuthorisableCard {
  id: string | null;
  savedCardId: number | null;
  outcome: CardIdentifierRow['outcome'];
}

/** The card to charge: a fresh card identifier of a live session key, or one of the customer's saved cards. */
async function cardForAuthorise(
  tx: Db,
  client: CheckoutClient,
  customer: UserRow,
  input: AuthoriseInput,
  now: Date,
): Promise<AuthorisableCard> {
  if (!input.card_identifier && input.saved_card_id != null) {
    const saved = await tx.one<{ id: number; outcome: CardIdentifierRow['outcome'] }>(
      `SELECT id, outcome FROM saved_cards WHERE id = $1 AND user_id = $2 AND provider = 'sandbox'`,
      [Number(input.saved_card_id), customer.id],
    );
    if (!saved) throw invalidField('saved_card_id', 'The selected saved card id is invalid.');
    return { id: null, savedCardId: saved.id, outcome: saved.outcome };
  }
  const session = await liveSessionKey(tx, input.session_key, now);
  if (!session || session.client_id !== client.id)
    throw invalidField('session_key', 'The payment session has expired, please try again.');
  const card = input.card_identifier ? await findCardIdentifier(tx, input.card_identifier, session.key) : undefined;
  if (!card) throw invalidField('card_identifier', 'The card details could not be found, please enter them again.');
  return { id: card.id, savedCardId: null, outcome: card.outcome };
}

/** Keeps the card of an authorised transaction when the customer asked (save_card); type, last four, expiry only. */
export async function saveCardIfAsked(tx: Db, transactionId: string): Promise<void> {
  await tx.query(
    `WITH card AS (
       SELECT t.user_id, t.provider, ci.card_type, ci.last4, ci.expiry, ci.outcome
         FROM payment_transactions t JOIN card_identifiers ci ON ci.id = t.card_identifier
        WHERE t.id = $1 AND t.save_card AND t.saved_card_id IS NULL),
     saved AS (
       INSERT INTO saved_cards (user_id, provider, card_type, last4, expiry, outcome)
       SELECT user_id, provider, card_type, last4, expiry, outcome FROM card
       ON CONFLICT (user_id, provider, card_type, last4, expiry) DO UPDATE SET outcome = EXCLUDED.outcome
       RETURNING id)
     UPDATE payment_transactions SET saved_card_id = (SELECT id FROM saved) WHERE id = $1 AND EXISTS (SELECT 1 FROM saved)`,
    [transactionId],
  );
}

/** The customer's saved cards, newest first. */
export async function savedCards(db: Db, userId: number) {
  const rows = await db.query<{ id: number; card_type: string; last4: string; expiry: string }>(
    'SELECT id, card_type, last4, expiry FROM saved_cards WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return rows.map((r) => ({ id: r.id, card_type: r.card_type, last_four: r.last4, expiry: r.expiry }));
}

function transactionOf(
  id: string,
  status: 'authorised' | 'sca_required' | 'failed',
  challenge: boolean,
  message: string | null = null,
  scaData: unknown = null,
  scaUrl?: string | null,
): Transaction {
  return {
    transaction_uuid: id,
    transaction_status: status,
    sca_url: challenge ? (scaUrl !== undefined ? scaUrl : `/sandbox/opayo/challenge/${id}`) : null,
    sca_data: challenge ? (scaData ?? { method: 'iframe' }) : null,
    message,
  };
}

async function insertTransaction(tx: Db, row: Record<string, unknown>): Promise<string> {
  const cols = Object.keys(row);
  const r = await tx
    .one<{ id: string }>(
      `INSERT INTO payment_transactions (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
      cols.map((c) => row[c]),
    )
    .catch((e: { code?: string }) => {
      if (e?.code === '23505') throw conflictError(PAYMENT_IN_PROGRESS);
      throw e;
    });
  return r!.id;
}

async function authoriseStripe(
  tx: Db,
  cart: CartRow,
  common: Record<string, unknown>,
  input: AuthoriseInput,
): Promise<AuthoriseOutcome> {
  const stripe = getStripeClient();
  let paymentMethodId = input.payment_method_id ?? null;
  if (!paymentMethodId && input.setup_intent_id)
    paymentMethodId = (await stripe.retrieveSetupIntent(input.setup_intent_id)).paymentMethodId;
  if (!paymentMethodId) throw invalidField('payment_method_id', 'A payment method is required.');
  const intent = await stripe.createPaymentIntent({
    amount: common.amount as number,
    currency: String(common.currency).toLowerCase(),
    paymentMethodId,
    customerReference: String(common.user_id),
    idempotencyKey: `cart-${cart.id}-${input.idempotencyKey ?? paymentMethodId}`,
    metadata: { cart_uuid: cart.uuid },
  });
  const base = {
    ...common,
    payment_method_id: paymentMethodId,
    setup_intent_id: input.setup_intent_id ?? null,
    card_identifier: intent.id,
  };
  if (intent.status === 'requires_payment_method' || intent.status === 'canceled') {
    await insertTransaction(tx, { ...base, status: 'failed', message: intent.lastErrorMessage });
    return { outcome: 'declined', message: intent.lastErrorMessage };
  }
  const challenge = intent.status === 'requires_action';
  const id = await insertTransaction(tx, {
    ...base,
    status: challenge ? 'sca_required' : 'authorised',
    sca_state: challenge ? 'pending' : null,
    sca_data: challenge ? JSON.stringify({ redirect_url: intent.nextActionUrl }) : null,
  });
  const scaData = challenge ? { redirect_url: intent.nextActionUrl } : null;
  return {
    outcome: 'transaction',
    transaction: transactionOf(
      id,
      challenge ? 'sca_required' : 'authorised',
      challenge,
      null,
      scaData,
      intent.nextActionUrl,
    ),
  };
}

/** A customer's own basket payment (`user_id` and `cart_id` are set on those). */
type TransactionRow = Pick<
  PaymentTransactionRow,
  'id' | 'provider' | 'amount' | 'status' | 'card_identifier' | 'sca_state' | 'cres' | 'order_id' | 'tenders'
> & { cart_id: number; user_id: number };

export const SCA_FAILED = '3D Secure verification failed';

/** Finishes a 3-D Secure challenge: the cres must be the one the challenge page issued. */
export async function completeSca(
  db: Db,
  customer: UserRow,
  transactionId: string,
  scaResult: string | undefined,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const t = await tx.one<TransactionRow>(
      'SELECT * FROM payment_transactions WHERE id::text = $1 AND user_id = $2 FOR UPDATE',
      [transactionId, customer.id],
    );
    if (!t) throw notFoundError();
    if (t.status === 'authorised' || t.status === 'captured')
      return { transaction_status: 'authorised' as const, message: null };
    if (t.status !== 'sca_required') return { transaction_status: 'failed' as const, message: SCA_FAILED };
    let passed: boolean;
    if (t.provider === 'stripe') {
      const intent = await getStripeClient().retrievePaymentIntent(t.card_identifier ?? '');
      passed = intent.status === 'succeeded';
    } else {
      passed = t.sca_state === 'completed' && !!t.cres && t.cres === scaResult;
      if (t.sca_state === 'pending') return { transaction_status: 'failed' as const, message: SCA_FAILED };
    }
    await tx.query(`UPDATE payment_transactions SET status = $2, message = $3, updated_at = $4 WHERE id = $1`, [
      t.id,
      passed ? 'authorised' : 'failed',
      passed ? null : SCA_FAILED,
      now,
    ]);
    if (passed) await saveCardIfAsked(tx, t.id);
    return passed
      ? { transaction_status: 'authorised' as const, message: null }
      : { transaction_status: 'failed' as const, message: SCA_FAILED };
  });
}

export interface CompleteInput {
  transaction_uuid?: string | null;
  payments?: PaymentEntry[];
  completed_waivers?: number[];
  terms?: boolean | null;
  source?: string | null;
}

/**
 * Turns the basket into an order: checks the card transaction covers exactly what is left after the
 * tenders, takes the credit, settles the reserved bookings, closes the cart. A repeat for a cart
 * already completed with the same transaction answers the same order.
 */
export async function complete(
  db: Db,
  client: CheckoutClient,
  customer: UserRow,
  actor: UserRow,
  input: CompleteInput,
  now: Date,
  frontOfHouse: boolean,
  holdMinutes: number,
  mail: MailSettings,
) {
  const outcome = await db.transaction(
    async (tx): Promise<{ ok: true; orderId: number } | { ok: false; error: DomainError; voidId?: string }> => {
      const cart = await lockOpenCart(tx, customer.id);
      if (!cart) {
        if (input.transaction_uuid) {
          const done = await tx.one<{ order_id: number }>(
            `SELECT order_id FROM payment_transactions WHERE id::text = $1 AND user_id = $2 AND status = 'captured'`,
            [input.transaction_uuid, customer.id],
          );
          if (done) return { ok: true, orderId: done.order_id };
        }
        throw invalidError({ cart: [BASKET_EMPTY] }, BASKET_EMPTY);
      }
      // A hold that ran out may have been taken by another customer since the card was authorised:
      // then void the authorisation and complete nothing. (A hold that ran out but is still here is kept.)
      const released = await expireOwnBasket(tx, customer.id, holdCutoff(now, holdMinutes), { releaseOwn: false });
      if (released.length) {
        if (input.transaction_uuid) {
          await tx.query(
            `UPDATE payment_transactions SET status = 'refunded', message = $3, updated_at = $4
            WHERE id::text = $1 AND cart_id = $2 AND status IN ('authorised', 'sca_required') AND order_id IS NULL`,
            [input.transaction_uuid, cart.id, 'Voided: basket holds were released', now],
          );
        }
        return { ok: false, error: conflictError(releasedAtCheckoutMessage(released, holdMinutes)) };
      }
      const items = await cartItems(tx, cart.id);
      if (items.length === 0) throw invalidError({ cart: [BASKET_EMPTY] }, BASKET_EMPTY);
      if (termsOf(client) && input.terms !== true && !frontOfHouse) throw invalidField('terms', TERMS_REQUIRED);
      const waiverErrors = await checkoutWaiverErrors(tx, {
        clientId: client.id,
        customerId: customer.id,
        byStaff: actor.role === 'staff',
        items,
        completedWaivers: input.completed_waivers ?? [],
      });
      if (Object.keys(waiverErrors).length) throw invalidError(waiverErrors);
      const summary = await summarise(tx, cart, items);
      let t: TransactionRow | undefined;
      if (input.transaction_uuid) {
        t = await tx.one<TransactionRow>(
          'SELECT * FROM payment_transactions WHERE id::text = $1 AND cart_id = $2 FOR UPDATE',
          [input.transaction_uuid, cart.id],
        );
        if (!t) throw invalidField('transaction_uuid', 'The selected transaction uuid is invalid.');
        if (t.status !== 'authorised' || t.order_id !== null)
          throw invalidField('transaction_uuid', 'The payment has not been authorised.');
      }
      const tenders: Tenders = readTenders(
        input.payments ??
          (t ? t.tenders.map((x) => ({ tender_type: 'credit', credit_type: x.type, amount: x.amount })) : undefined),
        summary.credits,
        summary.balances,
        summary.total,
        frontOfHouse,
      );
      const due = cardAmount(summary.total, tenders);
      if (!t && due > 0) throw invalidError({ transaction_uuid: [NO_TRANSACTION] }, NO_TRANSACTION);
      if (t && t.amount !== due) {
        await tx.query(
          `UPDATE payment_transactions SET status = 'refunded', message = $2, updated_at = $3 WHERE id = $1`,
          [t.id, BASKET_CHANGED, now],
        );
        return { ok: false, error: conflictError(BASKET_CHANGED) };
      }
      const orderId = await settleCart(tx, {
        client,
        cart,
        items,
        customer,
        actor,
        tenders,
        transaction: t ? { id: t.id, amount: t.amount } : null,
        completedWaivers: input.completed_waivers ?? [],
        total: summary.total,
        now,
        frontOfHouse,
      });
      return { ok: true, orderId };
    },
  );
  if (!outcome.ok) throw outcome.error;
  await sendOrderConfirmation(db, outcome.orderId, now, mail);
  return outcome.orderId;
}

export type { PaymentEntry };
