import { getCart } from '../api/endpoints/cart.ts';
import type { JoiningChoice } from './joiningChoice.ts';
import type { CartEditTools } from './cartActions.ts';
import type { ApiError } from '../api/errors.ts';
import { emptyCartData, toCartData, type CartResponse } from '../domain/cart.ts';
import type { CartAddItem, CartData } from '../domain/types.ts';
import { catalogue } from '../messages/catalogue.ts';
import { createDebouncedBatcher } from './debounced-batch.ts';
import { emitSessionEvent, type EventOrigin } from './events.ts';
import type { PageSessionState, SliceDef, SliceTools } from './types.ts';

export const CART_DEBOUNCE_MS = 250;

const actions = () => import('./cartActions.ts');

type ItemId = number | string;

export interface CartStatusFlags {
  adding: boolean;
  removing: boolean;
}

/** A course (or camp) added through the v1 user cart (contracts §7; decision C3). */
export interface AddCourseInput {
  courseId: string;
  /** Waiver (restriction) ids the customer agreed to. */
  restrictionIds?: Array<number | string>;
  /** Custom question answers: `{ customQuestionId, answer }` or `{ customQuestionId, answers }`. */
  answers?: Array<{ customQuestionId: number; answer?: unknown; answers?: unknown[] }>;
  /** Front of house: the customer the course is for (defaults to the cart's selected user, then the user). */
  selectedUserId?: number | null;
  /** The cart source in the path; 'activity-booking' by default. */
  source?: string;
  purchasableType?: 'course' | 'camp';
  /** Who attends, when not the customer: a linked person (a child). */
  purchasedForUserId?: number | null;
  /** Camps booked by the day: the chosen sessions (absent: the whole camp). */
  occurrenceIds?: string[];
}

export type CartActionResult = { ok: true } | { ok: false; error: ApiError | null };

/** A discount code attempt: applied, or refused with the field's message (422) when there is one. */
export type DiscountResult = { ok: true } | { ok: false; fieldError: string | null };

/** flows §3/§4 Cart: the cart data, status flags and every action. */
export interface CartSlice extends CartData, CartStatusFlags {
  loading: boolean;
  loaded: boolean;
  /** Why the last add failed (the server's message, else the status text); null after a successful add. */
  addError: string | null;
  /** Items with a removal under way (the view overlays them); cleared if the removal fails. */
  removingIds: ItemId[];
  /**
   * GET /api/activities/cart (selected_user_id, optional venue_id). A failure keeps the items and shows the basket
   * toast.
   * `origin` (every action that raises basket-change takes one): the element whose action changed the basket.
   */
  load(options?: { venueId?: number | string | null } & EventOrigin): Promise<boolean>;
  /** Debounced 250 ms: calls within the window go as one POST /api/activities/cart/add (one event, from the last
   * caller's origin). */
  add(
    items: CartAddItem | CartAddItem[],
    options?: { membershipUserId?: number | string | null } & EventOrigin,
  ): Promise<boolean>;
  /** Debounced 250 ms: calls within the window go as one POST /api/activities/cart/remove (one event, from the last
   * caller's origin). */
  remove(
    cartItemIds: ItemId | ItemId[],
    options?: { membershipUserId?: number | string | null } & EventOrigin,
  ): Promise<boolean>;
  /** Forgets the cart's contents locally (after an order completes), keeping the order id. */
  discard(): void;
  /** Back to the initial state (logout). */
  reset(): void;
  removeBenefit(cartItemId: ItemId, options?: EventOrigin): Promise<boolean>;
  removePackageUsage(cartItemId: ItemId, options?: EventOrigin): Promise<boolean>;
  /** PUT /api/activities/cart/{id} with options and selected_user_id. */
  updateItem(cartItemId: ItemId, options: Record<string, unknown>): Promise<boolean>;
  /** Front of house: act for this customer, then reload their cart. */
  updateSelectedUser(userId: number | null): Promise<boolean>;
  /** DELETE /api/activities/cart. */
  clear(): Promise<boolean>;
  /** POST /api/v1/users/{userId}/carts/{source}/items, then reload the basket. */
  addCourse(input: AddCourseInput, options?: EventOrigin): Promise<CartActionResult>;
  /**
   * POST /api/activities/cart/discount-code. A refusal with status 400 toasts the server's message (else
   * the generic text); no other status toasts (PAY-030, decision G20): a 422 returns its field message.
   */
  applyDiscount(code: string, options?: EventOrigin): Promise<DiscountResult>;
  /** DELETE /api/activities/cart/discount-code. */
  removeDiscount(options?: EventOrigin): Promise<boolean>;
  /**
   * Online joining: POST /api/v1/users/{id}/carts/online-joining/items with the membership's pricing
   * option and home venue. A guest is asked to log in instead. Failures toast the server's reasons.
   */
  addMembership(choice: JoiningChoice, options?: EventOrigin): Promise<CartActionResult>;
  /**
   * The Join button of /pricing: a guest's choice is kept and they go to sign up (the basket adds it once
   * they are in); a logged-in customer's goes into the basket and they go on to it.
   */
  join(
    choice: JoiningChoice,
    options?: EventOrigin & { basketUrl?: string; registerUrl?: string },
  ): Promise<CartActionResult>;
  /** Adds the membership a guest chose before logging in (joiningChoice.ts), once; false when none waits. */
  resumeJoining(options?: EventOrigin): Promise<boolean>;
  /** Replaces items, totals and credits from a cart response. */
  replace(response: CartResponse): void;
  /** The order went through: remember its id, empty the basket and raise booking-confirmed. */
  orderCompleted(completeOrderId: number | string, options?: EventOrigin): void;
}

