/**
 * The API's configuration: every environment variable is read and validated here, once, at start-up.
 * With nothing set the shop runs as a self-contained demo; real services switch on by variable.
 *
 * Relative paths (DATA_DIR, MEDIA_DIR, STOREFRONT_DIST, STOREFRONT_SERVER_DIST, ADMIN_DIST, STORYBOOK_DIST) are resolved against the
 * working directory, which is `apps/api` when started with `pnpm --filter @shop/api start`.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { findIndianState, PINCODE_PATTERN } from '@shop/rules';
import { z } from 'zod';
import { IN_MEMORY_DATA_DIR } from './db/database';
import { MESSAGE_KINDS, PAYMENT_PROVIDERS, type MessageKind } from './db/tables/values';
import { sellerGstinProblem } from './invoices';
import type { JobSettings } from './jobs';
import type { SellerConfig } from './kernel';
import type { S3Config } from './media';
import type { Msg91Config, WhatsAppConfig } from './messaging';
import { DEFAULT_UNPAID_ORDER_LIMITS, type UnpaidOrderLimits } from './orders';
import type { RazorpayConfig } from './payments';
import type { CourierChoice, ShiprocketConfig } from './shipping';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const text = () => z.string().trim();

const wholeNumber = (min: number, max: number) =>
  text()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));

const urlWithProtocols = (protocols: string[]) =>
  text().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

const email = () => text().pipe(z.email('must be an e-mail address'));

/** `Name <address>` or a bare address, as nodemailer accepts it. */
const mailbox = () =>
  text().refine((value) => /^(?:[^<>]+<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/.test(value), {
    message: 'must be an address like "Shop <shop@example.com>" or "shop@example.com"',
  });

/** One of India's states or union territories, as `findIndianState` reads it ("Tamil Nadu", "Orissa"). */
const indianState = () =>
  text().refine((value) => findIndianState(value) !== undefined, { message: 'must be an Indian state or union territory, e.g. Maharashtra' });

/**
 * The demo seller printed on tax invoices when none is configured. The GSTIN passes the check-character
 * test (so the invoice code runs as in production) but its PAN, DEMOS0000D, is plainly not a real one.
 */
export const DEMO_SELLER = {
  legalName: 'BirdShield India (demo seller)',
  address: '101 Demo Industrial Estate, Andheri East, Mumbai 400069',
  state: 'Maharashtra',
  gstin: '27DEMOS0000D1ZY',
} as const;

/** The demo seller's warehouse (its address above): where the demo carrier's couriers collect. */
const DEMO_PICKUP_PINCODE = '400069';

const CARRIERS = ['shiprocket', 'demo'] as const;
const COURIER_CHOICES = ['cheapest', 'fastest'] as const satisfies readonly CourierChoice[];

/**
 * `false`, a hop count, or the proxies' addresses. `true` is refused: it takes the left-most
 * X-Forwarded-For entry, which the client writes itself, so per-client limits could be dodged at will.
 */
const trustProxy = () =>
  text()
    .refine((value) => value !== 'true', {
      message:
        'must not be true (that trusts an X-Forwarded-For address any client can forge): write the number of proxies in front of the shop (e.g. TRUST_PROXY=1 behind one load balancer) or their addresses (e.g. TRUST_PROXY=10.0.0.0/8)',
    })
    .refine((value) => value === 'true' || value === 'false' || /^\d{1,2}$/.test(value) || value.split(',').every((item) => isProxyAddress(item.trim())), {
      message: 'must be false, a number of proxy hops (e.g. 1), or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, 127.0.0.1)',
    });

/** An IP address, a CIDR range, or one of proxy-addr's names for ranges (loopback, linklocal, uniquelocal). */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** Comma-separated `scheme://host[:port]` origins; a wildcard would undo the allow-list, so it is refused. */
const corsOrigins = () =>
  text().refine((value) => value.split(',').every((item) => isOrigin(item.trim())), {
    message: 'must be a comma-separated list of origins such as https://shop.example.com (scheme, host and port only; no * and no path)',
  });

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** Object storage for uploaded images: the four that must go together, and the two optional ones. */
const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_VARIABLES = [...S3_REQUIRED, 'S3_ENDPOINT', 'S3_PUBLIC_URL'] as const;

/** WhatsApp's Cloud API: the four that must go together (the templates' overrides need them too). */
const WHATSAPP_REQUIRED = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;
/** MSG91: the key is useless without the DLT header and at least one template, as every Indian SMS needs both. */
const MSG91_REQUIRED = ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_TEMPLATES'] as const;

/** A secret sent in an HTTP header. */
const headerValue = () => text().pipe(z.string().regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in an HTTP header)'));

/** How one provider names its templates: `what` in messages, the rule a name follows, and an example pair. */
interface TemplateNaming {
  what: string;
  pattern: RegExp;
  rule: string;
  example: string;
}

const WHATSAPP_TEMPLATE_NAMES: TemplateNaming = {
  what: 'template_name',
  pattern: /^[a-z0-9_]{1,512}$/,
  rule: "lower-case letters, digits and underscores, as WhatsApp's template names are",
  example: 'shipped=order_shipped_v2',
};
const MSG91_TEMPLATE_IDS: TemplateNaming = {
  what: 'dlt_template_id',
  pattern: /^[A-Za-z0-9_-]{1,64}$/,
  rule: "letters, digits, - and _: MSG91's id of the template",
  example: 'order_placed=64f1c0ffee0a1b2c3d4e5f60',
};

/**
 * `order_placed=order_confirmation,shipped=order_shipped`: a template per notification event, and `number_code` for
 * the code that proves a number. Each problem names
 * the pair by its place, never by repeating it.
 */
const templatePerEvent = ({ what, pattern, rule, example }: TemplateNaming) =>
  text().transform((value, ctx) => {
    const templates: Partial<Record<MessageKind, string>> = {};
    value.split(',').forEach((pair, index) => {
      const place = `pair ${index + 1}`;
      const [event = '', template = '', ...rest] = pair.split('=').map((part) => part.trim());
      if (rest.length > 0 || event === '' || template === '') {
        ctx.addIssue({ code: 'custom', message: `must be a comma-separated list of event=${what} pairs, e.g. ${example}; ${place} is not one` });
      } else if (!(MESSAGE_KINDS as readonly string[]).includes(event)) {
        ctx.addIssue({ code: 'custom', message: `names an unknown event in ${place}: the events are ${MESSAGE_KINDS.join(', ')}` });
      } else if (templates[event as MessageKind] !== undefined) {
        ctx.addIssue({ code: 'custom', message: `names the event ${event} twice` });
      } else if (!pattern.test(template)) {
        ctx.addIssue({ code: 'custom', message: `has a ${what} in ${place} that is not one: ${rule}` });
      } else {
        templates[event as MessageKind] = template;
      }
    });
    return templates;
  });

/**
 * The environments the shop knows, read in any case and without surrounding spaces: `Production` is production.
 * Any other word is refused, since a misspelt production would otherwise run without production's guards.
 */
const NODE_ENVIRONMENTS = ['production', 'development', 'test'] as const;
const nodeEnvironment = () =>
  text()
    .toLowerCase()
    .pipe(z.enum(NODE_ENVIRONMENTS, { message: `must be one of ${NODE_ENVIRONMENTS.join(', ')} (in any case); another word would run the shop without production's guards` }));

/** Off (`false`, `0`), or the test clock's own secret, long and printable: whoever holds it may move the shop's time. */
const testClockToken = () =>
  text()
    .refine((value) => value !== 'true' && value !== '1', {
      message: 'must be the test clock’s own secret (at least 32 printable characters, sent as the x-test-clock-token header of PUT /test/clock), not true or 1',
    })
    .transform((value) => (value === 'false' || value === '0' ? undefined : value))
    .pipe(
      z
        .string()
        .min(32, 'must be at least 32 characters long: it is the secret that moves the shop’s time')
        .max(200, 'must be at most 200 characters')
        .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in an HTTP header)')
        .optional(),
    );

