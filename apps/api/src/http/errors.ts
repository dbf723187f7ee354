/**
 * Every failure becomes a JSON answer `{ code, detail, errors?, error_codes? }`. Client mistakes get a 4xx that
 * names the problem; anything unexpected is logged and answers a bare 500, never a stack trace. `code` and
 * `error_codes` come from the catalogue (error-codes.ts) beside the sentences older clients read.
 */
import { STATUS_CODES } from 'node:http';
import { GTIN_PATTERN, GTIN_SHAPE_MESSAGE, INDIAN_MOBILE_MESSAGE, PINCODE_MESSAGE } from '@shop/rules';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, problem, RateLimitedError, ServiceUnavailableError, ShopError, UnauthorizedError, type ErrorCode, type FieldProblems, type Problem } from '../errors';
import { isDatabaseUnavailable } from '../db/unavailable';
import { OTP } from '../accounts';
import { DATE_YEARS } from './contract';
import { PaymentProviderError } from '../payments';
import { BLANK_MESSAGE, EMAIL_MESSAGE, REQUIRED_MESSAGE, shapeProblem } from '../validation';

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const BLANK = BLANK_MESSAGE;

/** What a value refused by one of the contract's `pattern`s is told; any other pattern names itself. */
export const PATTERN_MESSAGES: ReadonlyMap<string, string> = new Map([
  ['\\S', BLANK],
  ['^\\s*[^\\s@]+@[^\\s@.]+(\\.[^\\s@.]+)+\\s*$', EMAIL_MESSAGE],
  ['^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', EMAIL_MESSAGE],
  ['^[\\s-]*(\\+[\\s-]*9[\\s-]*1|9[\\s-]*1|0)?[\\s-]*[6-9]([\\s-]*[0-9]){9}[\\s-]*$', INDIAN_MOBILE_MESSAGE],
  ['^\\s*[1-9](\\s*[0-9]){5}\\s*$', PINCODE_MESSAGE],
  ['^[0-9]{6}$', `Enter the ${OTP.digits}-digit code we sent you.`],
  [GTIN_PATTERN.source, GTIN_SHAPE_MESSAGE],
]);

const DATABASE_UNAVAILABLE = problem('database_unavailable', 'The shop is briefly unavailable. Please try again in a moment.');
const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandler(app: FastifyInstance, bodyLimitBytes: number): void {
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    if (error instanceof ShopError) return answerShopError(error, reply);
    if (error instanceof PaymentProviderError) {
      // What the provider said stays in the log; the shopper is told to try again.
      request.log.warn({ err: error.message }, 'Payment provider failed');
      return reply.code(502).send(errorBody(problem('payment_provider_unavailable', error.detail)));
    }
    if (error.validation) {
      return reply.code(400).send(errorBody(problem('invalid_input', 'Invalid request.'), fieldErrorsFromAjv(error.validation as AjvError[])));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return reply.code(400).send(errorBody(problem('malformed_json', 'Malformed JSON body.')));
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send(errorBody(problem('empty_body', 'The request body is empty; send a JSON object.')));
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send(errorBody(problem('body_too_large', `The request body is larger than the limit of ${bodyLimitBytes} bytes.`)));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send(errorBody(problem('unsupported_media_type', 'Unsupported content type; send application/json.')));
    }
    if (isDatabaseUnavailable(error)) {
      // The pool reconnects by itself once the database is back; the cut-off transaction rolled back.
      request.log.warn({ err: error }, 'Database unavailable');
      return reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send(errorBody(DATABASE_UNAVAILABLE));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: error.code, statusCode: status }, 'Client error');
      return reply.code(status).send(errorBody(problem(STATUS_CODE_NAMES[status] ?? 'bad_request', `${STATUS_CODES[status] ?? 'Bad request'}.`)));
    }
    // The error, not the request body, is logged: bodies may hold personal data.
    request.log.error({ err: error }, 'Unexpected error');
    return reply.code(500).send(errorBody(INTERNAL_ERROR));
  });
}

const INTERNAL_ERROR = problem('internal_error', 'Internal server error.');

/** The catalogue's names of the statuses Fastify itself answers with (a route's method not allowed, …). */
const STATUS_CODE_NAMES: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  406: 'not_acceptable',
  413: 'body_too_large',
  415: 'unsupported_media_type',
};

