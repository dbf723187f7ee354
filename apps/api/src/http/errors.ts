/**
 * Every failure becomes a JSON answer `{ detail, errors? }`. Client mistakes get a 4xx that names the
 * problem; anything unexpected is logged and answers a bare 500, never a stack trace.
 */
import { STATUS_CODES } from 'node:http';
import { GTIN_PATTERN, GTIN_SHAPE_MESSAGE, INDIAN_MOBILE_MESSAGE, PINCODE_MESSAGE } from '@shop/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, RateLimitedError, ServiceUnavailableError, UnauthorizedError, type FieldErrors } from '../errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { OTP } from '../accounts';
import { DATE_YEARS } from './contract';
import { PaymentProviderError } from '../payments';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const BLANK = 'This field may not be blank.';

/** What a value refused by one of the contract's `pattern`s is told; any other pattern names itself. */
export const PATTERN_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['\\S', BLANK],
  ['^\\s*[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+\\s*$', 'Enter a valid email address.'],
  ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', 'Enter a valid email address.'],
  ['^[\\s-]*(\\+[\\s-]*9[\\s-]*1|9[\\s-]*1|0)?[\\s-]*[6-9]([\\s-]*[0-9]){9}[\\s-]*$', INDIAN_MOBILE_MESSAGE],
  ['^\\s*[1-9](\\s*[0-9]){5}\\s*$', PINCODE_MESSAGE],
  ['^[0-9]{6}$', `Enter the ${OTP.digits}-digit code we sent you.`],
  [GTIN_PATTERN.source, GTIN_SHAPE_MESSAGE],
]);

const DATABASE_UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandler(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof InvalidInputError) {
      return reply.code(400).send({ detail: error.detail, errors: error.fieldErrors });
    }
    if (error instanceof NotFoundError) {
      return reply.code(404).send({ detail: error.detail });
    }
    if (error instanceof UnauthorizedError) {
      // RFC 9110 wants a challenge on every 401; the API's only scheme is a bearer token.
      void reply.code(401).header('www-authenticate', 'Bearer');
      return reply.send(error.fieldErrors ? { detail: error.detail, errors: error.fieldErrors } : { detail: error.detail });
    }
    if (error instanceof ForbiddenError) {
      return reply.code(403).send(error.fieldErrors ? { detail: error.detail, errors: error.fieldErrors } : { detail: error.detail });
    }
    if (error instanceof ConflictError) {
      return reply.code(409).send({ detail: error.detail, ...(error.fieldErrors ? { errors: error.fieldErrors } : {}), ...error.more });
    }
    if (error instanceof PaymentProviderError) {
      // What the provider said stays in the log; the shopper is told to try again.
      request.log.warn({ err: error.message }, 'Payment provider failed');
      return reply.code(502).send({ detail: error.detail });
    }
    if (error instanceof ServiceUnavailableError) {
      if (error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(503).send(error.fieldErrors ? { detail: error.detail, errors: error.fieldErrors } : { detail: error.detail });
    }
    if (error instanceof RateLimitedError) {
      return reply.code(429).header('retry-after', String(error.retryAfterSeconds)).send({ detail: error.detail });
    }
    if (error.validation) {
      return reply.code(400).send({ detail: 'Invalid request.', errors: fieldErrorsFromAjv(error.validation as AjvError[]) });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send({ detail: 'Malformed JSON body.' });
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ detail: 'The request body is empty; send a JSON object.' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ detail: `The request body is larger than the limit of ${bodyLimitBytes} bytes.` });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ detail: 'Unsupported content type; send application/json.' });
    }
    if (isDatabaseUnavailable(error)) {
      // The pool reconnects by itself once the database is back; the cut-off transaction rolled back.
      request.log.warn({ err: error }, 'Database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({ detail: DATABASE_UNAVAILABLE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, statusCode: status }, 'Client error');
      return reply.code(status).send({ detail: `${STATUS_CODES[status] ?? 'Bad request'}.` });
    }
    // The error, not the request body, is logged: bodies may hold personal data.
    request.log.error({ err: error }, 'Unexpected error');
    return reply.code(500).send({ detail: 'Internal server error.' });
  });
}

/** Errors the router raises before any route runs (Fastify's `frameworkErrors` option), in the same shape. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      void reply.code(400).send({ detail: 'Malformed URL.' });
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void reply.code(414).send({ detail: 'The URL is too long.' });
      return;
    default:
      request.log.error({ err: error }, 'Router error');
      void reply.code(500).send({ detail: 'Internal server error.' });
  }
}

/** Turns Ajv's findings into field -> messages, worded like the legacy API's field errors. */
function fieldErrorsFromAjv(errors: readonly AjvError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    const field = fieldOf(error);
    const message = messageOf(error);
    const messages = (fields[field] ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  // A blank field is told only that: its other findings (not an e-mail address, say) follow from it.
  for (const [field, messages] of Object.entries(fields)) if (messages.includes(BLANK)) fields[field] = [BLANK];
  return fields;
}

function fieldOf(error: AjvError): string {
  const segments = error.instancePath.split('/').slice(1).map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required' && typeof error.params.missingProperty === 'string') segments.push(error.params.missingProperty);
  return segments.length === 0 ? 'non_field_errors' : segments.join('.');
}

function messageOf(error: AjvError): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'type':
      return typeMessage(String(params.type), error.instancePath === '');
    case 'maxLength':
      return `Ensure this field has no more than ${String(params.limit)} characters.`;
    case 'minLength':
      return params.limit === 1 ? BLANK : `Ensure this field has at least ${String(params.limit)} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(params.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(params.limit)}.`;
    case 'maxItems':
      return `Ensure this field has no more than ${String(params.limit)} elements.`;
    case 'minItems':
      return `Ensure this field has at least ${String(params.limit)} elements.`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}.`;
    case 'format':
      if (params.format === 'email') return 'Enter a valid email address.';
      if (params.format === 'date' || params.format === 'date-time') return `Enter a valid ${params.format} in the years ${DATE_YEARS.first} to ${DATE_YEARS.last}.`;
      return `Enter a valid ${String(params.format)}.`;
    case 'pattern':
      return PATTERN_MESSAGES.get(String(params.pattern)) ?? `Invalid value${error.message ? `: ${error.message}` : ''}.`;
    case 'additionalProperties':
      return `Unexpected field: ${String(params.additionalProperty)}.`;
    default:
      return `Invalid value${error.message ? `: ${error.message}` : ''}.`;
  }
}

function typeMessage(type: string, wholeBody: boolean): string {
  if (wholeBody) return 'Invalid data. Expected a JSON object.';
  if (type.includes('integer')) return 'A valid integer is required.';
  if (type.includes('number')) return 'A valid number is required.';
  if (type.includes('boolean')) return 'Must be a valid boolean.';
  if (type.includes('array')) return 'Expected a list of items.';
  if (type.includes('object')) return 'Expected an object.';
  return 'Not a valid string.';
}