const booleanFlag = () =>
  z.enum(['true', 'false', '1', '0'], { message: 'must be true or false' }).transform((value) => value === 'true' || value === '1');

const envSchema = z
  .object({
    PORT: wholeNumber(1, 65535).default(3000),
    HOST: text().pipe(z.string().min(1)).default('0.0.0.0'),
    DATA_DIR: text().default('./data'),
    DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
    SITE_URL: urlWithProtocols(['http:', 'https:']).default('http://localhost:3000'),
    STOREFRONT_DIST: text().default('../storefront/dist'),
    STOREFRONT_SERVER_DIST: text().default('../storefront/dist-server'),
    ADMIN_DIST: text().default('../admin/dist'),
    STORYBOOK_DIST: text().default('../../storybook-static'),
    MEDIA_DIR: text().default('./media'),
    BODY_LIMIT_BYTES: wholeNumber(1024, 10 * 1024 * 1024).default(100 * 1024),
    MEDIA_MAX_BYTES: wholeNumber(1024, 100 * 1024 * 1024).default(8 * 1024 * 1024),
    SHARED_CACHE_RECHECK_MS: wholeNumber(0, 60_000).default(1000),
    S3_BUCKET: text().optional(),
    S3_REGION: text().optional(),
    S3_ENDPOINT: urlWithProtocols(['http:', 'https:']).optional(),
    S3_ACCESS_KEY_ID: text().optional(),
    S3_SECRET_ACCESS_KEY: text().optional(),
    S3_PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
    SEED_DEMO_DATA: booleanFlag().default(true),
    /** Tests only: the secret with which the browser journeys move the shop's clock (shop-clock.ts). */
    SETTABLE_CLOCK: testClockToken().optional(),
    TRUST_PROXY: trustProxy().default('false'),
    CORS_ORIGINS: corsOrigins().optional(),
    CONTACT_MESSAGES_PER_HOUR: wholeNumber(1, 100000).default(10),
    UNPAID_ORDER_HOLD_MINUTES: wholeNumber(5, 24 * 60).default(DEFAULT_UNPAID_ORDER_LIMITS.holdMinutes),
    UNPAID_ORDERS_PER_CUSTOMER: wholeNumber(1, 100).default(DEFAULT_UNPAID_ORDER_LIMITS.ordersPerCustomer),
    UNPAID_UNITS_PER_CUSTOMER: wholeNumber(1, 100000).default(DEFAULT_UNPAID_ORDER_LIMITS.unitsPerCustomer),
    SHOP_NOTIFY_EMAIL: email().default('shop@birdshield.invalid'),
    SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
    MAIL_FROM: mailbox().default('BirdShield India <no-reply@birdshield.invalid>'),
    JWT_SECRET: text().pipe(z.string().min(32, 'must be at least 32 characters long')).optional(),
    RAZORPAY_KEY_ID: text().optional(),
    RAZORPAY_KEY_SECRET: text().optional(),
    RAZORPAY_WEBHOOK_SECRET: text().optional(),
    RAZORPAY_API_URL: urlWithProtocols(['http:', 'https:']).optional(),
    RAZORPAY_TIMEOUT_MS: wholeNumber(100, 60_000).default(10_000),
    PINCODE_LOOKUP_URL: urlWithProtocols(['http:', 'https:']).optional(),
    CARRIER: z.enum(CARRIERS, { message: `must be one of ${CARRIERS.join(', ')}` }).optional(),
    SHIPROCKET_EMAIL: email().optional(),
    SHIPROCKET_PASSWORD: text().optional(),
    SHIPROCKET_API_URL: urlWithProtocols(['http:', 'https:']).default('https://apiv2.shiprocket.in'),
    SHIPROCKET_TIMEOUT_MS: wholeNumber(100, 60_000).default(5000),
    SHIPROCKET_PICKUP_LOCATION: text()
      .pipe(z.string().max(36, 'must be at most 36 characters: the nickname of a pickup address registered in Shiprocket, e.g. Primary'))
      .default('Primary'),
    DEMO_CARRIER_STEP_MINUTES: wholeNumber(1, 24 * 60).default(10),
    PICKUP_PINCODE: text().pipe(z.string().regex(PINCODE_PATTERN, 'must be a 6-digit Indian PIN code')).default(DEMO_PICKUP_PINCODE),
    COURIER_CHOICE: z.enum(COURIER_CHOICES, { message: `must be one of ${COURIER_CHOICES.join(', ')}` }).default('cheapest'),
    // The aggregator sends it back in a header: long enough not to be guessed, printable, and within the header's limit.
    CARRIER_WEBHOOK_TOKEN: text()
      .pipe(z.string().min(16, 'must be at least 16 characters long').max(200, 'must be at most 200 characters'))
      .pipe(z.string().regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces (it travels in an HTTP header)'))
      .optional(),
    TRACKING_PULL_MINUTES: wholeNumber(5, 24 * 60).default(30),
    ABANDONED_CART_HOURS: wholeNumber(1, 7 * 24).default(6),
    WORK_JOBS: booleanFlag().default(true),
    // A scraper sends it as a bearer token: long enough not to be guessed, and within a header's limits.
    METRICS_TOKEN: headerValue().pipe(z.string().min(32, 'must be at least 32 characters long').max(200, 'must be at most 200 characters')).optional(),
    OTEL_EXPORTER_OTLP_ENDPOINT: urlWithProtocols(['http:', 'https:']).optional(),
    OTEL_SERVICE_NAME: text().pipe(z.string().min(1).max(100, 'must be at most 100 characters')).default('birdshield-shop'),
    // pg-boss refuses an expiry of a day or more.
    JOB_TIMEOUT_SECONDS: wholeNumber(1, 23 * 60 * 60).default(10 * 60),
    JOB_RETRY_LIMIT: wholeNumber(0, 20).default(5),
    JOB_RETRY_DELAY_SECONDS: wholeNumber(1, 60 * 60).default(30),
    WHATSAPP_PHONE_NUMBER_ID: text()
      .pipe(z.string().regex(/^\d{1,32}$/, "must be digits: the business number's phone number id from WhatsApp Manager, not the number itself"))
      .optional(),
    WHATSAPP_ACCESS_TOKEN: headerValue().optional(),
    WHATSAPP_APP_SECRET: text().optional(),
    WHATSAPP_VERIFY_TOKEN: text().optional(),
    WHATSAPP_API_URL: urlWithProtocols(['http:', 'https:']).default('https://graph.facebook.com/v21.0'),
    WHATSAPP_TEMPLATE_LANGUAGE: text()
      .pipe(z.string().regex(/^[a-z]{2,3}(?:_[A-Z]{2})?$/, 'must be the language code the templates were approved in, e.g. en, hi or en_US'))
      .default('en'),
    WHATSAPP_TEMPLATES: templatePerEvent(WHATSAPP_TEMPLATE_NAMES).optional(),
    WHATSAPP_TIMEOUT_MS: wholeNumber(100, 60_000).default(10_000),
    MSG91_AUTH_KEY: headerValue().optional(),
    MSG91_SENDER_ID: text()
      .pipe(z.string().regex(/^[A-Za-z]{6}$/, 'must be the six-letter DLT header the SMS templates are registered under, e.g. BRDSHD'))
      .transform((value) => value.toUpperCase())
      .optional(),
    MSG91_TEMPLATES: templatePerEvent(MSG91_TEMPLATE_IDS).optional(),
    MSG91_HINDI_TEMPLATES: templatePerEvent(MSG91_TEMPLATE_IDS).optional(),
    MSG91_API_URL: urlWithProtocols(['http:', 'https:']).default('https://control.msg91.com'),
    MSG91_TIMEOUT_MS: wholeNumber(100, 60_000).default(10_000),
    SELLER_LEGAL_NAME: text().pipe(z.string().min(1).max(200, 'must be at most 200 characters')).default(DEMO_SELLER.legalName),
    SELLER_ADDRESS: text().pipe(z.string().min(1).max(500, 'must be at most 500 characters')).default(DEMO_SELLER.address),
    SELLER_STATE: indianState().default(DEMO_SELLER.state),
    SELLER_GSTIN: text().toUpperCase().default(DEMO_SELLER.gstin),
    /** Only `production` changes anything: it demands what a demo may do without. */
    NODE_ENV: nodeEnvironment().optional(),
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS, { message: `must be one of ${PAYMENT_PROVIDERS.join(', ')}` }).optional(),
    STAFF_EMAILS: text()
      .refine((value) => value.split(',').every((item) => /^[^@\s]+@[^@\s]+$/.test(item.trim())), {
        message: 'must be a comma-separated list of e-mail addresses',
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    // A GSTIN starts with its state's code, so it is checked against SELLER_STATE (valid by now, or reported).
    const sellerState = findIndianState(env.SELLER_STATE);
    const gstinIssue = sellerState ? sellerGstinProblem(env.SELLER_GSTIN, sellerState) : null;
    if (gstinIssue) ctx.addIssue({ code: 'custom', path: ['SELLER_GSTIN'], message: gstinIssue });

    const production = env.NODE_ENV === 'production';
    // A clock anyone can set would let anyone start a sale, or end one early.
    if (production && env.SETTABLE_CLOCK !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['SETTABLE_CLOCK'], message: 'must not be set when NODE_ENV=production: it moves the time the shop’s sales, coupons, reminders and deadlines follow' });
    }
    // A secret kept only in the database lets anyone who can read the database forge sessions, staff ones included.
    if (production && env.JWT_SECRET === undefined) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'must be set when NODE_ENV=production (at least 32 random characters, kept outside the database)' });
    }
    // Without a mail server every mail is printed to the log: sign-in codes, order links and addresses, readable by
    // whoever reads the logs, and no shopper could sign in. A demonstration shop needs one as much as a real one.
    if (production && env.SMTP_URL === undefined) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'must be set when NODE_ENV=production: without it every mail (sign-in codes, order links, addresses) would go to the log instead of its reader' });
    }
    // Razorpay is usable only with both halves of the key; a webhook secret or API URL alone means a typo.
    const razorpayVariables = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'RAZORPAY_API_URL'] as const;
    const anySet = razorpayVariables.some((name) => env[name] !== undefined);
    // The demo provider lets any shopper mark an order paid: it is never chosen by leaving keys out in production.
    if (env.PAYMENT_PROVIDER === 'demo' && anySet) {
      ctx.addIssue({ code: 'custom', path: ['PAYMENT_PROVIDER'], message: 'is demo, but RAZORPAY_* variables are set: choose one provider' });
    }
    if (env.PAYMENT_PROVIDER === 'razorpay' && !anySet) {
      ctx.addIssue({ code: 'custom', path: ['RAZORPAY_KEY_ID'], message: 'and RAZORPAY_KEY_SECRET must be set when PAYMENT_PROVIDER=razorpay' });
    }
    if (production && env.PAYMENT_PROVIDER === undefined && !anySet) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYMENT_PROVIDER'],
        message: 'must be chosen when NODE_ENV=production: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET for real payments, or PAYMENT_PROVIDER=demo for a demonstration shop',
      });
    }
    if (!anySet) return;
    for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET'] as const) {
      if (env[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set together with the other RAZORPAY_* variables (RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go as a pair)',
        });
      }
    }
  })
  .superRefine((env, ctx) => {
    // As with payments: the demo carrier invents delivery dates, so production never falls back to it unasked.
    const shiprocketSet = env.SHIPROCKET_EMAIL !== undefined || env.SHIPROCKET_PASSWORD !== undefined;
    if (shiprocketSet && (env.SHIPROCKET_EMAIL === undefined || env.SHIPROCKET_PASSWORD === undefined)) {
      ctx.addIssue({ code: 'custom', path: [env.SHIPROCKET_EMAIL === undefined ? 'SHIPROCKET_EMAIL' : 'SHIPROCKET_PASSWORD'], message: 'must be set together with the other (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD go as a pair)' });
    }
    if (env.CARRIER === 'demo' && shiprocketSet) {
      ctx.addIssue({ code: 'custom', path: ['CARRIER'], message: 'is demo, but SHIPROCKET_* variables are set: choose one carrier' });
    }
    if (env.CARRIER === 'shiprocket' && !shiprocketSet) {
      ctx.addIssue({ code: 'custom', path: ['SHIPROCKET_EMAIL'], message: 'and SHIPROCKET_PASSWORD must be set when CARRIER=shiprocket' });
    }
    if (env.NODE_ENV === 'production' && env.CARRIER === undefined && !shiprocketSet) {
      ctx.addIssue({
        code: 'custom',
        path: ['CARRIER'],
        message: 'must be chosen when NODE_ENV=production: set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD for real couriers, or CARRIER=demo for a demonstration shop',
      });
    }
  })
  .superRefine((env, ctx) => {
    // Messages are optional everywhere (without them they go to the log, as mail does without SMTP_URL); but one
    // variable of a provider alone means the others were forgotten, and the shop would quietly message nobody.
    const providers = [
      { required: WHATSAPP_REQUIRED, anySet: [...WHATSAPP_REQUIRED, 'WHATSAPP_TEMPLATES' as const].some((name) => env[name] !== undefined), what: 'WhatsApp' },
      { required: MSG91_REQUIRED, anySet: MSG91_REQUIRED.some((name) => env[name] !== undefined), what: 'SMS through MSG91' },
    ];
    for (const { required, anySet, what } of providers) {
      if (!anySet) continue;
      for (const name of required) {
        if (env[name] === undefined) {
          ctx.addIssue({ code: 'custom', path: [name], message: `must be set together with the others (${required.join(', ')} are all needed for ${what})` });
        }
      }
    }
  })
  .superRefine((env, ctx) => {
    // Object storage needs its bucket, region and key pair together; one S3_* variable alone means the
    // others were forgotten, and silently keeping uploads on local disk would lose them on the next deploy.
    const anySet = S3_VARIABLES.some((name) => env[name] !== undefined);
    if (!anySet) return;
    for (const name of S3_REQUIRED) {
      if (env[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `must be set together with the other S3_* variables (${S3_REQUIRED.join(', ')} are all needed for object storage)`,
        });
      }
    }
  });

