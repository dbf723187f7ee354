/** Provider states of the WhatsApp pact, set up on the fake WhatsApp the verifier has just reset. */
import type { FakeWhatsApp } from '../../support/fake-whatsapp';
import { param, type StateHandler } from '../state-support';

export function whatsAppStateHandlers(fake: FakeWhatsApp): Record<string, StateHandler> {
  return {
    'the number {number} is on WhatsApp': async (params) => {
      fake.undeliverable.delete(param(params, 'number'));
      return undefined;
    },
    'the number {number} is not on WhatsApp': async (params) => {
      fake.undeliverable.add(param(params, 'number'));
      return undefined;
    },
  };
}
