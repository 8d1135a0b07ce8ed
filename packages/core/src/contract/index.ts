// @venue/core/contract: the wire contract's zod schemas, one module per resource. The server validates
// with them and generates /api/openapi.json from them; browser code imports types only (`import type`),
// so zod never reaches a bundle.
export * from './common.ts';
export * from './client.ts';
export * from './theme.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './venues.ts';
export * from './geocode.ts';
export * from './categories.ts';
export * from './scheduling-shared.ts';
export * from './occurrences.ts';
export * from './timetables.ts';
export * from './courses.ts';
export * from './bookings.ts';
export * from './waitlists.ts';
export * from './cart-item-kinds.ts';
export * from './carts.ts';
export * from './checkout.ts';
export * from './calendar.ts';
export * from './user-memberships.ts';
export * from './memberships.ts';
