import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { e2ePort } from '../ports';

/**
 * Where the test SMTP server listens and keeps what it receives. Both the Playwright config (which
 * hands `SMTP_URL` to the shop it starts) and the global setup (which starts the server) read it
 * here, so they agree before either runs. The port is a fixed offset from the run's E2E_PORT, so
 * runs on different ports on one machine do not collide; E2E_SMTP_PORT overrides it.
 */
const outputDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '.output');

export function smtpPort(): number {
  return Number(process.env.E2E_SMTP_PORT ?? e2ePort() + 1000);
}

export function smtpUrl(): string {
  return `smtp://127.0.0.1:${smtpPort()}`;
}

/** One JSON file per received message: `{ receivedAt, from, to, raw }`. */
export function mailDir(): string {
  return path.join(outputDir, `mail-${e2ePort()}`);
}

export const MAIL_FROM = 'BirdShield India <no-reply@birdshield.test>';
