import type { ErrorRequestHandler } from 'express';
import { ZodError } from 'zod';
import { isDatabaseUnavailable, isUnstorableText, withoutQueryParameters } from '../db/database-errors';
import { HttpError } from '../errors';

/** body-parser errors carry a `type`; they are the client's fault, never a 500. */
const BODY_PARSER_ERRORS: Record<string, { status: number; message: string }> = {
  'entity.parse.failed': { status: 400, message: 'Malformed JSON body' },
  'entity.too.large': { status: 413, message: 'Request body is too large (limit 100 kB)' },
  'encoding.unsupported': { status: 415, message: 'Unsupported content encoding' },
  'charset.unsupported': { status: 415, message: 'Unsupported charset' },
  'request.aborted': { status: 400, message: 'Request aborted' },
  'request.size.invalid': { status: 400, message: 'Request size did not match Content-Length' },
};

/** The one place errors become responses: `status` + `{ message }` (+ details such as zod issues). */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);

  if (error instanceof HttpError) {
    return void res.status(error.status).json({ message: error.message, ...error.details });
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map(({ path, message, code }) => ({ path, message, code }));
    return void res.status(400).json({ message: issues[0]?.message ?? 'Invalid request', issues });
  }
  const bodyError = typeof error?.type === 'string' ? BODY_PARSER_ERRORS[error.type] : undefined;
  if (bodyError) return void res.status(bodyError.status).json({ message: bodyError.message });

  // Client errors raised by Express itself or serve-static (http-errors: bad URI encoding, range, ...).
  const status = typeof error?.status === 'number' ? error.status : undefined;
  if (status && status >= 400 && status < 500 && error.expose !== false) {
    return void res.status(status).json({ message: typeof error.message === 'string' ? error.message : 'Bad request' });
  }
  // A NUL character (or other text PostgreSQL refuses) in an id, a query or a body field.
  if (isUnstorableText(error)) return void res.status(400).json({ message: 'Invalid characters in the request' });
  if (isDatabaseUnavailable(error)) {
    req.log?.error({ err: withoutQueryParameters(error) }, 'database unavailable');
    return void res.status(503).json({ message: 'Service temporarily unavailable' });
  }
  // req.log (request-logger.ts) tags this line with the request id, which is also sent back as X-Request-Id.
  req.log?.error({ err: withoutQueryParameters(error) }, 'unexpected error');
  res.status(500).json({ message: 'Internal server error' });
};
