/**
 * Image uploads (uploadMedia) and the serving of stored images at /media/uploads/….
 *
 * The upload route lives in its own plugin scope: there every body, whatever its Content-Type, is read as
 * raw bytes up to MEDIA_MAX_BYTES (the rest of the API keeps its small JSON limit and parsers), because
 * the type is decided by the bytes (src/media/process-image.ts), not by what the client claims.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { problem } from '../../../errors';
import { errorBody } from '../../errors';
import type { Database } from '../../../db/database';
import { FILE_FIELD, IMMUTABLE_CACHE, MEDIA_URL_PREFIX, MediaStorageUnavailableError, UnsupportedImageError, cleanFileName, isMediaKey, uploadMediaImage, type MediaStorage } from '../../../media';
import { signedInStaff } from '../../authenticate';
import { registerOperation } from '../../contract';

export interface AdminMediaDeps {
  db: Database;
  storage: MediaStorage;
  maxBytes: number;
}

export async function registerAdminMediaRoutes(app: FastifyInstance, { db, storage, maxBytes }: AdminMediaDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));

    // The two answers specific to a file, worded for the person who picked it; everything else goes on
    // to the API's own error handler (a storage failure answers 503 there, its reason logged here).
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const detail = `The file is larger than the limit of ${megabytes(maxBytes)} (${maxBytes} bytes). Upload a smaller picture.`;
        const tooLarge = problem('file_too_large', detail);
        return reply.code(413).send(errorBody(tooLarge, { [FILE_FIELD]: [tooLarge] }));
      }
      if (error instanceof UnsupportedImageError) {
        return reply.code(415).send(errorBody(problem('image_type_unsupported', error.detail), { [FILE_FIELD]: [problem('image_type_unsupported', error.detail)] }));
      }
      if (error instanceof MediaStorageUnavailableError) request.log.error({ err: error.reason }, 'Media storage failed');
      throw error;
    });

    registerOperation(
      scope,
      'uploadMedia',
      async (request, reply) => {
        const { userId } = signedInStaff(request);
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const image = await uploadMediaImage(db, storage, { bytes, originalName: cleanFileName(request.headers['x-filename']), staffId: userId });
        return reply.code(201).send(image);
      },
      { bodyLimit: maxBytes },
    );
  });

  // Stored images, from whichever storage is in use (a private bucket included). Keys are content
  // addresses, so the answer never changes: a year's cache, and the hash as its ETag.
  app.get<{ Params: { '*': string } }>(`${MEDIA_URL_PREFIX}uploads/*`, async (request, reply) => {
    const key = `uploads/${request.params['*']}`;
    const object = isMediaKey(key) ? await storage.get(key) : null;
    if (!object) return reply.code(404).send(errorBody(problem('not_found', 'Not found.')));
    const etag = `"${key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.'))}"`;
    void reply.header('cache-control', IMMUTABLE_CACHE).header('etag', etag).type(object.contentType);
    if (request.headers['if-none-match'] === etag) {
      object.body.destroy();
      return reply.code(304).send();
    }
    if (object.size !== undefined) void reply.header('content-length', object.size);
    return reply.send(object.body);
  });
}

function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}
