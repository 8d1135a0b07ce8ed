import type { CartSource } from '@venue/core/contract';
import type { CreditTender } from '../domain/credits/maxApplicable.ts';

/**
 * One row type per table, as the migrations in `db/migrations/*.sql` define the columns (`SELECT *`).
 * Modules that read fewer columns derive a `Pick<>` of these; shapes of joins and aggregates stay
 * beside their query, named for it. Dates (`date`) arrive as 'YYYY-MM-DD' strings, timestamps as Dates.
 */

export type BookingType = 'ticketed' | 'resources' | 'classes' | 'courses' | 'camps';

/** `clients`. */
export interface ClientRow {
  id: number;
  uuid: string;
  name: string;
  domain: string;
  currency: string;
  currency_symbol: string;
  theme: Record<string, unknown>;
  settings: {
    maintenance?: boolean;
    paid_booking_enabled?: boolean;
    online_joining_enabled?: boolean;
    online_guest_passes_enabled?: boolean;
    payment_provider?: 'sandbox' | 'stripe';
    checkout_terms_html?: string | null;
    /** The operator's terms and conditions page (http or https), linked from sign-up. */
    terms_url?: string | null;
    [k: string]: unknown;
  };
  created_at: Date;
}

/** `users`. */
export interface UserRow {
  id: number;
  uuid: string;
  client_id: number;
  reference: string;
  role: 'customer' | 'staff';
  email: string | null;
  password_hash: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
  gender: string | null;
  ethnicity: string | null;
  disability: string | null;
  profile_picture_url: string | null;
  phone: string | null;
  address1: string | null;
  address2: string | null;
  area: string | null;
  town: string | null;
  country: string | null;
  postcode: string | null;
  marketing_email: boolean;
  marketing_sms: boolean;
  marketing_phone: boolean;
  marketing_post: boolean;
  email_verified_at: Date | null;
  date_of_birth: string | null;
  home_venue_id: number | null;
  staff_venue_id: number | null;
  onboarding_type: string | null;
  source: string | null;
  extra: Record<string, unknown>;
  has_instruction: boolean;
  has_billing_date: boolean;
  created_at: Date;
}

/** `venues`. */
export interface VenueRow {
  id: number;
  uuid: string;
  client_id: number;
  slug: string;
  name: string;
  address1: string | null;
  address2: string | null;
  town: string | null;
  area: string | null;
  postcode: string | null;
  latitude: number | null;
  longitude: number | null;
  opening_times: string | null;
  footer_html: string | null;
  theme: Record<string, unknown> | null;
  timezone: string;
  activities_v2_migration_date: string | null;
  online_joining_enabled: boolean;
  online_guest_passes_enabled: boolean;
  display_venue_selection_button: boolean;
  created_at: Date;
}

/** `categories` (with the cut-off columns of 0002). */
export interface CategoryRow {
  id: string;
  client_id: number;
  parent_id: string | null;
  name: string;
  slug: string;
  booking_type: BookingType | null;
  browse_by_name: string;
  allocation_strategy: string | null;
  v1_type: 'class_templates' | 'ad_hoc_templates' | 'fast_ticket_templates' | null;
  v2_type: 'classes' | 'resources' | 'ticketed' | null;
  position: number;
  created_at: Date;
  cut_off_actions: Array<'charge_fee' | 'disable_booking' | 'disable_access' | 'disable_cancelling'>;
  awards_credit: boolean;
  late_cancellation_fee: number;
}

/** `restrictions` (waivers and inductions). */
export interface RestrictionRow {
  id: number;
  client_id: number;
  name: string;
  /** pre-purchase-waiver, pre-purchase-induction, post-purchase-waiver, post-purchase-induction or enhanced-pre-waiver.
   */
  type: string;
  terms: string | null;
  related_category_id: string | null;
  created_at: Date;
}

