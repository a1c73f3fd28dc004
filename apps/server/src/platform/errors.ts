/** Errors a service throws; one handler in app.ts maps them to the API's error body. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    /** A message key of platform/i18n, translated for the caller's locale. */
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
  }
}

/** A field error: a message key of platform/i18n, with parameters where it has some. */
export type FieldMessage = string | { key: string; params: Record<string, string | number> };

/** 422: field errors, each a list of messages. */
export class ValidationError extends AppError {
  constructor(
    readonly fieldErrors: Record<string, FieldMessage[]>,
    messageKey = 'errors.validation',
    params: Record<string, string | number> = {},
  ) {
    super(422, messageKey, params);
  }
}

/** 400: a body that cannot be read at all, such as multipart data without its boundary. */
export class MalformedBodyError extends AppError {
  constructor() {
    super(400, 'errors.malformed_body');
  }
}

export class UnauthorizedError extends AppError {
  constructor(messageKey = 'errors.unauthenticated') {
    super(401, messageKey);
  }
}

export class ForbiddenError extends AppError {
  constructor(messageKey = 'errors.forbidden') {
    super(403, messageKey);
  }
}

/** 404, also for records of another organization so their existence does not leak. */
export class NotFoundError extends AppError {
  constructor(messageKey = 'errors.not_found') {
    super(404, messageKey);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    messageKey = 'errors.too_many_attempts',
  ) {
    super(429, messageKey, { seconds: retryAfterSeconds, minutes: Math.ceil(retryAfterSeconds / 60) });
  }
}
