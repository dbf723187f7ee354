/** Provider states of the back-office's image upload pacts. */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Database } from '../../../src/db/database';
import { LocalDiskStorage } from '../../../src/media/local-storage';
import { uploadMediaImage } from '../../../src/media/upload';
import { param, type StateContext, type StateHandler } from '../state-support';
import { staffMember } from './auth';

export function adminMediaStates(db: Database, context: StateContext): Record<string, StateHandler> {
  return {
    // The verifier empties the database before each interaction; this empties the provider's store of
    // uploads too, so what an upload answers comes from that upload alone.
    'the media storage is empty': async () => {
      await rm(path.join(context.mediaDir, 'uploads'), { recursive: true, force: true });
      return undefined;
    },

    // For pacts of records that use an uploaded image (products): the image's id as `mediaImageId`.
    'staff member {email} uploaded an image': async (params) => {
      const member = await staffMember(db, param(params, 'email'));
      const bytes = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7d44' } })
        .jpeg()
        .toBuffer();
      const image = await uploadMediaImage(db, new LocalDiskStorage(context.mediaDir), { bytes, originalName: 'ledge.jpg', staffId: member.id });
      return { mediaImageId: image.id };
    },
  };
}
