// Contract schemas, one module per resource. Browser code must use `import type` only.
export * from './common.ts';
export * from './client.ts';
export * from './theme.ts';
export * from './auth.ts';
export * from './users.ts';
export * from './venues.ts';
export * from './geocode.ts';
