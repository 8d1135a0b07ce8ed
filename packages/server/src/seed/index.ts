/**
 * Demo data (../shared/design/demo-data.md), generated relative to `now` so the timetable is never stale.
 * Plain inserts, top to bottom: read it to learn what the demo database holds.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { insertMany, insertOne } from '../db/sql.ts';
import { hashPassword } from '../auth/password.ts';
import {
  CATEGORIES,
  CLIENT,
  CLIENT_THEME,
  DEMO_PASSWORD,
  MEMBERSHIPS,
  PEOPLE,
  SWIMMING_WAIVER,
  VENUES,
} from './data.ts';
import { lineSummary } from '../domain/checkout/settleCart.ts';
import {
  addDays,
  addMinutes,
  localDate as londonDate,
  localText,
  zonedToInstant as londonTime,
} from '../time/londonTime.ts';
import type { OccurrenceRow } from '../db/rows.ts';
import { seedCampExtras } from './campExtras.ts';
import { seedTypeExtras } from './typeExtras.ts';
import { seedJoiningExtras } from './joiningExtras.ts';
import { seedClassExtras } from './classExtras.ts';

export const SEED_LOCK = 724_3002;

const occId = () => `oc${randomUUID().replace(/-/g, '')}`;

/** The columns the seed writes for an occurrence. */
type OccRow = Pick<
  OccurrenceRow,
  | 'id'
  | 'client_id'
  | 'venue_id'
  | 'category_id'
  | 'activity_id'
  | 'schedule_id'
  | 'recurrence_id'
  | 'interval_key'
  | 'booking_type'
  | 'booking_strategy'
  | 'schedule_reference'
  | 'template_name'
  | 'template_description'
  | 'starts_at'
  | 'ends_at'
  | 'original_starts_at'
  | 'original_ends_at'
  | 'status'
  | 'capacity_strategy'
  | 'capacity_maximum'
  | 'capacity_online'
  | 'capacity_foh'
  | 'consumed'
  | 'consumed_online'
  | 'consumed_foh'
  | 'price'
  | 'friendly_location_name'
  | 'last_bookable_at'
  | 'waitlist_maximum'
>;

/** True when the database already holds the demo client. */
export async function isSeeded(db: Db): Promise<boolean> {
  const r = await db.one<{ n: number }>('SELECT count(*) AS n FROM clients');
  return (r?.n ?? 0) > 0;
}

/** Seeds when empty, under an advisory lock so concurrent starters seed once. */
export async function seedIfEmpty(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await isSeeded(tx)) return false;
    await seed(tx, now);
    return true;
  });
}

