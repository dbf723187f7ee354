/** Provider states of the back-office site content pacts: page metadata (the shell documents' state is the storefront's, states.ts). */
import type { Database } from '../../../src/db/database';
import { createPageMetadata } from '../../support/fixtures';
import { param, type StateHandler } from '../state-support';

export function adminSiteStates(db: Database): Record<string, StateHandler> {
  return {
    // At version 1. Returns `pageId`.
    'page {path} has metadata': async (params) => {
      const page = await createPageMetadata(db, { path: param(params, 'path'), title: 'Contact Us | BirdShield India' });
      return { pageId: page.id };
    },
  };
}
