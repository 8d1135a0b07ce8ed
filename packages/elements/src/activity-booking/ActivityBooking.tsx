import { formatWallText, getSessionStore, onSessionEvent, t, type VenueCategory } from '@venue/core';
import { themeRoot } from '@venue/theme';
import { Button, ButtonLink, DateStrip } from '@venue/ui';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  activityPath,
  categoryTarget,
  chosenDate,
  findCategory,
  isShellBookingType,
  todayIso,
  versionFor,
  weekDates,
  weekStartOf,
  type ActivityRoute,
  type FoundCategory,
  type ShellBookingType,
} from './activityRoute.ts';
import type { BookingTypeViewProps } from './bookingTypeView.ts';
import { useActivityNavigation, type Go } from './useActivityNavigation.ts';
import { viewForBookingType } from './viewForBookingType.ts';
import { startWantedDay, takeVenueData, venueDataOf, type WantedDay } from './venueData.ts';
import * as styles from './activityBooking.css.ts';

export interface ActivityBookingProps {
  /** Venue slug, e.g. `riverside`. */
  venue?: string;
  /** Category slug: a root group shows its sub-activities, a sub-activity its week. */
  activity?: string;
  /** The day to show, YYYY-MM-DD (default today). */
  date?: string;
  /** Where "View basket" goes (default /basket). */
  basketUrl?: string;
  /** Where "Checkout now" goes (default /basket/checkout). */
  checkoutUrl?: string;
  /** Prefix of the links' addresses (default root-relative). */
  baseUrl?: string;
  /** Today's date (tests and stories; default the browser's today). */
  today?: string;
}

/** The broken short-URL toast stays 3000 ms, not the 5000 ms default (MSG-037). */
export const ACTIVITY_NOT_FOUND_TOAST_MS = 3000;

type VenueLoad =
  | { status: 'loading' }
  | { status: 'error'; notFound?: boolean }
  | { status: 'ready'; categories: VenueCategory[]; migrationDate: string | null };

/**
 * The venue's category tree and its activities v2 migration date, read together (the element's early
 * reads of them when it has made them, venueData.ts). When they show that `wanted` is a classes day, that
 * day's timetable request starts at once (earlyTimetable.ts), and the code of the day's view starts loading.
 */
