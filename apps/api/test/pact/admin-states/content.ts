/** Provider states of the back-office's site content pacts: articles, gallery pictures, policy pages. */
import type { Database } from '../../../src/db/database';
import { createGalleryItem } from '../../support/fixtures';
import type { StateHandler } from '../state-support';

export function adminContentStates(db: Database): Record<string, StateHandler> {
  return {
    // Exactly these two, in this order, each at version 1. Returns `firstId` and `secondId`.
    'the gallery holds exactly two pictures': async () => {
      const first = await createGalleryItem(db, { title: 'Temple installation', position: 1 });
      const second = await createGalleryItem(db, { title: 'Balcony net', position: 2 });
      return { firstId: first.id, secondId: second.id };
    },
  };
}