export interface Config {
  port: number;
  host: string;
  /** An absolute directory, or `memory://` for a throw-away in-memory database. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Public origin of the shop without a trailing slash; canonical URLs are built from it. */
  siteUrl: string;
  storefrontDist: string;
  /** The storefront's server renderer (its `vite build --ssr`); public pages are rendered with it when it is there. */
  storefrontServerDist: string;
  /** The built back-office (apps/admin), served under /admin/. */
  adminDist: string;
  storybookDist: string;
  mediaDir: string;
  bodyLimitBytes: number;
  /** The largest image upload (its own body limit; JSON bodies keep bodyLimitBytes). */
  mediaMaxBytes: number;
  /**
   * How long an instance trusts its cached public answers before asking whether another instance
   * changed the catalogue or content (its own changes show at once).
   */
  sharedCacheRecheckMs: number;
  /** Absent: uploads are stored on local disk under mediaDir/uploads. */
  s3: S3Config | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  seedDemoData: boolean;
  /** The normalised NODE_ENV (`Production` is production); undefined when unset. */
  nodeEnv: (typeof NODE_ENVIRONMENTS)[number] | undefined;
  /**
   * Tests only, never in production: the secret PUT /test/clock wants in `x-test-clock-token` to move the shop's
   * clock; undefined: the route does not exist.
   */
  testClockToken: string | undefined;
  /**
   * Whom to believe about the client's address in X-Forwarded-For: nobody (false), the nearest `n` hops,
   * or the listed proxy addresses and ranges. Never every hop.
   */
  trustProxy: false | number | string[];
  /** Origins whose pages may call the API from the browser (CORS); empty: same origin only. */
  corsOrigins: string[];
  contactMessagesPerHour: number;
  /** How long an unpaid order holds its stock, and how much one customer may hold unpaid. */
  unpaidOrders: UnpaidOrderLimits;
  shopNotifyEmail: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** When absent, a secret is generated once and kept in the database (see `src/accounts/jwt-secret.ts`). */
  jwtSecret: string | undefined;
  /** Absent means the demo payment provider. */
  razorpay: RazorpayConfig | undefined;
  pincodeLookupUrl: string | undefined;
  /** Absent means the demo carrier. */
  shiprocket: ShiprocketConfig | undefined;
  /** How long each step of a demo parcel's journey takes (picked up, in transit, out for delivery, delivered). */
  demoCarrierStepMinutes: number;
  /** Where couriers collect parcels: the shop's warehouse. */
  pickupPincode: string;
  courierChoice: CourierChoice;
  /** The secret the aggregator's tracking webhook sends as `x-api-key`; absent, the webhook answers 404. */
  carrierWebhookToken: string | undefined;
  /** How often housekeeping asks the aggregator about parcels its webhook has been silent about that long. */
  trackingPullMinutes: number;
  /** How long a signed-in customer's cart stays untouched before it is recalled to them, once. */
  abandonedCartHours: number;
  /** Background jobs (src/jobs): whether this instance works them, and how they are timed out and retried. */
  jobs: JobSettings;
  /** The bearer token GET /metrics asks for; absent, /metrics answers 404. */
  metricsToken: string | undefined;
  /** Traces go to this OpenTelemetry collector over OTLP/HTTP (`<endpoint>/v1/traces`); absent, none are made. */
  tracing: { endpoint: string; serviceName: string } | undefined;
  /** Absent: WhatsApp messages are written to the log. */
  whatsapp: WhatsAppConfig | undefined;
  /** Absent: SMS are written to the log. */
  sms: Msg91Config | undefined;
  /** Accounts with these e-mail addresses (lower-cased) are staff, besides those flagged in the database. */
  staffEmails: string[];
  seller: SellerConfig;
}

