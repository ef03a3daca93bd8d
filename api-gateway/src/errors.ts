/**
 * Every expected failure is an HttpError; the one error middleware (middleware/error-handler.ts) turns
 * it into `status` + `{ message }`. Anything else becomes a logged 500.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra JSON fields sent with the message (e.g. zod issues). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadRequestError extends HttpError {
  constructor(message = 'Bad request', details?: Record<string, unknown>) {
    super(400, message, details);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Unauthorized') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message = 'Request body is too large') {
    super(413, message);
  }
}

export class UnsupportedMediaTypeError extends HttpError {
  constructor(message = 'Content-Type must be application/json') {
    super(415, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(message = 'Too many requests. Please try again later.') {
    super(429, message);
  }
}

export class ServiceUnavailableError extends HttpError {
  constructor(message = 'Service temporarily unavailable') {
    super(503, message);
  }
}
