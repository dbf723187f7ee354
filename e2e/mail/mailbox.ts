import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from './mailConfig';

/** A message the test SMTP server received (see globalSetup.ts). */
interface ReceivedMail {
  receivedAt: string;
  from: string | null;
  to: string[];
  raw: string;
}

function receivedMails(): ReceivedMail[] {
  let names: string[];
  try {
    names = readdirSync(mailDir()).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names.sort().map((name) => JSON.parse(readFileSync(path.join(mailDir(), name), 'utf8')) as ReceivedMail);
}

/** Every message to the address, oldest first. */
function mailsTo(email: string): ReceivedMail[] {
  const address = email.toLowerCase();
  return receivedMails().filter((mail) => mail.to.includes(address));
}

function splitHeadersAndBody(part: string): { headers: string; body: string } {
  const at = part.search(/\r?\n\r?\n/);
  if (at < 0) return { headers: part, body: '' };
  return { headers: part.slice(0, at), body: part.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function header(headers: string, name: string): string {
  // Folded header lines continue with whitespace.
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

function decode(body: string, encoding: string): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

/**
 * The plain-text body of a MIME message: the text/plain part of a multipart message (so nothing in
 * the HTML, such as a colour code, can pass for a code), decoded from base64 or quoted-printable.
 */
function plainText(raw: string): string {
  const { headers, body } = splitHeadersAndBody(raw);
  const type = header(headers, 'Content-Type');
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const text = plainText(part.replace(/^\r?\n/, ''));
      if (text) return text;
    }
    return '';
  }
  if (type && !type.toLowerCase().startsWith('text/plain')) return '';
  return decode(body, header(headers, 'Content-Transfer-Encoding'));
}

/**
 * How long a journey waits for the shop's mail: the outbox is sent by a background dispatcher, which on a
 * CI machine saturated by the other stages has taken several times its usual few seconds.
 */
const MAIL_PATIENCE_MS = 30_000;

/**
 * Waits for the newest mail to `email` that arrived after `since` (default: any), and answers the
 * six-digit one-time password in its text.
 */
export async function readOtpFor(email: string, { since = 0, timeout = MAIL_PATIENCE_MS }: { since?: number; timeout?: number } = {}): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      () => {
        const newest = mailsTo(email)
          .filter((mail) => Date.parse(mail.receivedAt) >= since)
          .at(-1);
        code = newest ? /(?<!\d)(\d{6})(?!\d)/.exec(plainText(newest.raw))?.[1] : undefined;
        return code;
      },
      { message: `a one-time password mailed to ${email}`, timeout },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}

/**
 * Waits for the newest mail to `email` after `since` whose text contains `containing`, and answers
 * its subject and plain-text body.
 */
export async function readMailTo(
  email: string,
  containing: string,
  { since = 0, timeout = MAIL_PATIENCE_MS }: { since?: number; timeout?: number } = {},
): Promise<{ subject: string; text: string }> {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      () => {
        found = mailsTo(email)
          .filter((mail) => Date.parse(mail.receivedAt) >= since)
          .map((mail) => ({ subject: header(splitHeadersAndBody(mail.raw).headers, 'Subject'), text: plainText(mail.raw) }))
          .findLast((mail) => mail.text.includes(containing));
        return Boolean(found);
      },
      { message: `a mail to ${email} containing "${containing}"`, timeout },
    )
    .toBe(true);
  return found!;
}