function parseTrustProxy(value: string): false | number | string[] {
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((item) => item.trim());
}

/** Docker and shell files often write `NAME=` for "unset"; treat empty values as absent. */
function withoutBlanks(env: Record<string, string | undefined>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value.trim() !== '') kept[name] = value;
  }
  return kept;
}

export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  ${issue.variable} ${issue.message}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Pure: reads only the given environment, so tests can pass any. Throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): Config {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    // Messages never repeat the value: it may be a secret.
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? 'environment'), message: issue.message })),
    );
  }
  const e = parsed.data;
  const resolveDir = (dir: string) => path.resolve(cwd, dir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR === IN_MEMORY_DATA_DIR ? IN_MEMORY_DATA_DIR : resolveDir(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    storefrontDist: resolveDir(e.STOREFRONT_DIST),
    storefrontServerDist: resolveDir(e.STOREFRONT_SERVER_DIST),
    adminDist: resolveDir(e.ADMIN_DIST),
    storybookDist: resolveDir(e.STORYBOOK_DIST),
    mediaDir: resolveDir(e.MEDIA_DIR),
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    mediaMaxBytes: e.MEDIA_MAX_BYTES,
    sharedCacheRecheckMs: e.SHARED_CACHE_RECHECK_MS,
    s3:
      e.S3_BUCKET !== undefined && e.S3_REGION !== undefined && e.S3_ACCESS_KEY_ID !== undefined && e.S3_SECRET_ACCESS_KEY !== undefined
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          }
        : undefined,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    nodeEnv: e.NODE_ENV,
    testClockToken: e.SETTABLE_CLOCK,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    corsOrigins: e.CORS_ORIGINS?.split(',').map((origin) => new URL(origin.trim()).origin) ?? [],
    contactMessagesPerHour: e.CONTACT_MESSAGES_PER_HOUR,
    unpaidOrders: {
      holdMinutes: e.UNPAID_ORDER_HOLD_MINUTES,
      ordersPerCustomer: e.UNPAID_ORDERS_PER_CUSTOMER,
      unitsPerCustomer: e.UNPAID_UNITS_PER_CUSTOMER,
    },
    shopNotifyEmail: e.SHOP_NOTIFY_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jwtSecret: e.JWT_SECRET,
    razorpay:
      e.RAZORPAY_KEY_ID !== undefined && e.RAZORPAY_KEY_SECRET !== undefined
        ? {
            keyId: e.RAZORPAY_KEY_ID,
            keySecret: e.RAZORPAY_KEY_SECRET,
            webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
            apiUrl: e.RAZORPAY_API_URL,
            timeoutMs: e.RAZORPAY_TIMEOUT_MS,
          }
        : undefined,
    pincodeLookupUrl: e.PINCODE_LOOKUP_URL,
    shiprocket:
      e.SHIPROCKET_EMAIL !== undefined && e.SHIPROCKET_PASSWORD !== undefined
        ? {
            apiUrl: e.SHIPROCKET_API_URL,
            email: e.SHIPROCKET_EMAIL,
            password: e.SHIPROCKET_PASSWORD,
            timeoutMs: e.SHIPROCKET_TIMEOUT_MS,
            pickupLocation: e.SHIPROCKET_PICKUP_LOCATION,
          }
        : undefined,
    demoCarrierStepMinutes: e.DEMO_CARRIER_STEP_MINUTES,
    pickupPincode: e.PICKUP_PINCODE,
    courierChoice: e.COURIER_CHOICE,
    carrierWebhookToken: e.CARRIER_WEBHOOK_TOKEN,
    trackingPullMinutes: e.TRACKING_PULL_MINUTES,
    abandonedCartHours: e.ABANDONED_CART_HOURS,
    metricsToken: e.METRICS_TOKEN,
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT === undefined ? undefined : { endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT.replace(/\/+$/, ''), serviceName: e.OTEL_SERVICE_NAME },
    jobs: { work: e.WORK_JOBS, timeoutSeconds: e.JOB_TIMEOUT_SECONDS, retryLimit: e.JOB_RETRY_LIMIT, retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS },
    whatsapp:
      e.WHATSAPP_PHONE_NUMBER_ID !== undefined && e.WHATSAPP_ACCESS_TOKEN !== undefined && e.WHATSAPP_APP_SECRET !== undefined && e.WHATSAPP_VERIFY_TOKEN !== undefined
        ? {
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            accessToken: e.WHATSAPP_ACCESS_TOKEN,
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
            apiUrl: e.WHATSAPP_API_URL.replace(/\/+$/, ''),
            language: e.WHATSAPP_TEMPLATE_LANGUAGE,
            templateNames: e.WHATSAPP_TEMPLATES ?? {},
            timeoutMs: e.WHATSAPP_TIMEOUT_MS,
          }
        : undefined,
    sms:
      e.MSG91_AUTH_KEY !== undefined && e.MSG91_SENDER_ID !== undefined && e.MSG91_TEMPLATES !== undefined
        ? { authKey: e.MSG91_AUTH_KEY, senderId: e.MSG91_SENDER_ID, apiUrl: e.MSG91_API_URL.replace(/\/+$/, ''), templateIds: e.MSG91_TEMPLATES, hindiTemplateIds: e.MSG91_HINDI_TEMPLATES ?? {}, timeoutMs: e.MSG91_TIMEOUT_MS }
        : undefined,
    staffEmails: e.STAFF_EMAILS?.split(',').map((email) => email.trim().toLowerCase()) ?? [],
    seller: { legalName: e.SELLER_LEGAL_NAME, address: e.SELLER_ADDRESS, state: findIndianState(e.SELLER_STATE)!, gstin: e.SELLER_GSTIN },
  };
}

/**
 * Everything the browser may be told about the configuration. Nothing secret goes here: the Razorpay
 * key id is public by design (the payment widget needs it); its secrets never leave the server.
 */
export interface BrowserConfig {
  siteUrl: string;
  paymentProvider: 'razorpay' | 'demo';
  razorpayKeyId: string | null;
}

export function browserConfig(config: Config): BrowserConfig {
  return {
    siteUrl: config.siteUrl,
    paymentProvider: config.razorpay ? 'razorpay' : 'demo',
    razorpayKeyId: config.razorpay?.keyId ?? null,
  };
}