function useVenueData(venue: string, attempt: number, wanted: WantedDay): VenueLoad {
  const [load, setLoad] = useState<VenueLoad>({ status: 'loading' });
  // Read when the answer arrives, not a reason to ask again.
  const wantedRef = useRef(wanted);
  wantedRef.current = wanted;
  // A layout effect: the request leaves in the same frame (Preact runs plain effects a frame later).
  useLayoutEffect(() => {
    let live = true;
    // The same state when already loading (the element's first render): no second render of it.
    setLoad((old) => (old.status === 'loading' ? old : { status: 'loading' }));
    takeVenueData(venue, wantedRef.current)
      .then((answers) => {
        if (!live) return;
        const data = venueDataOf(answers);
        // No such venue (a mistyped or old address): asking again cannot help, choosing another venue can.
        if (!data) return setLoad({ status: 'error', notFound: !answers[0].ok && answers[0].error.status === 404 });
        // The day's timetable request and view code, unless the element's early reads started them already.
        startWantedDay(venue, data, wantedRef.current);
        setLoad({ status: 'ready', ...data });
      })
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [venue, attempt]);
  return load;
}

/** Changes on login, logout, basket change and waitlist change: the timetable is read again (TT-001). */
export function useReloadKey(): number {
  const [key, setKey] = useState(0);
  useEffect(() => {
    const bump = () => setKey((k) => k + 1);
    const offs = [
      onSessionEvent('logged-in', bump),
      onSessionEvent('logged-out', bump),
      onSessionEvent('basket-change', bump),
      onSessionEvent('waitlist-change', bump),
    ];
    return () => offs.forEach((off) => off());
  }, []);
  return key;
}

/** A link to a place in this element: a real address (new tab, copy link), a plain click moves in place. */
function RouteLink({
  href,
  route,
  go,
  className,
  children,
}: {
  href: string;
  route: ActivityRoute;
  go: Go;
  className?: string;
  children: ReactNode;
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    go(route);
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

interface Place {
  venue: string;
  baseUrl: string | undefined;
  go: Go;
}

/** One category: a route inside the element, or (courses, camps) a plain link to their own screen. */
const CategoryItem = memo(function CategoryItem({
  category,
  place,
  heading,
}: {
  category: VenueCategory;
  place: Place;
  heading: string;
}) {
  const target = categoryTarget(place.venue, category, place.baseUrl);
  const type = category.bookingType === 'courses' ? 'Courses' : category.bookingType === 'camps' ? 'Camps' : null;
  // Under a "Courses" heading, the hint on every row would only repeat it.
  const hint = type && type.toLowerCase() !== heading.trim().toLowerCase() ? type : null;
  const body = (
    <>
      <span>{category.name}</span>
      {hint && <span className={styles.categoryHint}>{hint}</span>}
      <span aria-hidden="true">›</span>
    </>
  );
  return (
    <li>
      {target.kind === 'external' ? (
        <a href={target.href} className={styles.categoryLink}>
          {body}
        </a>
      ) : (
        <RouteLink
          href={activityPath(place.venue, target.route, place.baseUrl)}
          route={target.route}
          go={place.go}
          className={styles.categoryLink}
        >
          {body}
        </RouteLink>
      )}
    </li>
  );
});

function CategoryList({
  title,
  intro,
  categories,
  place,
  backTo,
}: {
  title: string;
  intro: string;
  categories: VenueCategory[];
  place: Place;
  backTo?: { label: string; route: ActivityRoute };
}) {
  return (
    <section aria-labelledby="activity-booking-title">
      {backTo && (
        <RouteLink
          href={activityPath(place.venue, backTo.route, place.baseUrl)}
          route={backTo.route}
          go={place.go}
          className={styles.back}
        >
          ‹ {backTo.label}
        </RouteLink>
      )}
      <h1 id="activity-booking-title" className={styles.title} tabIndex={-1}>
        {title}
      </h1>
      {categories.length === 0 ? (
        <p className={styles.message}>There is nothing to book here at the moment.</p>
      ) : (
        <>
          <p className={styles.lead}>{intro}</p>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <CategoryItem key={category.id} category={category} place={place} heading={title} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

interface WeekViewProps {
  venue: string;
  found: FoundCategory & { category: VenueCategory & { bookingType: ShellBookingType } };
  date: string;
  today: string;
  migrationDate: string | null;
  reloadKey: number;
  basketUrl: string;
  checkoutUrl: string;
  place: Place;
}

/** The booking-type view for one day, given the category as the BookingTypeViewProps' Category. */
const DayView = memo(function DayView(props: BookingTypeViewProps & { type: ShellBookingType }) {
  const { type, ...viewProps } = props;
  const View = viewForBookingType(type);
  return <View {...viewProps} />;
});

/** A sub-activity's week (Monday first) with the date strip, and the chosen day's booking-type view. */
function WeekView({
  venue,
  found,
  date,
  today,
  migrationDate,
  reloadKey,
  basketUrl,
  checkoutUrl,
  place,
}: WeekViewProps) {
  const { category, group } = found;
  const weekStart = weekStartOf(date);
  const days = useMemo(() => weekDates(date), [date]);
  const version = versionFor(date, migrationDate);
  // A move made from the strip keeps focus on the strip's chosen day, also when a router hands the new
  // date back a little later (the strip can only focus a day of another week once it is rendered).
  const stripRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  const onChange = useCallback(
    (next: string) => {
      const root = stripRef.current?.getRootNode() as Document | ShadowRoot | undefined;
      refocus.current = !!root?.activeElement && !!stripRef.current?.contains(root.activeElement);
      place.go({ activity: category.slug, date: next });
    },
    [place, category.slug],
  );
  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    stripRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${date}"]`)?.focus();
  }, [date]);
  // The shell's category as the booking-type views receive it (BookingTypeViewProps.activity).
  const activity = useMemo(
    () => ({
      ...category,
      parent: group ? { id: group.id, name: group.name, slug: group.slug, bookingType: group.bookingType } : null,
      inUse: null,
      createdAt: null,
    }),
    [category, group],
  );
  const backRoute = group ? { activity: group.slug } : {};
  return (
    <section aria-labelledby="activity-booking-title" data-week-start={weekStart} data-version={version}>
      <RouteLink
        href={activityPath(venue, backRoute, place.baseUrl)}
        route={backRoute}
        go={place.go}
        className={styles.back}
      >
        ‹ {group ? group.name : t('common:bookAnActivity')}
      </RouteLink>
      <h1 id="activity-booking-title" className={styles.title} tabIndex={-1}>
        {category.name}
      </h1>
      <div className={styles.week}>
        <p className={styles.weekCaption} id="activity-booking-week">
          Week of {formatWallText(days[0]!, 'D MMMM')} to {formatWallText(days[6]!, 'D MMMM YYYY')}
        </p>
        <div ref={stripRef}>
          <DateStrip
            value={date}
            onChange={onChange}
            min={today}
            today={today}
            label={`Choose a day for ${category.name}`}
          />
        </div>
      </div>
      <div className={styles.day}>
        <h2 className={styles.dayTitle}>{formatWallText(date, 'dddd D MMMM')}</h2>
        <DayView
          type={category.bookingType}
          venue={venue}
          activity={activity}
          weekStart={weekStart}
          date={date}
          version={version}
          reloadKey={reloadKey}
          basketUrl={basketUrl}
          checkoutUrl={checkoutUrl}
        />
      </div>
    </section>
  );
}

function Loading() {
  return (
    <section aria-labelledby="activity-booking-title" aria-busy="true">
      <h1 id="activity-booking-title" className={styles.title} tabIndex={-1}>
        {t('common:bookAnActivity')}
      </h1>
      <p role="status" className={styles.message}>
        Loading activities…
      </p>
    </section>
  );
}

function LoadError({ retry, notFound, homeUrl }: { retry: () => void; notFound: boolean; homeUrl: string }) {
  return (
    <section aria-labelledby="activity-booking-title">
      <h1 id="activity-booking-title" className={styles.title} tabIndex={-1}>
        {t('common:bookAnActivity')}
      </h1>
      <div role="alert" className={styles.errorBox}>
        <p className={styles.message}>{t(notFound ? 'common:notFound' : 'common:genericError')}</p>
        {notFound ? (
          <ButtonLink variant="secondary" href={homeUrl}>
            Choose a venue
          </ButtonLink>
        ) : (
          <Button variant="secondary" onClick={retry}>
            Try again
          </Button>
        )}
      </div>
    </section>
  );
}

function ActivityBookingView({
  venue = '',
  activity,
  date,
  basketUrl = '/basket',
  checkoutUrl = '/basket/checkout',
  baseUrl,
  today: todayProp,
}: ActivityBookingProps) {
  const [attempt, setAttempt] = useState(0);
  const { route, go } = useActivityNavigation(venue, { activity, date }, baseUrl);
  const today = todayProp ?? todayIso();
  const load = useVenueData(venue, attempt, { activity: route.activity, date: chosenDate(route.date, today) });
  const reloadKey = useReloadKey();
  const place = useMemo<Place>(() => ({ venue, baseUrl, go }), [venue, baseUrl, go]);

  const found = useMemo(
    () => (load.status === 'ready' && route.activity ? findCategory(load.categories, route.activity) : null),
    [load, route.activity],
  );
  const missing = load.status === 'ready' && route.activity !== undefined && found === null;

  // A broken short URL: the toast for 3 s, and the categories (MSG-037).
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    if (!missing || toasted.current === route.activity) return;
    toasted.current = route.activity ?? null;
    getSessionStore()
      .getState()
      .toasts.push({
        type: 'danger',
        message: t('common:activityNotFound'),
        duration: ACTIVITY_NOT_FOUND_TOAST_MS,
      });
    go({}, { replace: true });
  }, [missing, route.activity, go]);

  // When the screen changes in place, focus its heading (the host app does the same after its own routing).
  const rootRef = useRef<HTMLDivElement>(null);
  const screen = `${route.activity ?? ''}|${load.status}`;
  const shownScreen = useRef<string | null>(null);
  useEffect(() => {
    if (load.status !== 'ready') return;
    if (shownScreen.current !== null && shownScreen.current !== screen) {
      rootRef.current?.querySelector<HTMLElement>('h1')?.focus();
    }
    shownScreen.current = screen;
  }, [screen, load.status]);

  let body: ReactNode;
  if (load.status === 'loading') body = <Loading />;
  else if (load.status === 'error')
    body = (
      <LoadError
        retry={() => setAttempt((n) => n + 1)}
        notFound={load.notFound === true}
        homeUrl={`${(baseUrl ?? '').replace(/\/+$/, '')}/`}
      />
    );
  else if (!found) {
    body = (
      <CategoryList
        title={t('common:bookAnActivity')}
        intro="Choose a category."
        categories={load.categories.filter((c) => c.isRoot)}
        place={place}
      />
    );
  } else if (isShellBookingType(found.category.bookingType)) {
    body = (
      <WeekView
        venue={venue}
        found={found as WeekViewProps['found']}
        date={chosenDate(route.date, today)}
        today={today}
        migrationDate={load.migrationDate}
        reloadKey={reloadKey}
        basketUrl={basketUrl}
        checkoutUrl={checkoutUrl}
        place={place}
      />
    );
  } else {
    // A group (its sub-activities), or a course or camp category reached by its slug (a link to its screen).
    const list = found.category.children.length > 0 ? found.category.children : [found.category];
    body = (
      <CategoryList
        title={found.category.name}
        intro="Choose a sub activity."
        categories={list}
        place={place}
        backTo={{ label: t('common:bookAnActivity'), route: {} }}
      />
    );
  }

  return (
    <div ref={rootRef} className={styles.root} data-activity-booking="">
      {body}
    </div>
  );
}

/** `<activity-booking>`'s view inside the theme root, which resolves the public --venue-* tokens below it. */
export function ActivityBooking(props: ActivityBookingProps) {
  return (
    <div className={themeRoot}>
      <ActivityBookingView {...props} />
    </div>
  );
}
