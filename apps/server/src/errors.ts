import { AOI_MESSAGES } from '@pantau/domain';
/**
 * The error catalogue: every error the API answers with, once, with its code, HTTP status
 * and message. Messages the spec gives (SPEC §8) are used as written.
 */
export const ERRORS = {
  VALIDATION: { status: 400, message: 'The request is not valid' },
  UNAUTHENTICATED: { status: 401, message: 'Please log in' },
  AUTH_INVALID: { status: 401, message: 'Username or password is wrong, please try again' },
  AUTH_INACTIVE: { status: 403, message: 'Username or password is incorrect' },
  FORBIDDEN: { status: 403, message: 'You do not have access to this' },
  CROSS_ORIGIN: { status: 403, message: 'Requests from another site are refused' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Send writes as application/json (multipart/form-data for uploads)',
  },
  API_ACCESS_DISABLED: { status: 403, message: 'This API user has no access' },
  USERNAME_TAKEN: { status: 409, message: 'Username taken, please use another' },
  REGISTER_USERNAME_USED: { status: 409, message: 'Username Has Already Been Used' },
  API_USERNAME_USED: { status: 409, message: 'username has already been used' },
  OLD_PASSWORD_MISMATCH: { status: 400, message: 'old password did not match' },
  SHARED_ACCOUNT: { status: 403, message: 'A shared account cannot change its profile' },
  PROTECTED_USER: { status: 403, message: 'This account can only be changed by itself' },
  WRONG_PASSWORD: { status: 403, message: 'Wrong Password' },
  SOURCE_NAME_USED: { status: 406, message: 'name has already been used' },
  AOI_NAME_TAKEN: { status: 409, message: AOI_MESSAGES.duplicateName },
  SSO_DISABLED: { status: 404, message: 'Single sign-on is not configured' },
  SSO_FAILED: { status: 401, message: 'Single sign-on failed, please try again' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts, please wait and try again' },
  ROLE_NOT_SERVED: {
    status: 503,
    message: 'This process does not serve the API (PANTAU_ROLES); ask an api process',
  },
  WEB_NOT_BUILT: { status: 503, message: 'The web app is not built; run npm run build' },
  BASEMAP_UNAVAILABLE: { status: 503, message: 'The offline base map land is not available' },
  CHART_NOT_CONFIGURED: { status: 404, message: 'This chart service is not configured' },
  CHART_UPSTREAM: { status: 502, message: 'The chart service did not answer with a tile' },
  INTERNAL: { status: 500, message: 'something went wrong, please try again...' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

/** An error the API shows to its caller as `{ code, message, field? }`. */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly field: string | undefined;

  constructor(code: ErrorCode, opts: { message?: string; field?: string } = {}) {
    super(opts.message ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
    this.field = opts.field;
  }

  toBody(): { code: string; message: string; field?: string } {
    return this.field === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, field: this.field };
  }
}
