// `ufo` in the embed bundles: the two functions ofetch imports. The API client builds its own addresses
// (packages/core/src/api/url.ts) and passes ofetch neither baseURL nor query, so these run only if a later
// caller does; they answer as ufo does for an absolute path and plain parameters (url.test.ts).
// Core's url module itself, not its runtime barrel: the barrel imports the API client, which imports
// ofetch, which imports this file.
import { joinBase, withQueryString } from '@venue/core/url';

export const withBase = (input, base) => joinBase(base, input);
export const withQuery = (input, query) => withQueryString(input, query);
