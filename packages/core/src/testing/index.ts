// @venue/core/testing: helpers for tests of code built on core (a fake API server, a test session, the
// page-wide globals to reset between tests). Never imported by shipped code.
export * from './fake-server.ts';
export * from './session.ts';
export { SESSION_STORE_KEY, API_CLIENT_KEY, SESSION_EVENTS_KEY, readGlobal, writeGlobal } from '../globals.ts';
