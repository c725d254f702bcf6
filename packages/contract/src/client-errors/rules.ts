// Errors a browser of the app reports about itself (CLIENT_ERROR): what it may send, and how much.

/** Where the error came from: window 'error', 'unhandledrejection', or a page that failed to render. */
export const ClientErrorKind = {
  ERROR: 'error',
  UNHANDLED_REJECTION: 'unhandledrejection',
  RENDER: 'render',
} as const;
export type ClientErrorKindValue = (typeof ClientErrorKind)[keyof typeof ClientErrorKind];
export const CLIENT_ERROR_KINDS = Object.values(ClientErrorKind);

/** Characters of each field; the browser trims to these before sending, the server refuses more. */
export const ClientErrorLimit = {
  MESSAGE_MAX: 500,
  STACK_MAX: 4000,
  ROUTE_MAX: 200,
  APP_VERSION_MAX: 60,
} as const;
