import { describe, expect, it } from 'vitest';
import { browserConfig, ConfigError, DEMO_SELLER, loadConfig } from '../src/config';
import { IN_MEMORY_DATA_DIR } from '../src/db/database';

const cwd = '/srv/shop/apps/api';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

const S3_ENV = { S3_BUCKET: 'birdshield-media', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 's3-secret-value' };

const WHATSAPP_ESSENTIALS = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'] as const;
const WHATSAPP_ENV = { WHATSAPP_PHONE_NUMBER_ID: '106540352242922', WHATSAPP_ACCESS_TOKEN: 'EAAG-whatsapp-token', WHATSAPP_APP_SECRET: 'wa-app-secret', WHATSAPP_VERIFY_TOKEN: 'wa-verify-token' };
const MSG91_ENV = { MSG91_AUTH_KEY: 'msg91-auth-key', MSG91_SENDER_ID: 'BRDSHD', MSG91_TEMPLATES: 'order_placed=64f1c0ffee0a1b2c3d4e5f60, shipped=64f1c0ffee0a1b2c3d4e5f61' };

describe('loadConfig', () => {
  it('runs as a demo with nothing set', () => {
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/shop/apps/api/data',
      databaseUrl: undefined,
      siteUrl: 'http://localhost:3000',
      storefrontDist: '/srv/shop/apps/storefront/dist',
      storefrontServerDist: '/srv/shop/apps/storefront/dist-server',
      adminDist: '/srv/shop/apps/admin/dist',
      storybookDist: '/srv/shop/storybook-static',
      mediaDir: '/srv/shop/apps/api/media',
      bodyLimitBytes: 102400,
      logLevel: 'info',
      seedDemoData: true,
      trustProxy: false,
      smtpUrl: undefined,
      jwtSecret: undefined,
      razorpay: undefined,
      pincodeLookupUrl: undefined,
    });
    expect(config.shopNotifyEmail).toMatch(/@/);
    expect(config.seller).toEqual({ legalName: DEMO_SELLER.legalName, address: DEMO_SELLER.address, state: { name: 'Maharashtra', gstCode: '27' }, gstin: '27DEMOS0000D1ZY' });
  });

  it('reads the seller of tax invoices, its state in any usual spelling', () => {
    const config = loadConfig({ SELLER_LEGAL_NAME: 'Shield Traders LLP', SELLER_ADDRESS: '4 Mount Road, Chennai 600002', SELLER_STATE: 'tamil nadu', SELLER_GSTIN: '33aapfu0939f1z2' }, cwd);
    expect(config.seller).toEqual({ legalName: 'Shield Traders LLP', address: '4 Mount Road, Chennai 600002', state: { name: 'Tamil Nadu', gstCode: '33' }, gstin: '33AAPFU0939F1Z2' });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: IN_MEMORY_DATA_DIR,
        DATABASE_URL: 'postgresql://shop@db.internal:5432/shop',
        SITE_URL: 'https://birdshield.example/',
        BODY_LIMIT_BYTES: '2048',
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        TRUST_PROXY: '1',
        CONTACT_MESSAGES_PER_HOUR: '5',
        UNPAID_ORDER_HOLD_MINUTES: '20',
        UNPAID_ORDERS_PER_CUSTOMER: '2',
        UNPAID_UNITS_PER_CUSTOMER: '40',
        SHOP_NOTIFY_EMAIL: 'orders@birdshield.example',
        SMTP_URL: 'smtps://user:pass@mail.example:465',
        MAIL_FROM: 'BirdShield <shop@birdshield.example>',
        JWT_SECRET: 'x'.repeat(40),
        RAZORPAY_KEY_ID: 'rzp_test_123',
        RAZORPAY_KEY_SECRET: 'secret',
        RAZORPAY_WEBHOOK_SECRET: 'whsec',
        RAZORPAY_API_URL: 'http://127.0.0.1:9999',
        RAZORPAY_TIMEOUT_MS: '2500',
        PINCODE_LOOKUP_URL: 'https://pincode.example/pincode/',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: IN_MEMORY_DATA_DIR,
      databaseUrl: 'postgresql://shop@db.internal:5432/shop',
      siteUrl: 'https://birdshield.example',
      bodyLimitBytes: 2048,
      logLevel: 'warn',
      seedDemoData: false,
      trustProxy: 1,
      contactMessagesPerHour: 5,
      unpaidOrders: { holdMinutes: 20, ordersPerCustomer: 2, unitsPerCustomer: 40 },
      razorpay: { keyId: 'rzp_test_123', keySecret: 'secret', webhookSecret: 'whsec', apiUrl: 'http://127.0.0.1:9999', timeoutMs: 2500 },
    });
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ', RAZORPAY_KEY_ID: '' }, cwd)).toMatchObject({ port: 3000, databaseUrl: undefined, razorpay: undefined });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/shop' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['SITE_URL', { SITE_URL: 'ftp://shop.example' }],
    ['BODY_LIMIT_BYTES', { BODY_LIMIT_BYTES: '10' }],
    ['RAZORPAY_TIMEOUT_MS', { RAZORPAY_TIMEOUT_MS: '5' }],
    ['RAZORPAY_TIMEOUT_MS', { RAZORPAY_TIMEOUT_MS: 'soon' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SEED_DEMO_DATA', { SEED_DEMO_DATA: 'yes please' }],
    ['UNPAID_ORDER_HOLD_MINUTES', { UNPAID_ORDER_HOLD_MINUTES: '1' }],
    ['UNPAID_ORDERS_PER_CUSTOMER', { UNPAID_ORDERS_PER_CUSTOMER: '0' }],
    ['UNPAID_UNITS_PER_CUSTOMER', { UNPAID_UNITS_PER_CUSTOMER: 'lots' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'the usual' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1, example.com' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: '*' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://shop.example/app' }],
    ['CORS_ORIGINS', { CORS_ORIGINS: 'https://a.example, shop.example' }],
    ['SHOP_NOTIFY_EMAIL', { SHOP_NOTIFY_EMAIL: 'shop-at-example' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example' }],
    ['MAIL_FROM', { MAIL_FROM: 'nobody' }],
    ['JWT_SECRET', { JWT_SECRET: 'short' }],
    ['RAZORPAY_KEY_SECRET', { RAZORPAY_KEY_ID: 'rzp_test_123' }],
    ['RAZORPAY_KEY_ID', { RAZORPAY_KEY_SECRET: 'secret' }],
    ['RAZORPAY_KEY_ID', { RAZORPAY_WEBHOOK_SECRET: 'whsec' }],
    ['RAZORPAY_API_URL', { RAZORPAY_KEY_ID: 'a', RAZORPAY_KEY_SECRET: 'b', RAZORPAY_API_URL: 'razorpay' }],
    ['PINCODE_LOOKUP_URL', { PINCODE_LOOKUP_URL: 'pincode.example' }],
    ['SELLER_STATE', { SELLER_STATE: 'Atlantis' }],
    ['SELLER_GSTIN', { SELLER_GSTIN: '27AAPFU0939F1Z' }],
    // A valid GSTIN of Maharashtra, but the seller says it is in Karnataka (code 29).
    ['SELLER_GSTIN', { SELLER_STATE: 'Karnataka', SELLER_GSTIN: '27AAPFU0939F1ZV' }],
    ['SELLER_GSTIN', { SELLER_GSTIN: '27AAPFU0939F1ZW' }],
    ['MEDIA_MAX_BYTES', { MEDIA_MAX_BYTES: '8 MB' }],
    ['MEDIA_MAX_BYTES', { MEDIA_MAX_BYTES: '999999999' }],
    ['S3_ENDPOINT', { ...S3_ENV, S3_ENDPOINT: 'minio.internal:9000' }],
    ['S3_PUBLIC_URL', { ...S3_ENV, S3_PUBLIC_URL: 'cdn.birdshield.example' }],
  ])('names %s when its value is bad', (variable, env) => {
    const error = configError(env);
    expect(error.issues.map((issue) => issue.variable)).toContain(variable);
    expect(error.message).toMatch(new RegExp(`^Invalid configuration:\\n(.|\\n)*  ${variable} `));
  });

  it('stores uploads on local disk with an 8 MB limit unless S3 is configured', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ mediaMaxBytes: 8 * 1024 * 1024, s3: undefined });
    expect(loadConfig({ MEDIA_MAX_BYTES: '1048576' }, cwd).mediaMaxBytes).toBe(1048576);
  });

  it('reads S3 storage, with an optional endpoint and public URL', () => {
    expect(loadConfig(S3_ENV, cwd).s3).toEqual({
      bucket: 'birdshield-media',
      region: 'ap-south-1',
      endpoint: undefined,
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 's3-secret-value',
      publicUrl: undefined,
    });
    const minio = loadConfig({ ...S3_ENV, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_PUBLIC_URL: 'https://cdn.birdshield.example/media/' }, cwd).s3;
    expect(minio).toMatchObject({ endpoint: 'http://127.0.0.1:9000', publicUrl: 'https://cdn.birdshield.example/media' });
  });

  it('wants all four S3 essentials or none, naming each missing one and never a value', () => {
    const error = configError({ S3_BUCKET: 'birdshield-media', S3_SECRET_ACCESS_KEY: 's3-secret-value' });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(['S3_ACCESS_KEY_ID', 'S3_REGION']);
    expect(error.message).not.toContain('s3-secret-value');
    expect(configError({ S3_PUBLIC_URL: 'https://cdn.birdshield.example' }).issues.map((issue) => issue.variable).sort()).toEqual([
      'S3_ACCESS_KEY_ID',
      'S3_BUCKET',
      'S3_REGION',
      'S3_SECRET_ACCESS_KEY',
    ]);
  });

  it('demands a JWT secret, a mail server, a chosen payment provider and a chosen carrier in production', () => {
    const error = configError({ NODE_ENV: 'production' });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(['CARRIER', 'JWT_SECRET', 'PAYMENT_PROVIDER', 'SMTP_URL']);
    expect(error.message).toMatch(/PAYMENT_PROVIDER must be chosen when NODE_ENV=production: set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET/);
    expect(error.message).toMatch(/CARRIER must be chosen when NODE_ENV=production: set SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD/);
    expect(error.message).toMatch(/SMTP_URL must be set when NODE_ENV=production: without it every mail \(sign-in codes, order links, addresses\) would go to the log/);
    // Outside production, mail without a server is the demo's: kept in the outbox and printed to the log.
    expect(loadConfig({}, cwd).smtpUrl).toBeUndefined();
    const secret = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), CARRIER: 'demo', SMTP_URL: 'smtp://mail.example.in:587' };
    expect(loadConfig({ ...secret, PAYMENT_PROVIDER: 'demo' }).razorpay).toBeUndefined();
    expect(loadConfig({ ...secret, RAZORPAY_KEY_ID: 'rzp_live_a', RAZORPAY_KEY_SECRET: 'b' }).razorpay?.keyId).toBe('rzp_live_a');
  });

  it('reads NODE_ENV in any case and trimmed, so a production by any spelling keeps every guard, and refuses other words', () => {
    for (const spelling of ['Production', ' PRODUCTION ', 'production']) {
      const error = configError({ NODE_ENV: spelling, SETTABLE_CLOCK: 'c'.repeat(40) });
      expect(error.issues.map((issue) => issue.variable).sort(), spelling).toEqual(['CARRIER', 'JWT_SECRET', 'PAYMENT_PROVIDER', 'SETTABLE_CLOCK', 'SMTP_URL']);
    }
    const production = { JWT_SECRET: 'j'.repeat(40), CARRIER: 'demo', PAYMENT_PROVIDER: 'demo', SMTP_URL: 'smtp://mail.example.in:587' };
    expect(loadConfig({ ...production, NODE_ENV: 'Production' }, cwd).nodeEnv).toBe('production');
    expect(loadConfig({ NODE_ENV: 'Development' }, cwd).nodeEnv).toBe('development');
    expect(loadConfig({}, cwd).nodeEnv).toBeUndefined();
    for (const word of ['prod', 'live', 'production1', 'staging']) {
      const error = configError({ ...production, NODE_ENV: word });
      expect(error.issues, word).toEqual([{ variable: 'NODE_ENV', message: expect.stringMatching(/^must be one of production, development, test/) }]);
    }
  });

  it('moves the shop’s clock only with a secret of its own, never a bare switch, and never in production', () => {
    expect(loadConfig({}, cwd).testClockToken).toBeUndefined();
    for (const off of ['false', '0']) expect(loadConfig({ SETTABLE_CLOCK: off }, cwd).testClockToken).toBeUndefined();
    expect(loadConfig({ SETTABLE_CLOCK: ` ${'c'.repeat(40)} ` }, cwd).testClockToken).toBe('c'.repeat(40));
    for (const value of ['1', 'true', 'short-clock-secret', `${'c'.repeat(20)} ${'c'.repeat(20)}`]) {
      expect(configError({ SETTABLE_CLOCK: value }).issues.map((issue) => issue.variable), value).toEqual(['SETTABLE_CLOCK']);
    }
    expect(configError({ SETTABLE_CLOCK: 'short-clock-secret' }).message).not.toContain('short-clock-secret');
  });

  it('reads Shiprocket as a pair of e-mail and password, and refuses a carrier that contradicts them', () => {
    const user = { SHIPROCKET_EMAIL: 'api@birdshield.example', SHIPROCKET_PASSWORD: 'pw' };
    expect(loadConfig({ ...user, PICKUP_PINCODE: '560001', COURIER_CHOICE: 'fastest' }, cwd)).toMatchObject({
      shiprocket: { apiUrl: 'https://apiv2.shiprocket.in', email: 'api@birdshield.example', password: 'pw', timeoutMs: 5000 },
      pickupPincode: '560001',
      courierChoice: 'fastest',
    });
    expect(loadConfig({}, cwd)).toMatchObject({ shiprocket: undefined, pickupPincode: '400069', courierChoice: 'cheapest' });
    expect(configError({ SHIPROCKET_EMAIL: 'api@birdshield.example' }).issues.map((issue) => issue.variable)).toEqual(['SHIPROCKET_PASSWORD']);
    expect(configError({ ...user, CARRIER: 'demo' }).issues.map((issue) => issue.variable)).toEqual(['CARRIER']);
    expect(configError({ CARRIER: 'shiprocket' }).issues.map((issue) => issue.variable)).toEqual(['SHIPROCKET_EMAIL']);
    expect(configError({ PICKUP_PINCODE: '012345', COURIER_CHOICE: 'nearest' }).issues.map((issue) => issue.variable).sort()).toEqual(['COURIER_CHOICE', 'PICKUP_PINCODE']);
  });

  it('reads the Shiprocket pickup location and the demo parcel’s pace, each with its default', () => {
    const user = { SHIPROCKET_EMAIL: 'api@birdshield.example', SHIPROCKET_PASSWORD: 'pw' };
    expect(loadConfig(user, cwd)).toMatchObject({ shiprocket: { pickupLocation: 'Primary' }, demoCarrierStepMinutes: 10 });
    expect(loadConfig({ ...user, SHIPROCKET_PICKUP_LOCATION: ' Andheri warehouse ', DEMO_CARRIER_STEP_MINUTES: '1440' }, cwd)).toMatchObject({
      shiprocket: { pickupLocation: 'Andheri warehouse' },
      demoCarrierStepMinutes: 1440,
    });
    const tooLong = configError({ SHIPROCKET_PICKUP_LOCATION: 'x'.repeat(37) });
    expect(tooLong.issues).toEqual([{ variable: 'SHIPROCKET_PICKUP_LOCATION', message: expect.stringMatching(/^must be at most 36 characters: the nickname of a pickup address registered in Shiprocket/) }]);
    for (const pace of ['0', '1441', '2.5', 'ten']) {
      expect(configError({ DEMO_CARRIER_STEP_MINUTES: pace }).issues.map((issue) => issue.variable), pace).toEqual(['DEMO_CARRIER_STEP_MINUTES']);
    }
  });

  it('reads the tracking webhook’s token, long and printable, and how often the tracking pull runs', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ carrierWebhookToken: undefined, trackingPullMinutes: 30 });
    expect(loadConfig({ CARRIER_WEBHOOK_TOKEN: ' 3f9c2a7e-b1d4-4e8a-9c6f ', TRACKING_PULL_MINUTES: '60' }, cwd)).toMatchObject({
      carrierWebhookToken: '3f9c2a7e-b1d4-4e8a-9c6f',
      trackingPullMinutes: 60,
    });
    for (const token of ['short-token', 'has a space inside it', 't'.repeat(201)]) {
      expect(configError({ CARRIER_WEBHOOK_TOKEN: token }).issues.map((issue) => issue.variable), token).toEqual(['CARRIER_WEBHOOK_TOKEN']);
    }
    expect(configError({ CARRIER_WEBHOOK_TOKEN: 'zq-secret' }).message).not.toContain('zq-secret');
    expect(configError({ TRACKING_PULL_MINUTES: '1' }).issues.map((issue) => issue.variable)).toEqual(['TRACKING_PULL_MINUTES']);
  });

  it('works jobs with a ten-minute timeout and five retries from 30 s unless told otherwise', () => {
    expect(loadConfig({}, cwd).jobs).toEqual({ work: true, timeoutSeconds: 600, retryLimit: 5, retryDelaySeconds: 30 });
    expect(loadConfig({ WORK_JOBS: 'false', JOB_TIMEOUT_SECONDS: '120', JOB_RETRY_LIMIT: '0', JOB_RETRY_DELAY_SECONDS: '5' }, cwd).jobs).toEqual({
      work: false,
      timeoutSeconds: 120,
      retryLimit: 0,
      retryDelaySeconds: 5,
    });
    // pg-boss refuses a timeout of a day or more.
    expect(configError({ JOB_TIMEOUT_SECONDS: String(24 * 60 * 60), JOB_RETRY_LIMIT: '21' }).issues.map((issue) => issue.variable)).toEqual(['JOB_TIMEOUT_SECONDS', 'JOB_RETRY_LIMIT']);
  });

  it('opens /metrics only with a long printable token, and traces only to a configured collector', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ metricsToken: undefined, tracing: undefined });
    const token = 'b7c1e0f4a9d2c3b8e5f6a7d0c1b2e3f4';
    expect(loadConfig({ METRICS_TOKEN: token, OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel-collector:4318/' }, cwd)).toMatchObject({
      metricsToken: token,
      tracing: { endpoint: 'http://otel-collector:4318', serviceName: 'birdshield-shop' },
    });
    for (const bad of ['too-short-a-token', `${token} with spaces`]) {
      expect(configError({ METRICS_TOKEN: bad }).issues.map((issue) => issue.variable)).toEqual(['METRICS_TOKEN']);
    }
    expect(configError({ METRICS_TOKEN: 'zq-metrics' }).message).not.toContain('zq-metrics');
    expect(configError({ OTEL_EXPORTER_OTLP_ENDPOINT: 'otel-collector:4318' }).issues.map((issue) => issue.variable)).toEqual(['OTEL_EXPORTER_OTLP_ENDPOINT']);
  });

  it('sends WhatsApp and SMS to the log unless configured, in production too', () => {
    expect(loadConfig({}, cwd)).toMatchObject({ whatsapp: undefined, sms: undefined });
    const production = { NODE_ENV: 'production', JWT_SECRET: 'j'.repeat(40), CARRIER: 'demo', PAYMENT_PROVIDER: 'demo', SMTP_URL: 'smtp://mail.example.in:587' };
    expect(loadConfig(production, cwd)).toMatchObject({ whatsapp: undefined, sms: undefined });
  });

  it('reads WhatsApp’s Cloud API with its defaults, and template names overriding the shop’s', () => {
    expect(loadConfig(WHATSAPP_ENV, cwd).whatsapp).toEqual({
      phoneNumberId: '106540352242922',
      accessToken: 'EAAG-whatsapp-token',
      appSecret: 'wa-app-secret',
      verifyToken: 'wa-verify-token',
      apiUrl: 'https://graph.facebook.com/v21.0',
      language: 'en',
      templateNames: {},
      timeoutMs: 10000,
    });
    const tuned = loadConfig(
      { ...WHATSAPP_ENV, WHATSAPP_API_URL: 'http://127.0.0.1:9101/v21.0/', WHATSAPP_TEMPLATE_LANGUAGE: 'en_US', WHATSAPP_TEMPLATES: ' shipped = order_shipped_v2 ,cod_confirmation=cod_check', WHATSAPP_TIMEOUT_MS: '2500' },
      cwd,
    ).whatsapp;
    expect(tuned).toMatchObject({ apiUrl: 'http://127.0.0.1:9101/v21.0', language: 'en_US', templateNames: { shipped: 'order_shipped_v2', cod_confirmation: 'cod_check' }, timeoutMs: 2500 });
  });

  it('wants all four WhatsApp essentials or none, naming each missing one and never a value', () => {
    const error = configError({ WHATSAPP_ACCESS_TOKEN: 'EAAG-whatsapp-token', WHATSAPP_APP_SECRET: 'wa-app-secret' });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_VERIFY_TOKEN']);
    expect(error.message).not.toContain('EAAG-whatsapp-token');
    expect(error.message).not.toContain('wa-app-secret');
    expect(configError({ WHATSAPP_TEMPLATES: 'shipped=order_shipped' }).issues.map((issue) => issue.variable).sort()).toEqual([...WHATSAPP_ESSENTIALS].sort());
  });

  it('refuses WhatsApp templates for events the shop does not have, and malformed ones, naming the variable', () => {
    const unknown = configError({ ...WHATSAPP_ENV, WHATSAPP_TEMPLATES: 'shipped=order_shipped,birthday_wishes=happy_birthday' });
    expect(unknown.issues).toEqual([{ variable: 'WHATSAPP_TEMPLATES', message: expect.stringMatching(/^names an unknown event in pair 2: the events are order_placed, cod_confirmation, shipped/) }]);
    expect(unknown.message).not.toContain('birthday');
    for (const templates of ['shipped', 'shipped=Order Shipped', 'shipped=a,shipped=b', 'shipped=a=b', ',']) {
      expect(configError({ ...WHATSAPP_ENV, WHATSAPP_TEMPLATES: templates }).issues.map((issue) => issue.variable), templates).toContain('WHATSAPP_TEMPLATES');
    }
    for (const [name, value] of [['WHATSAPP_PHONE_NUMBER_ID', '+91 98765 43210'], ['WHATSAPP_TEMPLATE_LANGUAGE', 'english'], ['WHATSAPP_TIMEOUT_MS', '50'], ['WHATSAPP_API_URL', 'graph.facebook.com']] as const) {
      expect(configError({ ...WHATSAPP_ENV, [name]: value }).issues.map((issue) => issue.variable), name).toEqual([name]);
    }
  });

  it('reads MSG91 with its DLT header and a template per event', () => {
    expect(loadConfig({ ...MSG91_ENV, MSG91_SENDER_ID: 'brdshd' }, cwd).sms).toEqual({
      authKey: 'msg91-auth-key',
      senderId: 'BRDSHD',
      apiUrl: 'https://control.msg91.com',
      templateIds: { order_placed: '64f1c0ffee0a1b2c3d4e5f60', shipped: '64f1c0ffee0a1b2c3d4e5f61' },
      hindiTemplateIds: {},
      timeoutMs: 10000,
    });
    // The Hindi (Unicode) DLT templates, read as the English ones are.
    expect(loadConfig({ ...MSG91_ENV, MSG91_HINDI_TEMPLATES: 'order_placed=64f1c0ffee0a1b2c3d4e5f70' }, cwd).sms).toMatchObject({ hindiTemplateIds: { order_placed: '64f1c0ffee0a1b2c3d4e5f70' } });
    expect(configError({ ...MSG91_ENV, MSG91_HINDI_TEMPLATES: 'order_placed' }).issues.map((issue) => issue.variable)).toEqual(['MSG91_HINDI_TEMPLATES']);
    expect(loadConfig({ ...MSG91_ENV, MSG91_API_URL: 'http://127.0.0.1:9102/', MSG91_TIMEOUT_MS: '3000' }, cwd).sms).toMatchObject({ apiUrl: 'http://127.0.0.1:9102', timeoutMs: 3000 });
  });

  it('wants MSG91’s key, header and templates together, naming each missing one', () => {
    const error = configError({ MSG91_AUTH_KEY: 'msg91-auth-key' });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(['MSG91_SENDER_ID', 'MSG91_TEMPLATES']);
    expect(error.message).not.toContain('msg91-auth-key');
    expect(configError({ MSG91_TEMPLATES: 'shipped=64f1c0ffee0a1b2c3d4e5f61' }).issues.map((issue) => issue.variable).sort()).toEqual(['MSG91_AUTH_KEY', 'MSG91_SENDER_ID']);
    for (const sender of ['BRDSH', 'BRDSH1', 'BIRDSHIELD']) {
      expect(configError({ ...MSG91_ENV, MSG91_SENDER_ID: sender }).issues.map((issue) => issue.variable), sender).toEqual(['MSG91_SENDER_ID']);
    }
    expect(configError({ ...MSG91_ENV, MSG91_TEMPLATES: 'refund=64f1c0ffee0a1b2c3d4e5f62' }).issues.map((issue) => issue.variable)).toEqual(['MSG91_TEMPLATES']);
  });

  it('refuses a payment provider that contradicts the keys', () => {
    expect(configError({ PAYMENT_PROVIDER: 'demo', RAZORPAY_KEY_ID: 'a', RAZORPAY_KEY_SECRET: 'b' }).issues.map((issue) => issue.variable)).toEqual(['PAYMENT_PROVIDER']);
    expect(configError({ PAYMENT_PROVIDER: 'razorpay' }).issues.map((issue) => issue.variable)).toEqual(['RAZORPAY_KEY_ID']);
    expect(configError({ PAYMENT_PROVIDER: 'paypal' }).issues.map((issue) => issue.variable)).toEqual(['PAYMENT_PROVIDER']);
  });

  it('refuses TRUST_PROXY=true, which believes any forged X-Forwarded-For, and says what to write instead', () => {
    const error = configError({ TRUST_PROXY: 'true' });
    expect(error.issues).toHaveLength(1);
    expect(error.message).toContain('TRUST_PROXY must not be true');
    expect(error.message).toContain('TRUST_PROXY=1');
  });

  it('takes TRUST_PROXY as a hop count or a list of proxy addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }, cwd).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }, cwd).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8 , loopback' }, cwd).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
  });

  it('reads CORS_ORIGINS as a list of origins, none by default', () => {
    expect(loadConfig({}, cwd).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://shop.example.com, http://localhost:5173/' }, cwd).corsOrigins).toEqual(['https://shop.example.com', 'http://localhost:5173']);
  });

  it('names every bad variable at once and never repeats a value', () => {
    const error = configError({ PORT: 'x', JWT_SECRET: 'tiny-secret', LOG_LEVEL: 'loud' });
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual(['JWT_SECRET', 'LOG_LEVEL', 'PORT']);
    expect(error.message).not.toContain('tiny-secret');
  });
});

describe('browserConfig', () => {
  it('exposes only what the browser may see', () => {
    const config = loadConfig(
      {
        DATABASE_URL: 'postgres://user:dbpass@db/shop',
        SMTP_URL: 'smtp://user:mailpass@mail.example',
        JWT_SECRET: 'j'.repeat(40),
        RAZORPAY_KEY_ID: 'rzp_live_public',
        RAZORPAY_KEY_SECRET: 'rzp-secret',
        RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret',
      },
      cwd,
    );
    const visible = browserConfig(config);
    expect(visible).toEqual({ siteUrl: 'http://localhost:3000', paymentProvider: 'razorpay', razorpayKeyId: 'rzp_live_public' });
    const serialized = JSON.stringify(visible);
    for (const secret of ['dbpass', 'mailpass', 'jjjj', 'rzp-secret', 'rzp-webhook-secret']) expect(serialized).not.toContain(secret);
    expect(browserConfig(loadConfig({}, cwd))).toEqual({ siteUrl: 'http://localhost:3000', paymentProvider: 'demo', razorpayKeyId: null });
  });
});
