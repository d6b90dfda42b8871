import { ErrorBody } from '@pantau/contracts';

/** The error answers every authenticated JSON route may give, for its response schema. */
export const ERROR_RESPONSES = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
} as const;