/** `occurrences` (with `waitlist_consumed` of 0002). */
export interface OccurrenceRow {
  id: string;
  legacy_id: number;
  client_id: number;
  venue_id: number;
  category_id: string;
  activity_id: number | null;
  schedule_id: string | null;
  recurrence_id: string | null;
  interval_key: string | null;
  booking_type: BookingType;
  booking_strategy: 'sequential' | 'overlapping';
  schedule_reference: string | null;
  template_name: string;
  template_description: string | null;
  starts_at: Date;
  ends_at: Date;
  original_starts_at: Date;
  original_ends_at: Date;
  setup_time_in_minutes: number;
  teardown_time_in_minutes: number;
  status: 'bookable' | 'cancelled' | 'clashing';
  capacity_strategy: 'shared' | 'split';
  capacity_maximum: number;
  capacity_online: number;
  capacity_foh: number;
  consumed: number;
  consumed_online: number;
  consumed_foh: number;
  price: number | null;
  friendly_location_name: string | null;
  allow_anonymous_bookings: boolean;
  last_bookable_at: Date | null;
  waitlist_maximum: number | null;
  is_detached_from_recurrence: boolean;
  deleted_at: Date | null;
  delete_reason: string | null;
  created_at: Date;
  waitlist_consumed: number;
}

/** `carts` (with `released_items` of 0005). */
export interface CartRow {
  id: number;
  uuid: string;
  client_id: number;
  user_id: number;
  created_by_user_id: number | null;
  source: CartSource;
  status: 'open' | 'completing' | 'complete' | 'abandoned';
  venue_id: number | null;
  complete_order_id: number | null;
  attendee_waivers_required: number;
  applied_credits: CreditTender[];
  created_at: Date;
  updated_at: Date;
  released_items: string[];
  /** The discount code applied to the basket (discount_codes), if any. */
  discount_code_id: number | null;
}

/** `cart_items`. */
export interface CartItemRow {
  id: number;
  cart_id: number;
  parent_item_id: number | null;
  kind: string;
  cartable_type: string;
  purchasable_type: string | null;
  purchasable_id: string | null;
  name: string;
  quantity: number;
  max_quantity: number | null;
  price: number;
  sort_key: string;
  membership_user_id: number | null;
  purchased_for_user_id: number | null;
  booking_id: number | null;
  bundle_id: number | null;
  occurrence_id: string | null;
  schedule_id: string | null;
  membership_id: number | null;
  pricing_option_id: number | null;
  ticket_id: string | null;
  benefit_applied: boolean;
  package_applied: boolean;
  enable_print_receipt: boolean;
  activity_restriction_ids: number[];
  resource: Record<string, unknown>;
  extra: Record<string, unknown>;
  created_at: Date;
}

/** `bookings`. */
export interface BookingRow {
  id: number;
  uuid: string;
  user_id: number;
  booked_by_user_id: number | null;
  occurrence_id: string;
  bundle_id: number | null;
  order_id: number | null;
  ticket_id: string | null;
  location_id: number | null;
  status: 'settled' | 'reserved' | 'cancelled';
  booking_type: string;
  channel: 'online' | 'foh';
  capacity_consumed: number;
  price: number | null;
  attended: boolean | null;
  cancelled_at: Date | null;
  cancellation_source: 'customers' | 'foh' | 'my-account' | 'occurrence' | null;
  cut_off_hours: number;
  created_at: Date;
}

/** `payment_transactions` (with the columns of 0003 and 0004). */
export interface PaymentTransactionRow {
  id: string;
  provider: 'sandbox' | 'stripe';
  client_id: number;
  cart_id: number | null;
  user_id: number | null;
  amount: number;
  currency: string;
  status: 'authorised' | 'sca_required' | 'failed' | 'captured' | 'refunded';
  card_identifier: string | null;
  payment_method_id: string | null;
  setup_intent_id: string | null;
  /** pending, completed or failed. */
  sca_state: string | null;
  sca_data: Record<string, unknown> | null;
  cres: string | null;
  message: string | null;
  order_id: number | null;
  created_at: Date;
  updated_at: Date;
  tenders: CreditTender[];
  idempotency_key: string | null;
  save_card: boolean;
  saved_card_id: number | null;
}

/** `calendar_feeds` (0017): a user's private calendar feed; the secret is stored only as its sha256 hex. */
export interface CalendarFeedRow {
  user_id: number;
  token_hash: string;
  created_at: Date;
}