/** Each kind of error with its status, looked up by kind, so a narrower error answers as the kind it is. */
const STATUS_OF: readonly [abstract new (...args: never[]) => ShopError, number][] = [
  [InvalidInputError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [RateLimitedError, 429],
  [ServiceUnavailableError, 503],
];

function answerShopError(error: ShopError, reply: FastifyReply): FastifyReply {
  const status = STATUS_OF.find(([kind]) => error instanceof kind)?.[1] ?? 400;
  // RFC 9110 wants a challenge on every 401; the API's only scheme is a bearer token.
  if (error instanceof UnauthorizedError) void reply.header('www-authenticate', 'Bearer');
  if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
  if (error instanceof ServiceUnavailableError && error.retryAfterSeconds !== undefined) void reply.header('retry-after', String(error.retryAfterSeconds));
  const body = errorBody({ code: error.code, message: error.detail }, error.problems);
  return reply.code(status).send(error instanceof ConflictError ? { ...body, ...error.more } : body);
}

/** The contract's `Error` body: the detail with its code, and each field's messages with their codes in the same order. */
export function errorBody(detail: Problem, problems?: FieldProblems): ErrorAnswer {
  if (!problems) return { code: detail.code, detail: detail.message };
  const fields = Object.entries(problems);
  return {
    code: detail.code,
    detail: detail.message,
    errors: Object.fromEntries(fields.map(([field, list]) => [field, list.map((one) => one.message)])),
    error_codes: Object.fromEntries(fields.map(([field, list]) => [field, list.map((one) => one.code)])),
  };
}

export interface ErrorAnswer {
  code: ErrorCode;
  detail: string;
  errors?: Record<string, string[]>;
  error_codes?: Record<string, ErrorCode[]>;
}

/** Errors the router raises before any route runs (Fastify's `frameworkErrors` option), in the same shape. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      void reply.code(400).send(errorBody(problem('malformed_url', 'Malformed URL.')));
      return;
    case 'FST_ERR_MAX_PARAM_LENGTH':
      void reply.code(414).send(errorBody(problem('url_too_long', 'The URL is too long.')));
      return;
    default:
      request.log.error({ err: error }, 'Router error');
      void reply.code(500).send(errorBody(INTERNAL_ERROR));
  }
}

/** Turns Ajv's findings into field -> problems, worded like the legacy API's field errors. */
function fieldErrorsFromAjv(errors: readonly AjvError[]): FieldProblems {
  const fields: FieldProblems = {};
  for (const error of errors) {
    const field = fieldOf(error);
    const found = shapeProblem(messageOf(error), kindOf(error));
    const problems = (fields[field] ??= []);
    if (!problems.some((each) => each.message === found.message)) problems.push(found);
  }
  // A blank field is told only that: its other findings (not an e-mail address, say) follow from it.
  for (const [field, problems] of Object.entries(fields)) {
    const blank = problems.find((each) => each.message === BLANK);
    if (blank) fields[field] = [blank];
  }
  return fields;
}

/** The code of what kind of finding Ajv's is, for a message that has no code of its own. */
function kindOf(error: AjvError): ErrorCode {
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'type':
      return 'wrong_type';
    case 'maxLength':
      return 'too_long';
    case 'minLength':
      return error.params.limit === 1 ? 'blank' : 'too_short';
    case 'minimum':
    case 'exclusiveMinimum':
      return 'too_small';
    case 'maximum':
    case 'exclusiveMaximum':
      return 'too_large';
    case 'maxItems':
      return 'too_many';
    case 'minItems':
      return 'too_few';
    case 'enum':
    case 'const':
      return 'not_allowed_value';
    case 'format':
      return error.params.format === 'email' ? 'email_invalid' : error.params.format === 'date' || error.params.format === 'date-time' ? 'date_invalid' : 'invalid_format';
    case 'pattern':
      return 'invalid_format';
    case 'additionalProperties':
      return 'unexpected_field';
    default:
      return 'invalid';
  }
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
      return REQUIRED_MESSAGE;
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
      if (params.format === 'email') return EMAIL_MESSAGE;
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
