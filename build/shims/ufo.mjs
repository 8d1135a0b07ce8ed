// `ufo` in the embed bundles: the two functions ofetch imports. The API client builds its own addresses
// (packages/core/src/api/url.ts) and passes ofetch neither baseURL nor query, so these run only if a later
// caller does; they answer as ufo does for an absolute path and plain parameters (url.test.ts).
// The leaf module itself, not core's runtime barrel: the barrel imports the API client, which imports
// ofetch, which imports this file.
import { joinBase, withQueryString } from '../../packages/core/src/api/url.ts';

export const withBase = (input, base) => joinBase(base, input);
export const withQuery = (input, query) => withQueryString(input, query);
