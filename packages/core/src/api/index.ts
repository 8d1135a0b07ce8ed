export {
  createApiClient,
  MAX_QUERY_RETRIES,
  type ApiClient,
  type ApiConfig,
  type ApiResponse,
  type Method,
  type PageMeta,
  type QueryResult,
  type RequestOptions,
  type ToastRequest,
  type ToastType,
} from './client.ts';
export { configureApi, getApi, isApiConfigured, isCrossOrigin } from './global.ts';
export { ApiError, isApiError, serverMessageOf, statusMessage, type FieldErrors } from './errors.ts';
export { toCamel, toSnake } from './casing.ts';
export { preloadSnakeCasing } from './snakeOutgoing.ts';
export {
  documentCookieJar,
  memoryCookieJar,
  parentCookieDomain,
  tokenCookieName,
  type CookieAttributes,
  type CookieJar,
} from './cookies.ts';
export * as endpoints from './endpoints/index.ts';
export {
  timetableVersion,
  type CourseFilters,
  type BookingListFilters,
  type CreateCustomerInput,
  type OnboardingType,
  type RegisterInput,
  type TimetableRequest,
  type TimetableVersion,
} from './endpoints/index.ts';
