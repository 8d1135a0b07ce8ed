// The few common messages the runtime every page loads shows itself (the API client's status texts and
// toast titles, the auth slice's), apart from the rest of the common namespace (common.ts spreads them in):
// the namespace as one object would sit whole in the runtime, 0.7 KB gzip of texts only views show.
export const commonCore = {
  // Status mapping (flows §8, contracts §8)
  notFound: 'Unable to complete request, item not found.',
  unauthorised: 'Unauthorised.',
  serverError: 'Something has gone wrong, please try again.',
  // Generic failure toast (contracts §8; decision C2/G8)
  errorTitle: 'Error',
  validationErrorsTitle: 'Validation errors',
  userSignedOut: 'User signed out',
} as const;
