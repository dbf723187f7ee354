/**
 * WhatsApp and SMS of the journeys' shops: the API tests' fake WhatsApp Cloud API and fake MSG91
 * (apps/api/test/support/fake-whatsapp.ts, fake-msg91.ts) on loopback beside each shop, at ports derived from
 * the shop's. The fake WhatsApp posts Meta's signed webhooks (statuses, button taps) to that shop. A journey
 * reads what was sent to a number with `whatsAppSentTo`, and plays the customer with `tapWhatsAppButton` and
 * `proveNumber`.
 */
import type { APIRequestContext } from '@playwright/test';
import { FAKE_WHATSAPP, FakeWhatsApp } from '../../apps/api/test/support/fake-whatsapp';
import { FakeMsg91 } from '../../apps/api/test/support/fake-msg91';
import { expect } from '../fixtures';
import { fakeMsg91Port, fakeWhatsAppPort } from '../ports';

/** The shop's environment that sends through the fakes beside it. */
export function messagingEnv(shopPort: number): Record<string, string> {
  const whatsapp = new FakeWhatsApp();
  whatsapp.url = `http://127.0.0.1:${fakeWhatsAppPort(shopPort)}`;
  const sms = new FakeMsg91();
  sms.url = `http://127.0.0.1:${fakeMsg91Port(shopPort)}`;
  return { ...whatsapp.env(), ...sms.env() };
}

/** Starts both fakes for the shop on `shopPort`; a port already taken is said plainly. */
export async function startFakeMessaging(shopPort: number): Promise<{ stop(): Promise<void> }> {
  const taken = (port: number) => (error: NodeJS.ErrnoException) => {
    throw error.code === 'EADDRINUSE' ? new Error(`The fake messaging port ${port} is taken; set another E2E_PORT.`) : error;
  };
  const whatsapp = await new FakeWhatsApp(`http://127.0.0.1:${shopPort}/api/messaging/whatsapp/webhook`).start(fakeWhatsAppPort(shopPort)).catch(taken(fakeWhatsAppPort(shopPort)));
  const sms = await new FakeMsg91().start(fakeMsg91Port(shopPort)).catch(taken(fakeMsg91Port(shopPort)));
  return { stop: async () => void (await Promise.all([whatsapp.stop(), sms.stop()])) };
}

const shopPortOf = (shopBaseUrl: string) => Number(new URL(shopBaseUrl).port);
const asFake = { authorization: `Bearer ${FAKE_WHATSAPP.accessToken}` };

export interface SentWhatsApp {
  wamid: string;
  to: string;
  template: string;
  parameters: string[];
  buttons: string[];
}

/** The WhatsApp templates the shop has sent to a ten-digit number, oldest first. */
export async function whatsAppSentTo(request: APIRequestContext, shopBaseUrl: string, mobile: string): Promise<SentWhatsApp[]> {
  const answer = await request.get(`http://127.0.0.1:${fakeWhatsAppPort(shopPortOf(shopBaseUrl))}/_fake/messages`, { headers: asFake });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { messages: SentWhatsApp[] }).messages.filter((message) => message.to === `91${mobile}`);
}

/** The code that proves `mobile`, as the shop sent it on WhatsApp (the newest, if it sent more than one). */
export async function numberCodeSentTo(request: APIRequestContext, shopBaseUrl: string, mobile: string): Promise<string> {
  const codes = (await whatsAppSentTo(request, shopBaseUrl, mobile)).filter((message) => message.template === 'number_code');
  expect(codes.length, `a number_code sent to ${mobile}`).toBeGreaterThan(0);
  return codes.at(-1)!.parameters[0]!;
}

/** The customer confirms the account's saved number with the code the shop sends there on WhatsApp. */
export async function proveNumber(request: APIRequestContext, shopBaseUrl: string, headers: Record<string, string>, mobile: string): Promise<void> {
  const asked = await request.post('/api/user/profile/messaging/verification/', { headers, data: { channel: 'whatsapp' } });
  expect(asked.status(), await asked.text()).toBe(202);
  const code = await numberCodeSentTo(request, shopBaseUrl, mobile);
  const confirmed = await request.post('/api/user/profile/messaging/verification/confirm/', { headers, data: { code } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** The customer taps the message's quick reply `index`; the fake posts it to the shop as Meta would. */
export async function tapWhatsAppButton(request: APIRequestContext, shopBaseUrl: string, wamid: string, index: number): Promise<void> {
  const answer = await request.post(`http://127.0.0.1:${fakeWhatsAppPort(shopPortOf(shopBaseUrl))}/_fake/messages/${encodeURIComponent(wamid)}/reply/${index}`, { headers: asFake });
  expect(answer.status(), `the fake WhatsApp posting the tap: ${await answer.text()}`).toBe(200);
}
