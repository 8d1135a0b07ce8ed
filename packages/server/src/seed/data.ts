// The fixed demo data of ../shared/design/demo-data.md. Slugs, e-mails, passwords are relied on by tests.

export const DEMO_PASSWORD = 'Password123!';
export const CLIENT_DOMAIN = 'riverside-leisure';

/** The spec's default theme (flows §3). */
export const CLIENT_THEME = {
  theme_app_primary_colour: '#8C59F8',
  theme_app_secondary_colour1: '#3E2DAC',
  theme_app_secondary_colour2: null,
  theme_app_header_bg_colour: '#262731',
  theme_app_dark_bg_colour: null,
  header_primary_colour: null,
  theme_app_logo: null,
  theme_app_body_font_style: 'roboto',
  theme_app_heading_font_style: 'garage_gothic',
  theme_app_secondary_button_style: 'solid',
} as const;

export const HILLTOP_THEME = {
  ...CLIENT_THEME,
  theme_app_primary_colour: '#1B8A5A',
  theme_app_secondary_colour1: '#14633F',
  theme_app_heading_font_style: 'open_sans',
} as const;

export const CLIENT = {
  name: 'Riverside Leisure Trust',
  domain: CLIENT_DOMAIN,
  currency: 'GBP',
  currency_symbol: '£',
  settings: {
    maintenance: false,
    paid_booking_enabled: true,
    online_joining_enabled: true,
    online_guest_passes_enabled: true,
    payment_provider: 'sandbox',
    terms_url: 'https://example.com/terms',
    checkout_terms_html:
      '<p>By paying you agree to the <a href="https://example.com/terms">terms and conditions</a> of Riverside Leisure Trust.</p>',
  },
};

const footer = (name: string, address: string, phone: string) =>
  `<div class="venue-footer"><h3>${name}</h3><p>${address}</p><p>Telephone: <a href="tel:${phone.replace(/\s/g, '')}">${phone}</a></p>` +
  `<ul><li><a href="https://example.com/accessibility">Accessibility</a></li><li><a href="https://example.com/privacy">Privacy notice</a></li></ul>` +
  `<p>&copy; Riverside Leisure Trust. Registered charity no. 1100000.</p></div>`;

export interface VenueSeed {
  slug: string;
  name: string;
  address1: string;
  address2: string | null;
  town: string;
  area: string;
  postcode: string;
  latitude: number;
  longitude: number;
  opening_times: string;
  footer_html: string;
  theme: Record<string, unknown> | null;
  /** Days relative to today. */
  migrationOffsetDays: number;
  online_guest_passes_enabled: boolean;
}

export const VENUES: VenueSeed[] = [
  {
    slug: 'riverside',
    name: 'Riverside Leisure Centre',
    address1: '12 Riverside Way',
    address2: 'Castlefield',
    town: 'Manchester',
    area: 'Greater Manchester',
    postcode: 'M3 4LZ',
    latitude: 53.4808,
    longitude: -2.2426,
    opening_times: 'Mo-Fr 06:30-22:00; Sa,Su 07:00-21:00',
    footer_html: footer(
      'Riverside Leisure Centre',
      '12 Riverside Way, Castlefield, Manchester M3 4LZ',
      '0161 496 0000',
    ),
    theme: null,
    migrationOffsetDays: -60,
    online_guest_passes_enabled: true,
  },
  {
    slug: 'hilltop',
    name: 'Hilltop Sports Hub',
    address1: '3 Hilltop Road',
    address2: null,
    town: 'Leeds',
    area: 'West Yorkshire',
    postcode: 'LS1 4AP',
    latitude: 53.8008,
    longitude: -1.5491,
    opening_times: 'Mo-Fr 06:00-22:00; Sa,Su 07:00-21:30',
    footer_html: footer('Hilltop Sports Hub', '3 Hilltop Road, Leeds LS1 4AP', '0113 496 0000'),
    theme: { ...HILLTOP_THEME },
    migrationOffsetDays: 7,
    online_guest_passes_enabled: false,
  },
  {
    slug: 'harbour',
    name: 'Harbour Pool',
    address1: '1 Harbour Quay',
    address2: 'Southwark',
    town: 'London',
    area: 'Greater London',
    postcode: 'SE1 9SG',
    latitude: 51.5072,
    longitude: -0.1276,
    opening_times: 'Mo-Su 06:00-22:00',
    footer_html: footer('Harbour Pool', '1 Harbour Quay, Southwark, London SE1 9SG', '020 7946 0000'),
    theme: null,
    migrationOffsetDays: -60,
    online_guest_passes_enabled: false,
  },
];

export interface CategorySeed {
  slug: string;
  name: string;
  parent: string | null;
  booking_type: 'ticketed' | 'resources' | 'classes' | 'courses' | 'camps' | null;
  v1_type?: 'class_templates' | 'ad_hoc_templates' | 'fast_ticket_templates';
  v2_type?: 'classes' | 'resources' | 'ticketed';
  allocation_strategy?: string;
  venues: string[];
}

