/**
 * The scope a shopper's photo is uploaded in (a return's, a quote's site): the body is the file's bytes, as staff
 * uploads are, too large a file is 413 and a file that is no image 415, each naming `file`.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { problem } from '../../errors';
import { errorBody } from '../errors';
import { FILE_FIELD, MediaStorageUnavailableError, UnsupportedImageError } from '../../media';

export async function registerPhotoUploads(app: FastifyInstance, maxBytes: number, register: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: maxBytes }, (_request, body, done) => done(null, body));
    scope.setErrorHandler(async (error: FastifyError, request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
        const detail = `The photo is larger than the limit of ${Math.round(maxBytes / (1024 * 1024))} MB. Choose a smaller one.`;
        const tooLarge = problem('file_too_large', detail);
        return reply.code(413).send(errorBody(tooLarge, { [FILE_FIELD]: [tooLarge] }));
      }
      if (error instanceof UnsupportedImageError) return reply.code(415).send(errorBody(problem('image_type_unsupported', error.detail), { [FILE_FIELD]: [problem('image_type_unsupported', error.detail)] }));
      if (error instanceof MediaStorageUnavailableError) request.log.error({ err: error.reason }, 'Media storage failed');
      throw error;
    });
    register(scope);
  });
}
