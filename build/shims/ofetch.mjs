// `ofetch` in the embed bundles: what the API client takes from it (createFetch, FetchError), straight from
// ofetch's own code. Its entry also makes a default instance behind a global-object probe that may throw,
// so rollup kept that probe in the start-up chunk though nothing calls it (about 0.1 KB gzip).
export { c as createFetch, F as FetchError } from 'ofetch/dist/shared';