const RH = ['riverside', 'hilltop'];
const ALL = ['riverside', 'hilltop', 'harbour'];
export const CATEGORIES: CategorySeed[] = [
  { slug: 'fitness-classes', name: 'Fitness classes', parent: null, booking_type: null, venues: RH },
  {
    slug: 'yoga',
    name: 'Yoga',
    parent: 'fitness-classes',
    booking_type: 'classes',
    v1_type: 'class_templates',
    v2_type: 'classes',
    venues: RH,
  },
  {
    slug: 'spin',
    name: 'Spin',
    parent: 'fitness-classes',
    booking_type: 'classes',
    v1_type: 'class_templates',
    v2_type: 'classes',
    venues: RH,
  },
  { slug: 'swimming', name: 'Swimming', parent: null, booking_type: null, venues: ALL },
  {
    slug: 'lane-swimming',
    name: 'Lane swimming',
    parent: 'swimming',
    booking_type: 'ticketed',
    v1_type: 'fast_ticket_templates',
    v2_type: 'ticketed',
    venues: ALL,
  },
  {
    slug: 'family-swim',
    name: 'Family swim',
    parent: 'swimming',
    booking_type: 'ticketed',
    v1_type: 'fast_ticket_templates',
    v2_type: 'ticketed',
    venues: ALL,
  },
  { slug: 'racket-sports', name: 'Racket sports', parent: null, booking_type: null, venues: RH },
  {
    slug: 'badminton-court-hire',
    name: 'Badminton court hire',
    parent: 'racket-sports',
    booking_type: 'resources',
    v1_type: 'ad_hoc_templates',
    v2_type: 'resources',
    allocation_strategy: 'customer',
    venues: RH,
  },
  { slug: 'courses', name: 'Courses', parent: null, booking_type: null, venues: RH },
  { slug: 'swimming-lessons', name: 'Swimming lessons', parent: 'courses', booking_type: 'courses', venues: RH },
  { slug: 'tennis', name: 'Tennis', parent: 'courses', booking_type: 'courses', venues: RH },
  { slug: 'gymnastics', name: 'Gymnastics', parent: 'courses', booking_type: 'courses', venues: RH },
  { slug: 'pilates', name: 'Pilates', parent: 'courses', booking_type: 'courses', venues: RH },
  { slug: 'camps', name: 'Camps', parent: null, booking_type: null, venues: RH },
  { slug: 'multi-sport-camps', name: 'Multi-sport camps', parent: 'camps', booking_type: 'camps', venues: RH },
  { slug: 'football-camps', name: 'Football camps', parent: 'camps', booking_type: 'camps', venues: RH },
];

export const MEMBERSHIPS = [
  {
    slug: 'off-peak',
    name: 'Off-peak',
    membership_type: 'adult',
    monthly_price: 2499,
    joining_fee: 1500,
    description: 'Gym, swim and classes before 4pm on weekdays and all weekend.',
  },
  {
    slug: 'anytime',
    name: 'Anytime',
    membership_type: 'adult',
    monthly_price: 3499,
    joining_fee: 1500,
    description: 'Unlimited gym, swim and classes at every venue, any time.',
  },
  {
    slug: 'junior',
    name: 'Junior',
    membership_type: 'junior',
    monthly_price: 1499,
    joining_fee: 1500,
    description: 'Swimming and junior activities for ages 8 to 17.',
  },
];

export const PEOPLE = {
  alex: {
    reference: 'RLT000001',
    email: 'demo@example.com',
    first_name: 'Alex',
    last_name: 'Morgan',
    title: 'Mx',
    phone: '07700 900001',
    date_of_birth: '1988-04-12',
    address1: '5 Canal Street',
    town: 'Manchester',
    postcode: 'M1 3HE',
    country: 'United Kingdom',
  },
  sam: {
    reference: 'RLT000002',
    email: null,
    first_name: 'Sam',
    last_name: 'Morgan',
    date_of_birth: null as string | null,
  },
  jamie: { reference: 'RLT000003', email: 'new@example.com', first_name: 'Jamie', last_name: 'Lee' },
  staff: { reference: 'RLT000004', email: 'staff@example.com', first_name: 'Casey', last_name: 'Staff' },
};

export const SWIMMING_WAIVER = {
  name: 'Swimming lessons waiver',
  type: 'pre-purchase-waiver' as const,
  terms:
    '<h3>Swimming lessons waiver</h3><p>I confirm that the swimmer is fit to take part in swimming lessons and that I have told the instructor about any medical condition.</p>' +
    '<ul><li>Swimmers must arrive 10 minutes before the lesson.</li><li>A parent or carer must stay on site during lessons for swimmers under 8.</li></ul>' +
    '<p>I agree to the <strong>Riverside Leisure Trust</strong> terms for lessons.</p>',
};