const initialFlags = (): CartStatusFlags & {
  loading: boolean;
  loaded: boolean;
  removingIds: ItemId[];
  addError: string | null;
} => ({
  addError: null,
  adding: false,
  removing: false,
  loading: false,
  loaded: false,
  removingIds: [],
});

const isCart = (data: unknown): data is CartResponse =>
  typeof data === 'object' && data !== null && Array.isArray((data as CartResponse).items);

export function createCartSlice({ patch, get, deps }: SliceTools): CartSlice {
  const cart = () => get().cart;
  // Tenders exist only once a checkout has created the payments slice (page-store.ts); none, none to drop.
  const payments = () => (get() as PageSessionState).payments;
  const toast = (type: 'success' | 'danger', message: string) =>
    get().toasts.push(type === 'danger' ? { type, title: catalogue.common.errorTitle, message } : { type, message });
  let basketChanges = 0;
  const basketChanged = (origin: EventTarget | null = null) => {
    basketChanges += 1;
    emitSessionEvent(deps.events, 'basket-change', { itemCount: cart().totals.itemCount }, origin);
  };
  // Places a basket held too long are released by the server, which says so in meta.message once.
  const noticeReleasedHolds = (meta: unknown) => {
    const message = (meta as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message !== '') get().toasts.push({ type: 'warning', message });
  };

  /** What the lazily loaded cart actions (cartActions.ts) work with. */
  const tools = (): CartEditTools => ({
    patch,
    get,
    deps,
    toast,
    basketChanged,
    noticeReleasedHolds,
    basketChanges: () => basketChanges,
  });

  // Batches are keyed by membership user as text; this keeps the id as the caller gave it (number or text).
  const membershipUserIds = new Map<string, number | string>();
  const batchKey = (membershipUserId: number | string | null | undefined) => {
    if (membershipUserId === null || membershipUserId === undefined) return '';
    membershipUserIds.set(String(membershipUserId), membershipUserId);
    return String(membershipUserId);
  };
  // One batch is one request and one basket-change: raised from the origin of the batch's last call.
  const addOrigins = new Map<string, EventTarget | null>();
  const removalOrigins = new Map<string, EventTarget | null>();
  const takeOrigin = (origins: Map<string, EventTarget | null>, key: string) => {
    const origin = origins.get(key) ?? null;
    origins.delete(key);
    return origin;
  };

  // The batches wait here, so the 250 ms starts with the call; what a batch sends, and what its answer does,
  // is in the cart actions' chunk (cartActions.ts), fetched with the first add or remove of a page while the
  // batch waits. If it cannot be fetched the batch fails as a failed request would, with the generic message.
  const unavailable = () => {
    toast('danger', catalogue.common.genericError);
    return false;
  };
  const adds = createDebouncedBatcher<CartAddItem, boolean>(CART_DEBOUNCE_MS, async (items, key) => {
    const origin = takeOrigin(addOrigins, key);
    const ok = await actions().then(
      (edits) => edits.sendAdds(tools(), items, membershipUserIds.get(key), origin),
      () => {
        patch('cart', { addError: catalogue.common.genericError });
        return unavailable();
      },
    );
    if (!adds.pending()) patch('cart', { adding: false });
    return ok;
  });

  const removals = createDebouncedBatcher<ItemId, boolean>(CART_DEBOUNCE_MS, async (ids, key) => {
    const origin = takeOrigin(removalOrigins, key);
    const ok = await actions().then(
      (edits) => edits.sendRemovals(tools(), ids, membershipUserIds.get(key), origin),
      unavailable,
    );
    patch('cart', (s) => ({
      removingIds: s.removingIds.filter((id) => !ids.includes(id)),
      removing: removals.pending(),
    }));
    return ok;
  });

  return {
    ...emptyCartData(),
    ...initialFlags(),

    async load(options = {}) {
      // A guest has no basket to load; asking would only earn a 401 and a toast.
      if (get().auth.status !== 'loggedIn' && deps.api().getToken() === null) return false;
      patch('cart', { loading: true });
      try {
        const result = await getCart(
          { selectedUserId: cart().selectedUserId ?? undefined, venueId: options.venueId ?? undefined },
          deps.api(),
        );
        if (!result.ok || !isCart(result.data)) throw result.ok ? new Error('Not a cart') : result.error;
        const before = cart().totals.itemCount;
        cart().replace(result.data);
        noticeReleasedHolds(result.meta);
        patch('cart', { loading: false, loaded: true });
        if (cart().totals.itemCount !== before) basketChanged(options.origin ?? null);
        return true;
      } catch {
        patch('cart', { loading: false });
        toast('danger', catalogue.checkout.basketLoadFailed);
        return false;
      }
    },

    add(items, options = {}) {
      void actions().catch(() => undefined);
      patch('cart', { adding: true });
      const key = batchKey(options.membershipUserId);
      addOrigins.set(key, options.origin ?? null);
      return adds.push(key, Array.isArray(items) ? items : [items]);
    },

    remove(cartItemIds, options = {}) {
      void actions().catch(() => undefined);
      const ids = Array.isArray(cartItemIds) ? cartItemIds : [cartItemIds];
      patch('cart', (s) => ({
        removing: true,
        removingIds: [...s.removingIds, ...ids.filter((id) => !s.removingIds.includes(id))],
      }));
      const key = batchKey(options.membershipUserId);
      removalOrigins.set(key, options.origin ?? null);
      return removals.push(key, ids);
    },

    discard() {
      adds.cancelAll(false);
      removals.cancelAll(false);
      const { selectedUserId, completeOrderId } = cart();
      patch('cart', { ...emptyCartData(), ...initialFlags(), selectedUserId, completeOrderId });
    },

    reset() {
      adds.cancelAll(false);
      removals.cancelAll(false);
      patch('cart', { ...emptyCartData(), ...initialFlags() });
    },

    // Actions only a person's click starts run from a chunk of their own, loaded on first use, so a
    // returning customer's first screen (which loads the basket) does not carry them (cartActions.ts).
    removeBenefit: async (cartItemId, options) => (await actions()).removeBenefit(tools(), cartItemId, options),
    removePackageUsage: async (cartItemId, options) =>
      (await actions()).removePackageUsage(tools(), cartItemId, options),
    updateItem: async (cartItemId, options) => (await actions()).updateItem(tools(), cartItemId, options),

    async updateSelectedUser(userId) {
      patch('cart', { selectedUserId: userId });
      return cart().load();
    },

    clear: async () => (await actions()).clear(tools()),
    addCourse: async (input, options) => (await actions()).addCourse(tools(), input, options),
    applyDiscount: async (code, options) => (await actions()).applyDiscount(tools(), code, options),
    removeDiscount: async (options) => (await actions()).removeDiscount(tools(), options),
    addMembership: async (choice, options) => (await actions()).addMembership(tools(), choice, options),
    join: async (choice, options) => (await actions()).join(tools(), choice, options),
    resumeJoining: async (options) => (await actions()).resumeJoining(tools(), options),

    replace(response) {
      const data = toCartData(response);
      patch('cart', { ...data, selectedUserId: response.selectedUserId ?? cart().selectedUserId });
    },

    orderCompleted(completeOrderId, { origin = null } = {}) {
      patch('cart', { completeOrderId });
      cart().discard();
      payments()?.reset();
      basketChanged(origin);
      emitSessionEvent(deps.events, 'booking-confirmed', { completeOrderId }, origin);
    },
  };
}

/** Created on first use (page-store.ts ensureSlices). */
export const cartSlice: SliceDef<'cart'> = { name: 'cart', create: createCartSlice };