export async function seed(db: Db, now = new Date()): Promise<void> {
  const today = londonDate(now);
  const pw = await hashPassword(DEMO_PASSWORD);

  // Client ------------------------------------------------------------------------------------------
  const client = await insertOne<{ id: number }>(db, 'clients', { ...CLIENT, theme: CLIENT_THEME }, 'id');
  const cid = client.id;

  // Venues and locations ----------------------------------------------------------------------------
  const venueIds: Record<string, number> = {};
  for (const v of VENUES) {
    const { migrationOffsetDays, ...cols } = v;
    const row = await insertOne<{ id: number }>(
      db,
      'venues',
      { ...cols, client_id: cid, activities_v2_migration_date: addDays(today, migrationOffsetDays) },
      'id',
    );
    venueIds[v.slug] = row.id;
  }
  const loc = async (venue: string, name: string, type: 'venue' | 'resource', parent: number | null = null) =>
    (
      await insertOne<{ id: number }>(
        db,
        'locations',
        { venue_id: venueIds[venue], name, location_type: type, parent_id: parent },
        'id',
      )
    ).id;
  const locs: Record<string, Record<string, number>> = {};
  for (const v of VENUES) {
    const root = await loc(v.slug, v.name, 'venue');
    const l: Record<string, number> = { root };
    l.studio = await loc(v.slug, 'Studio 1', 'resource', root);
    l.spin = await loc(v.slug, 'Spin Studio', 'resource', root);
    l.pool = await loc(v.slug, 'Main Pool', 'resource', root);
    l.learner = await loc(v.slug, 'Learner Pool', 'resource', root);
    l.hall = await loc(v.slug, 'Sports Hall', 'resource', root);
    for (let i = 1; i <= 4; i++) l[`court${i}`] = await loc(v.slug, `Court ${i}`, 'resource', l.hall);
    l.tennis = await loc(v.slug, 'Tennis Courts', 'resource', root);
    l.gym = await loc(v.slug, 'Gymnastics Hall', 'resource', root);
    locs[v.slug] = l;
  }

  // Instructors -------------------------------------------------------------------------------------
  const instructorNames = ['Priya Shah', 'Tom Hughes', 'Aisha Bello', 'Gareth Jones', 'Lucy Chen', 'Owen Price'];
  const instructors = await insertMany<{ id: number }>(
    db,
    'instructors',
    instructorNames.map((name) => ({ client_id: cid, name })),
    'id',
  );
  const ins = (i: number) => instructors[((i % instructors.length) + instructors.length) % instructors.length]!.id;

  // Categories --------------------------------------------------------------------------------------
  const catIds: Record<string, string> = {};
  for (const [i, c] of CATEGORIES.entries()) {
    const id = randomUUID();
    catIds[c.slug] = id;
    await insertOne(
      db,
      'categories',
      {
        id,
        client_id: cid,
        parent_id: c.parent ? catIds[c.parent] : null,
        name: c.name,
        slug: c.slug,
        booking_type: c.booking_type,
        v1_type: c.v1_type ?? null,
        v2_type: c.v2_type ?? null,
        allocation_strategy: c.allocation_strategy ?? null,
        position: i,
      },
      'id',
    );
    await insertMany(
      db,
      'category_venues',
      c.venues.map((v) => ({ category_id: id, venue_id: venueIds[v] })),
    );
  }

  // People ------------------------------------------------------------------------------------------
  const riverside = venueIds.riverside!;
  const user = async (row: Record<string, unknown>) =>
    (
      await insertOne<{ id: number }>(
        db,
        'users',
        { client_id: cid, password_hash: pw, email_verified_at: now, ...row },
        'id',
      )
    ).id;
  const alex = await user({
    ...PEOPLE.alex,
    home_venue_id: riverside,
    has_billing_date: true,
    marketing_email: true,
    source: 'bookings',
    onboarding_type: 'customer_account_online',
  });
  const sam = await user({
    ...PEOPLE.sam,
    password_hash: null,
    email_verified_at: null,
    date_of_birth: addDays(today, -9 * 365 - 60),
  });
  const jamie = await user({ ...PEOPLE.jamie, source: 'bookings', onboarding_type: 'customer_account_online' });
  await user({ ...PEOPLE.staff, role: 'staff', staff_venue_id: riverside, home_venue_id: riverside });
  // Other members, so full classes and courses are full of real bookings.
  const fillers: number[] = [];
  for (let i = 1; i <= 14; i++) {
    fillers.push(
      await user({
        reference: `RLT1${String(i).padStart(5, '0')}`,
        email: `member${i}@example.com`,
        first_name: 'Member',
        last_name: `Number ${i}`,
      }),
    );
  }
  void jamie;
  await insertOne(db, 'user_links', {
    user_id: alex,
    linked_user_id: sam,
    relationship: 'parent',
    status: 'successful',
    created_at: addMinutes(now, -60 * 24 * 90),
    confirmed_at: addMinutes(now, -60 * 24 * 90),
  });
  await insertMany(db, 'credits', [
    { user_id: alex, credit_type: 'membership', balance: 1000 },
    { user_id: alex, credit_type: 'general', balance: 500 },
  ]);
  await insertMany(db, 'credit_transactions', [
    { user_id: alex, credit_type: 'membership', amount: 1000, reason: 'Monthly membership credit' },
    { user_id: alex, credit_type: 'general', amount: 500, reason: 'Goodwill credit' },
  ]);

  // Memberships -------------------------------------------------------------------------------------
  const membershipIds: Record<string, number> = {};
  for (const [i, m] of MEMBERSHIPS.entries()) {
    membershipIds[m.slug] = (
      await insertOne<{ id: number }>(db, 'memberships', { ...m, client_id: cid, position: i }, 'id')
    ).id;
    await insertMany(
      db,
      'membership_venues',
      Object.values(venueIds).map((v) => ({ membership_id: membershipIds[m.slug], venue_id: v })),
    );
  }
  await insertOne(db, 'membership_users', {
    user_id: alex,
    membership_id: membershipIds.anytime,
    home_venue_id: riverside,
    status: 'active',
    starts_at: londonTime(addDays(today, -30), '00:00'),
  });

  // Pricing options and activities ------------------------------------------------------------------
  const po = async (name: string, reference: string, price: number) =>
    (await insertOne<{ id: number }>(db, 'pricing_options', { client_id: cid, name, reference, price }, 'id')).id;
  const pricing = {
    laneAdult: await po('Lane swimming adult', 'LANE-ADULT', 450),
    laneJunior: await po('Lane swimming junior', 'LANE-JUNIOR', 250),
    familyAdult: await po('Family swim adult', 'FAMILY-ADULT', 500),
    familyJunior: await po('Family swim junior', 'FAMILY-JUNIOR', 300),
  };

  const occurrences: OccRow[] = [];
  const occLocations: { occurrence_id: string; location_id: number }[] = [];
  const occInstructors: { occurrence_id: string; instructor_id: number }[] = [];
  const occRestrictions: { occurrence_id: string; restriction_id: number; criteria: string }[] = [];

  const pushOcc = (
    o: Partial<OccRow> &
      Pick<OccRow, 'venue_id' | 'category_id' | 'booking_type' | 'template_name' | 'starts_at' | 'ends_at'>,
    locations: number[],
    instructorIds: number[] = [],
  ) => {
    const row: OccRow = {
      id: occId(),
      client_id: cid,
      activity_id: null,
      schedule_id: null,
      recurrence_id: null,
      interval_key: null,
      booking_strategy: 'sequential',
      schedule_reference: null,
      template_description: null,
      original_starts_at: o.starts_at,
      original_ends_at: o.ends_at,
      status: 'bookable',
      capacity_strategy: 'shared',
      capacity_maximum: 12,
      capacity_online: 0,
      capacity_foh: 0,
      consumed: 0,
      consumed_online: 0,
      consumed_foh: 0,
      price: null,
      friendly_location_name: null,
      last_bookable_at: o.starts_at,
      waitlist_maximum: null,
      ...o,
    };
    occurrences.push(row);
    for (const l of locations) occLocations.push({ occurrence_id: row.id, location_id: l });
    for (const i of instructorIds) occInstructors.push({ occurrence_id: row.id, instructor_id: i });
    return row;
  };

  interface ActivityDef {
    slug: string;
    name: string;
    category: string;
    booking_type: 'classes' | 'ticketed' | 'resources';
    duration: number;
    price: number | null;
    capacity: number;
    description: string;
    times: string[];
    location: string | string[];
    split?: { online: number; foh: number };
    tickets?: { name: string; pricing: number; attendees?: number }[];
    fromDay: number;
  }
  const courts = ['court1', 'court2', 'court3', 'court4'];
  const activityDefs: ActivityDef[] = [
    {
      slug: 'yoga',
      name: 'Yoga',
      category: 'yoga',
      booking_type: 'classes',
      duration: 60,
      price: 650,
      capacity: 12,
      description: 'A calm, all-levels flow class.',
      times: ['09:30', '18:30'],
      location: 'studio',
      fromDay: -7,
    },
    {
      slug: 'spin',
      name: 'Spin',
      category: 'spin',
      booking_type: 'classes',
      duration: 45,
      price: 700,
      capacity: 12,
      description: 'High-energy indoor cycling.',
      times: ['07:00', '19:00'],
      location: 'spin',
      split: { online: 10, foh: 2 },
      fromDay: -7,
    },
    {
      slug: 'lane-swimming',
      name: 'Lane swimming',
      category: 'lane-swimming',
      booking_type: 'ticketed',
      duration: 120,
      price: null,
      capacity: 30,
      description: 'Lanes for steady swimming: slow, medium and fast.',
      times: ['07:00', '12:00', '18:00'],
      location: 'pool',
      tickets: [
        { name: 'Adult', pricing: pricing.laneAdult },
        { name: 'Junior', pricing: pricing.laneJunior },
      ],
      fromDay: 0,
    },
    {
      slug: 'family-swim',
      name: 'Family swim',
      category: 'family-swim',
      booking_type: 'ticketed',
      duration: 90,
      price: null,
      capacity: 40,
      description: 'Inflatables and fun for the whole family.',
      times: ['10:00', '14:30'],
      location: 'learner',
      tickets: [
        { name: 'Adult', pricing: pricing.familyAdult },
        { name: 'Junior', pricing: pricing.familyJunior },
      ],
      fromDay: 0,
    },
    {
      slug: 'badminton-court-hire',
      name: 'Badminton court hire',
      category: 'badminton-court-hire',
      booking_type: 'resources',
      duration: 60,
      price: 1000,
      capacity: 4,
      description: 'Hire a badminton court for an hour. Rackets available at reception.',
      times: [
        '09:00',
        '10:00',
        '11:00',
        '12:00',
        '13:00',
        '14:00',
        '15:00',
        '16:00',
        '17:00',
        '18:00',
        '19:00',
        '20:00',
      ],
      location: courts,
      fromDay: 0,
    },
  ];
  const venueActivities: Record<string, string[]> = {
    riverside: activityDefs.map((a) => a.slug),
    hilltop: activityDefs.map((a) => a.slug),
    harbour: ['lane-swimming', 'family-swim'],
  };

  // One instructor per venue and class, chosen so that no two of their sessions (classes, courses,
  // camps) overlap: the demo timetable must not show clashes that nobody made.
  const CLASS_INSTRUCTOR: Record<string, number> = {
    'riverside/yoga': 0,
    'riverside/spin': 2,
    'hilltop/yoga': 3,
    'hilltop/spin': 5,
  };
  const activityIds: Record<string, number> = {};
  const fullYoga: OccRow[] = [];
  for (const v of VENUES) {
    for (const def of activityDefs.filter((a) => venueActivities[v.slug]!.includes(a.slug))) {
      const act = await insertOne<{ id: number }>(
        db,
        'activities',
        {
          client_id: cid,
          venue_id: venueIds[v.slug],
          category_id: catIds[def.category],
          slug: def.slug,
          name: def.name,
          description: def.description,
          booking_type: def.booking_type,
          booking_strategy: def.booking_type === 'resources' ? 'overlapping' : 'sequential',
          duration_minutes: def.duration,
          price: def.price,
          capacity: def.capacity,
          tags: def.booking_type === 'classes' ? [{ id: 1, name: 'All levels' }] : [],
        },
        'id',
      );
      activityIds[`${v.slug}/${def.slug}`] = act.id;
      if (def.tickets) {
        await insertMany(
          db,
          'tickets',
          def.tickets.map((t, i) => ({
            activity_id: act.id,
            name: t.name,
            pricing_option_id: t.pricing,
            attendees: t.attendees ?? 1,
            position: i,
          })),
        );
      }
      const recurrence = randomUUID();
      const locationIds = (Array.isArray(def.location) ? def.location : [def.location]).map((k) => locs[v.slug]![k]!);
      for (let day = def.fromDay; day < 28; day++) {
        const date = addDays(today, day);
        for (const t of def.times) {
          const starts = londonTime(date, t);
          const o = pushOcc(
            {
              venue_id: venueIds[v.slug]!,
              category_id: catIds[def.category]!,
              activity_id: act.id,
              recurrence_id: recurrence,
              booking_type: def.booking_type,
              booking_strategy: def.booking_type === 'resources' ? 'overlapping' : 'sequential',
              template_name: def.name,
              template_description: def.description,
              starts_at: starts,
              ends_at: addMinutes(starts, def.duration),
              capacity_strategy: def.split ? 'split' : 'shared',
              capacity_maximum: def.split ? def.split.online + def.split.foh : def.capacity,
              capacity_online: def.split?.online ?? 0,
              capacity_foh: def.split?.foh ?? 0,
              price: def.booking_type === 'ticketed' ? null : def.price,
              interval_key: def.booking_type === 'resources' ? `${date}-${t}` : null,
              waitlist_maximum: def.booking_type === 'classes' ? 5 : null,
              friendly_location_name: def.booking_type === 'resources' ? 'Courts 1 to 4' : null,
            },
            locationIds,
            def.booking_type === 'classes' ? [ins(CLASS_INSTRUCTOR[`${v.slug}/${def.slug}`] ?? 0)] : [],
          );
          // Tomorrow's evening yoga is full (waitlist open); the day after next's morning yoga is cancelled.
          if (def.slug === 'yoga' && v.slug !== 'harbour' && day === 1 && t === '18:30') fullYoga.push(o);
          if (def.slug === 'yoga' && v.slug !== 'harbour' && day === 2 && t === '09:30') o.status = 'cancelled';
        }
      }
    }
  }

  // Restrictions ------------------------------------------------------------------------------------
  const waiver = await insertOne<{ id: number }>(
    db,
    'restrictions',
    { client_id: cid, ...SWIMMING_WAIVER, related_category_id: catIds['swimming-lessons'] },
    'id',
  );
  await insertOne(db, 'restrictions', {
    client_id: cid,
    name: 'Gym induction',
    type: 'pre-purchase-induction',
    terms: '<p>Book and attend a gym induction before using the gym on your own.</p>',
    related_category_id: catIds['fitness-classes'],
  });
  await insertOne(db, 'restrictions', {
    client_id: cid,
    name: 'Camp consent form',
    type: 'enhanced-pre-waiver',
    terms: '<p>I consent to my child taking part in camp activities, including off-site walks.</p>',
    related_category_id: catIds.camps,
  });

  // Courses and camps -------------------------------------------------------------------------------
  interface ScheduleDef {
    slug: string;
    kind: 'course' | 'camp';
    name: string;
    description: string;
    category: string;
    firstDay: number;
    weeks: number; // courses: weekly sessions; camps: consecutive days = sessions
    sessions: number;
    daily?: boolean;
    time: string;
    minutes: number;
    price: number;
    pro_rata?: boolean;
    after_start?: boolean;
    capacity: number;
    location: string;
    instructor: number;
    min_age?: number;
    max_age?: number;
    full?: boolean;
    waitlist?: number;
    waiver?: boolean;
    questions?: {
      title: string;
      description: string | null;
      items: { question: string; type: string; required: boolean; options?: string[] }[];
    };
  }
  const schedules: ScheduleDef[] = [
    {
      slug: 'swimming-lessons-stage-1',
      kind: 'course',
      name: 'Swimming lessons: stage 1',
      category: 'swimming-lessons',
      description: 'Ten weekly lessons for beginners: water confidence, floating and first strokes.',
      firstDay: 5,
      weeks: 10,
      sessions: 10,
      time: '17:00',
      minutes: 45,
      price: 8500,
      capacity: 10,
      location: 'learner',
      instructor: 0,
      min_age: 5,
      max_age: 12,
      waiver: true,
      questions: {
        title: 'About the swimmer',
        description: 'Help our instructors prepare for the first lesson.',
        items: [
          {
            question: 'Swimming ability',
            type: 'select',
            required: true,
            options: ['Non-swimmer', 'Can swim 5 metres', 'Can swim 10 metres', 'Can swim 25 metres'],
          },
          { question: 'Medical information', type: 'long_text', required: true },
        ],
      },
    },
    {
      slug: 'adult-tennis-beginners',
      kind: 'course',
      name: 'Adult tennis for beginners',
      category: 'tennis',
      description:
        'Eight weekly coached sessions for adults new to tennis. Join late and pay only for the sessions left.',
      firstDay: -14,
      weeks: 8,
      sessions: 8,
      time: '19:00',
      minutes: 60,
      price: 9600,
      pro_rata: true,
      after_start: true,
      capacity: 12,
      location: 'tennis',
      instructor: 1,
    },
    {
      slug: 'junior-gymnastics',
      kind: 'course',
      name: 'Junior gymnastics',
      category: 'gymnastics',
      description: 'A ten-week term of gymnastics for ages 6 to 11.',
      firstDay: -7,
      weeks: 10,
      sessions: 10,
      time: '16:30',
      minutes: 60,
      price: 7000,
      after_start: false,
      capacity: 15,
      location: 'gym',
      instructor: 2,
      min_age: 6,
      max_age: 11,
    },
    {
      slug: 'pilates-foundations',
      kind: 'course',
      name: 'Pilates foundations',
      category: 'pilates',
      description: 'Six weeks of mat pilates fundamentals. Fully booked: join the waitlist.',
      firstDay: 3,
      weeks: 6,
      sessions: 6,
      time: '12:15',
      minutes: 50,
      price: 6000,
      capacity: 8,
      location: 'studio',
      instructor: 3,
      full: true,
      waitlist: 10,
    },
    {
      slug: 'summer-multi-sport-camp',
      kind: 'camp',
      name: 'Summer multi-sport camp',
      category: 'multi-sport-camps',
      description: 'Five days of football, dodgeball, swimming and games for ages 6 to 12.',
      firstDay: 21,
      weeks: 1,
      sessions: 5,
      daily: true,
      time: '09:00',
      minutes: 360,
      price: 12500,
      capacity: 20,
      location: 'hall',
      instructor: 4,
      min_age: 6,
      max_age: 12,
      questions: {
        title: 'Camper details',
        description: null,
        items: [
          { question: 'Emergency contact name and phone', type: 'text', required: true },
          {
            question: 'T-shirt size',
            type: 'select',
            required: true,
            options: ['Age 5-6', 'Age 7-8', 'Age 9-11', 'Age 12-13'],
          },
          { question: 'Dietary requirements', type: 'long_text', required: false },
          { question: 'Photo consent', type: 'checkbox', required: false },
        ],
      },
    },
    {
      slug: 'easter-football-camp',
      kind: 'camp',
      name: 'Easter football camp',
      category: 'football-camps',
      description: 'Four days of football coaching for ages 7 to 14.',
      firstDay: 10,
      weeks: 1,
      sessions: 4,
      daily: true,
      time: '10:00',
      minutes: 300,
      price: 8000,
      capacity: 16,
      location: 'hall',
      instructor: 5,
      min_age: 7,
      max_age: 14,
    },
  ];

  const scheduleIds: Record<string, string> = {};
  const scheduleOccs: Record<string, OccRow[]> = {};
  for (const s of schedules) {
    const id = randomUUID();
    scheduleIds[s.slug] = id;
    const bookingType = s.kind === 'course' ? 'courses' : 'camps';
    const dates = Array.from({ length: s.sessions }, (_, i) => addDays(today, s.firstDay + (s.daily ? i : i * 7)));
    const first = londonTime(dates[0]!, s.time);
    const last = addMinutes(londonTime(dates[dates.length - 1]!, s.time), s.minutes);
    await insertOne(
      db,
      'schedules',
      {
        id,
        client_id: cid,
        venue_id: riverside,
        category_id: catIds[s.category],
        kind: s.kind,
        slug: s.slug,
        reference: s.slug.toUpperCase(),
        name: s.name,
        description: s.description,
        duration_in_weeks: s.weeks,
        starts_at: first,
        ends_at: last,
        price: s.price,
        pro_rata: s.pro_rata ?? false,
        allow_customer_book_course_after_start: s.after_start ?? false,
        capacity: s.capacity,
        min_age: s.min_age ?? null,
        max_age: s.max_age ?? null,
        first_bookable_at: addMinutes(now, -60 * 24 * 30),
        waitlist_maximum: s.waitlist ?? null,
      },
      'id',
    );
    await insertOne(db, 'schedule_instructors', { schedule_id: id, instructor_id: ins(s.instructor) });
    if (s.waiver)
      await insertOne(db, 'schedule_restrictions', { schedule_id: id, restriction_id: waiver.id, criteria: 'all' });
    if (s.questions) {
      const section = await insertOne<{ id: number }>(
        db,
        'custom_question_sections',
        { schedule_id: id, title: s.questions.title, description: s.questions.description, position: 0 },
        'id',
      );
      for (const [qi, q] of s.questions.items.entries()) {
        const question = await insertOne<{ id: number }>(
          db,
          'custom_questions',
          { section_id: section.id, question: q.question, type: q.type, required: q.required, position: qi },
          'id',
        );
        if (q.options)
          await insertMany(
            db,
            'custom_question_options',
            q.options.map((value, oi) => ({ question_id: question.id, value, position: oi })),
          );
      }
    }
    const recurrence = randomUUID();
    scheduleOccs[s.slug] = dates.map((date) => {
      const starts = londonTime(date, s.time);
      const o = pushOcc(
        {
          venue_id: riverside,
          category_id: catIds[s.category]!,
          schedule_id: id,
          recurrence_id: recurrence,
          booking_type: bookingType,
          schedule_reference: s.slug.toUpperCase(),
          template_name: s.name,
          template_description: s.description,
          starts_at: starts,
          ends_at: addMinutes(starts, s.minutes),
          capacity_maximum: s.capacity,
          consumed: 0,
          last_bookable_at: null,
          waitlist_maximum: s.waitlist ?? null,
        },
        [locs.riverside![s.location]!],
        [ins(s.instructor)],
      );
      if (s.waiver) occRestrictions.push({ occurrence_id: o.id, restriction_id: waiver.id, criteria: 'all' });
      return o;
    });
  }

  await insertMany(db, 'occurrences', occurrences as unknown as Record<string, unknown>[]);
  await insertMany(db, 'occurrence_locations', occLocations);
  await insertMany(db, 'occurrence_instructors', occInstructors);
  await insertMany(db, 'occurrence_restrictions', occRestrictions);

  // Bookings that make the full things full ---------------------------------------------------------
  const bookingRows: Record<string, unknown>[] = [];
  for (const o of fullYoga) {
    for (const u of fillers.slice(0, o.capacity_maximum)) {
      bookingRows.push({
        user_id: u,
        booked_by_user_id: u,
        occurrence_id: o.id,
        status: 'settled',
        booking_type: 'classes',
        price: o.price,
        channel: 'online',
        created_at: addMinutes(now, -60 * 24 * 3),
      });
    }
  }
  await insertMany(db, 'bookings', bookingRows);
  for (const o of fullYoga) await db.query('UPDATE occurrences SET consumed = capacity_maximum WHERE id = $1', [o.id]);

  const pilates = schedules.find((s) => s.full)!;
  for (const u of fillers.slice(0, pilates.capacity)) {
    const bundle = await insertOne<{ id: number }>(
      db,
      'booking_bundles',
      {
        user_id: u,
        schedule_id: scheduleIds[pilates.slug],
        status: 'settled',
        booking_type: 'courses',
        total_price: pilates.price,
      },
      'id',
    );
    await insertMany(
      db,
      'bookings',
      scheduleOccs[pilates.slug]!.map((o) => ({
        user_id: u,
        booked_by_user_id: u,
        occurrence_id: o.id,
        bundle_id: bundle.id,
        status: 'settled',
        booking_type: 'courses',
        price: Math.round(pilates.price / pilates.sessions),
        channel: 'online',
      })),
    );
  }
  await db.query('UPDATE occurrences SET consumed = capacity_maximum WHERE schedule_id = $1', [
    scheduleIds[pilates.slug],
  ]);

  // Alex's history: two paid orders, past and upcoming class bookings ------------------------------
  const riversideOcc = (slug: string, day: number, time: string) => {
    const start = londonTime(addDays(today, day), time).getTime();
    return occurrences.find(
      (o) => o.activity_id === activityIds[`riverside/${slug}`] && o.starts_at.getTime() === start,
    )!;
  };
  const alexBookings: { occ: OccRow; attended: boolean | null; daysAgo: number }[] = [
    { occ: riversideOcc('yoga', -5, '18:30'), attended: true, daysAgo: 8 },
    { occ: riversideOcc('spin', -2, '07:00'), attended: false, daysAgo: 8 },
    { occ: riversideOcc('yoga', 3, '18:30'), attended: null, daysAgo: 2 },
    { occ: riversideOcc('spin', 6, '19:00'), attended: null, daysAgo: 2 },
  ];
  for (const [group, items] of [
    [8, alexBookings.filter((b) => b.daysAgo === 8)],
    [2, alexBookings.filter((b) => b.daysAgo === 2)],
  ] as const) {
    const created = addMinutes(now, -60 * 24 * group);
    const total = items.reduce((s, b) => s + (b.occ.price ?? 0), 0);
    const order = await insertOne<{ id: number }>(
      db,
      'orders',
      {
        client_id: cid,
        user_id: alex,
        cart_source: 'activity-booking',
        source: 'online',
        status: 'success',
        total,
        balance: 0,
        created_at: created,
      },
      'id',
    );
    for (const b of items) {
      const booking = await insertOne<{ id: number }>(
        db,
        'bookings',
        {
          user_id: alex,
          booked_by_user_id: alex,
          occurrence_id: b.occ.id,
          order_id: order.id,
          status: 'settled',
          booking_type: 'classes',
          price: b.occ.price,
          channel: 'online',
          attended: b.attended,
          created_at: created,
        },
        'id',
      );
      await insertOne(db, 'order_line_items', {
        order_id: order.id,
        name: b.occ.template_name,
        summary: lineSummary({
          date: londonDate(b.occ.starts_at),
          starts_at: { local: localText(b.occ.starts_at) },
          venue_name: 'Riverside Leisure Centre',
        }),
        purchasable_type: 'av2Booking',
        purchasable_id: String(booking.id),
        price: b.occ.price,
        created_at: created,
      });
      const col = b.occ.capacity_strategy === 'split' ? 'consumed_online = consumed_online + 1, ' : '';
      await db.query(`UPDATE occurrences SET ${col}consumed = consumed + 1 WHERE id = $1`, [b.occ.id]);
    }
    await insertOne(db, 'payments', { order_id: order.id, tender_type: 'card', amount: total, created_at: created });
  }
  // The Anytime membership was bought online a month ago.
  const mOrder = await insertOne<{ id: number }>(
    db,
    'orders',
    {
      client_id: cid,
      user_id: alex,
      cart_source: 'online-joining',
      source: 'online',
      status: 'success',
      total: 3499 + 1500,
      balance: 0,
      created_at: addMinutes(now, -60 * 24 * 30),
    },
    'id',
  );
  await insertMany(db, 'order_line_items', [
    {
      order_id: mOrder.id,
      name: 'Anytime',
      summary: 'Monthly membership',
      purchasable_type: 'membership',
      purchasable_id: String(membershipIds.anytime),
      price: 3499,
    },
    {
      order_id: mOrder.id,
      name: 'Joining fee',
      summary: 'Anytime membership joining fee',
      purchasable_type: 'collectableFee',
      purchasable_id: String(membershipIds.anytime),
      price: 1500,
    },
  ]);
  await insertOne(db, 'payments', { order_id: mOrder.id, tender_type: 'card', amount: 4999 });
  await seedCampExtras(db, now);
  await seedTypeExtras(db, now);
  await seedJoiningExtras(db, cid, now);
  await seedClassExtras(db, now);
}
