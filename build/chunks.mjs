// The embed bundle's chunking policy: rollup `output.manualChunks` with `onlyExplicitManualChunks`.
//
// Left to itself rollup makes one chunk per distinct set of importers: about 120 files, many of a few hundred
// bytes, and each file gzipped alone pays its own overhead and loses what it shares with its neighbours (a
// returning customer's checkout fetched 35 files). So modules almost always loaded together share a chunk:
// the start-up code and the element layer keep theirs (pinned below), each group names what goes together
// and why, and what no group names is left to rollup. A group must not make anyone load what their page does
// not need: `npm run size` measures every element alone, as a guest and signed in, and is the check; a group
// that merges code one page needs with code another page does not costs that page its bytes.
// ARCHITECTURE.md ("Bundles: what loads when") has the reasoning; VENUE_STATS=1 shows each chunk's modules.
export const GROUPS = [
  // What nearly every view renders with: buttons, spinner, layout, the shared styles and theme contract, the
  // session hook, the message catalogue, money and prices, the form fields.
  [
    'ui',
    /packages\/ui\/src\/(button|spinner|layout)\/|packages\/ui\/src\/internal\/(shared\.css|useStableId)|packages\/theme\/src\/contract\.css|packages\/elements\/src\/internal\/useSession\.ts|packages\/core\/src\/(messages\/(common|catalogue|t)|money\/money)\.ts|packages\/ui\/src\/price\/|packages\/ui\/src\/fields\/(FieldFrame|TextField|Select|Checkbox|field\.css)/,
  ],
  // The venue reads: the picker, the activity view, and every signed-in page (the user's home venue).
  ['venue', /packages\/core\/src\/(domain\/venue|store\/venueRequests|api\/endpoints\/venueReads)\.ts/],
  // Everyone signed in loads these at once (the nav's basket count): the cart slice, its read and the user
  // mapping. The calls that change the basket (api/endpoints/cartEdits.ts) go with the cart actions' chunk, loaded
  // on the first add or remove (0.3 KB less for every signed-in row, 2026-11-29).
  // Logging in and out (authActions) is its own chunk, fetched only by someone who does either; the stored
  // joining choice (store/joiningChoice.ts), which only the basket and the cart's joining actions read, is
  // left to rollup (0.2 KB less for the signed-in checkout, account and attendee selection, 0.1 KB more for
  // the basket).
  [
    'signed-in',
    /packages\/core\/src\/(store\/(cart|debounced-batch)|domain\/(cart|types|user)|api\/endpoints\/cart)\.ts/,
  ],
  // The venue's wall clock. The basket's and checkout's item dates are worded by the server (each cart line's
  // `when`), so neither page loads the clock (2026-11-29: 1.9 KB less for each when signed in).
  ['wall-clock', /packages\/core\/src\/time\/wallClock\.ts/],
  // The wall clock's reading and formatting, apart from its calendar arithmetic: all that the attendee selection
  // needs (0.4 KB less for it; the views with a calendar load both files, 0.3 KB more).
  ['wall-fields', /packages\/core\/src\/time\/wallFields\.ts/],
  // Per element: the signed-in basket (its discount form is always shown with it); the checkout's define with
  // its view and styles (the signed-in contents use them too): every <venue-checkout> loads all three at once,
  // so one file (0.1 KB less, and a round trip); the reads of the booking steps. The name keeps `define-`, which
  // `npm run size` and embedChunkName read.
  ['basket-contents', /packages\/elements\/src\/basket\/(BasketContents|BasketItem|DiscountField|checkoutHref)\./],
  ['define-checkout', /packages\/elements\/src\/checkout\/(define\.ts|Checkout\.tsx|checkout\.css)/],
  ['booking-reads', /packages\/core\/src\/api\/endpoints\/(user-account|activities|courses)\.ts/],
  // The signed-in checkout: its screen, its slices (with the call that applies credit), prepare with the payment
  // machine's prepare steps, and the sandbox card provider's fields (the embedded default; its part after Pay,
  // sandboxPay.ts, loads with Pay; Stripe stays apart).
  [
    'checkout',
    /packages\/elements\/src\/checkout\/(CheckoutContents|CreditsPanel|useCardProvider)|packages\/core\/src\/(store\/(checkout|payments)|payments\/(failures|messages|provider|sandboxProvider|state|prepare|machine)|api\/endpoints\/(checkoutPrepare|credits))\.ts/,
  ],
  // Pay's own code: the payment controller with the checkout calls, and what runs once a person presses
  // Pay (authorise, 3-D Secure, completion, then the confirmation page). It loads when a person heads for
  // the button (pointer over it, focus) or presses it, so the checkout's first screen does not carry it.
  // The payment machine's steps after Pay (payments/payMachine.ts) are here, and the sandbox provider's part
  // after Pay (payments/sandboxPay.ts: tokenising, the 3-D Secure frame), which loaded on the same gesture as
  // a file of its own (0.2 KB off all elements together; a Stripe checkout's Pay fetches its 0.8 KB unused,
  // next to Stripe.js, 2026-11-29). Reading a failed call
  // (payments/callFailure.ts) is too: the pay flow needs it, and the first screen only when prepare fails (a
  // file of its own would add one to every Pay).
  [
    'checkout-pay',
    /packages\/core\/src\/(payments\/(controller|checkoutApi|payFlow|payFailures|payMachine|callFailure|transaction|browserDetails|sandboxPay)|api\/endpoints\/checkout|store\/(checkoutFinish|checkoutPay)|domain\/routes)\.ts/,
  ],
  // Loaded on their own conditions; named, since rollup merged these lazy targets into one chunk once
  // groups existed (the card providers with DOMPurify).
  ['card-stripe', /packages\/core\/src\/payments\/(stripeProvider|providerUnavailable)\.ts|node_modules\/@stripe\//],
  // The sanitiser's loader with the platform sanitiser and the allowlist: whoever loads the loader goes on to
  // load one of the two sanitisers, and DOMPurify's imports the allowlist, so they are one file.
  [
    'html',
    /packages\/elements\/src\/internal\/useSanitizedHtml\.ts|packages\/ui\/src\/html\/(index|sanitizeNatively|allowlist)\.ts/,
  ],
  ['dompurify', /packages\/ui\/src\/html\/sanitizeWithDomPurify\.ts|node_modules\/dompurify\//],
  // A signed-in account's screens, in groups of screens opened together, rather than one chunk each. The
  // dashboard, a signed-in customer's first screen, is apart from the plans it links to (memberships,
  // packages, guest passes), and its dates are its own (account/dates.ts) rather than core's wall clock,
  // whose zone reading goes with the history screens that need it: with them it was 36.8 KB until usable,
  // over the 35 KB budget, now 34.6 (35,457 of 35,840 bytes, 2026-11-30).
  ['account-overview', /packages\/elements\/src\/account\/(screens\/Dashboard\.tsx|dates\.ts|useAccountData\.ts)/],
  ['account-plans', /packages\/elements\/src\/account\/screens\/(Memberships|Packages|GuestPasses)\.tsx/],
  ['account-details', /packages\/elements\/src\/account\/(screens\/(UserDetails|Family)\.tsx|useAccountForm\.tsx)/],
  [
    'account-history',
    /packages\/elements\/src\/account\/screens\/(Bookings\.tsx|Payments\.tsx|bookings\/|payments\/)|packages\/core\/src\/(calendar\/ics|api\/endpoints\/bookings|time\/zone)\.ts/,
  ],
  // The dialogs: the focus trap, scroll lock and header every dialog uses (the nav's slide-over too), the modal,
  // and the login modal (the nav's Log in opens it).
  [
    'dialog',
    /packages\/ui\/src\/(internal\/(useFocusTrap|focus|useScrollLock|dialog\.css|DialogHeader|useModalDialog)|modal\/)|packages\/elements\/src\/login\/LoginModal\./,
  ],
  // A course's or camp's book view's parts (the schedule, questions, waiver and the staff picker's loader),
  // which both views import; the activity booking's steps take the questions and waiver from here too.
  [
    'course-steps',
    /packages\/elements\/src\/(course-booking\/(ScheduleDetail|useCourse|CustomQuestions|questions|WaiverStep)|internal\/useLinkedPeople|checkout\/StaffCustomerPicker)\.|packages\/ui\/src\/fields\/TextArea\./,
  ],
  // The classes day with its block bookings (which the staff desk, loaded from the day, shares). Named, so the
  // modules rollup kept with the day's chunk or the activity booking's define before are named too: a named
  // chunk counts as an entry of its own, and they would each become a file.
  [
    'classes',
    /packages\/elements\/src\/(activity-booking\/(classes\/(ClassesView|dayListHtml|dayList|classActions|dayCard|classes\.css|dayGroups|blockBookings|dayTitle)|steps\/bookingSteps)|internal\/escapeHtml)\.|packages\/core\/src\/api\/endpoints\/blockBookings\.ts/,
  ],
  [
    'define-activity',
    /packages\/elements\/src\/activity-booking\/(define|useActivityNavigation|activityRoute|venueData|dayViewCode|classes\/earlyTimetable)\.ts/,
  ],
  ['early-reads', /packages\/elements\/src\/internal\/(earlyReads|askToNavigate)\.ts/],
  // The timetable's and category's reads with the course and camp lists' check of an empty list's address
  // (missingPlace.ts, loaded only then), which asks for the category through them: one file less for that
  // check, 0.1 KB more for the activity booking.
  [
    'timetable',
    /packages\/core\/src\/(api\/endpoints\/timetable|domain\/venueCategory)\.ts|packages\/elements\/src\/course-booking\/missingPlace\.ts/,
  ],
  // Two small helpers of the booking lists: the store's selectors (the selected customer, the booking source;
  // the nav's basket count) and how a list says what places are left. One file for the course and camp
  // lists, which load both; the nav loads the few bytes of the second with the first.
  ['list-helpers', /packages\/core\/src\/store\/selectors\.ts|packages\/elements\/src\/internal\/placesLeft\.ts/],
  // The live region's writer with the toast announcer, its other reader besides the venue picker.
  ['announce', /packages\/elements\/src\/internal\/(announce|toastAnnouncer)\.ts/],
  // A forgotten password and its reset, apart from the login form every guest meets.
  ['password-reset', /packages\/elements\/src\/login\/(ForgottenPassword|ResetPassword|passwordReset)\./],
  // Staff only: the customer picker, front of house, the block booking desk.
  [
    'staff',
    /packages\/elements\/src\/(checkout\/CustomerPicker|register\/frontOfHouse|activity-booking\/classes\/staff\/)|packages\/core\/src\/(store\/customers|api\/endpoints\/customers|domain\/customerLabel)\.ts/,
  ],
];

/**
 * The start-up code (the entry's static closure) and the element layer (createElement's, less start-up's)
 * keep chunks of their own: a group that took one of their modules would pull that group into start-up.
 */
function pin({ getModuleIds, getModuleInfo }) {
  const closure = (start, skip = new Set()) => {
    const seen = new Set();
    const queue = [start];
    while (queue.length > 0) {
      const id = queue.pop();
      if (seen.has(id) || skip.has(id)) continue;
      seen.add(id);
      queue.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    return seen;
  };
  const ids = [...getModuleIds()];
  const entry = ids.find((id) => /packages\/elements\/src\/embed\.ts$/.test(id));
  const factory = ids.find((id) => /packages\/elements\/src\/internal\/createElement\.ts$/.test(id));
  const runtime = closure(entry);
  // What only the entry imports stays in the entry file: embedEntry.ts reads import.meta.url as the bundle's
  // own address.
  for (const id of runtime) if (getModuleInfo(id).importers.every((by) => by === entry)) runtime.delete(id);
  const layer = closure(factory, runtime);
  const map = new Map();
  for (const id of runtime) map.set(id, 'runtime');
  for (const id of layer) map.set(id, 'elements');
  return map;
}

function group(id) {
  const path = id.replace(/\\/g, '/');
  for (const [name, pattern] of GROUPS) if (pattern.test(path)) return name;
  return undefined;
}

const pinnedByBuild = new WeakMap();

export function manualChunks(id, meta) {
  let pinned = pinnedByBuild.get(meta.getModuleInfo);
  if (!pinned) pinnedByBuild.set(meta.getModuleInfo, (pinned = pin(meta)));
  return pinned.get(id) ?? group(id);
}
