/** Provider states of the MSG91 pact, set up on the fake MSG91 the verifier has just reset. */
import type { FakeMsg91 } from '../../support/fake-msg91';
import { param, type StateHandler } from '../state-support';

export function msg91StateHandlers(fake: FakeMsg91): Record<string, StateHandler> {
  return {
    'MSG91 has the template {templateId}': async (params) => {
      fake.templates.add(param(params, 'templateId'));
      return undefined;
    },
    'MSG91 has no template {templateId}': async (params) => {
      fake.templates.delete(param(params, 'templateId'));
      return undefined;
    },
  };
}
