import multipart from '@fastify/multipart';
import { IMAGE_MAX_BYTES, mediaEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/http/errors.ts';
import { route } from '../../platform/http/route.ts';
import type { AuthRepo } from '../accounts/index.ts';
import { authenticate, authOf, bearerToken, requireAuth } from '../accounts/index.ts';
import { countUpload, type MediaDeps, readMedia, storeUpload } from './service.ts';

const TOO_LARGE = 'This file is larger than 5MB. Please choose a smaller one.';

export const mediaRoutes: FastifyPluginAsyncZod<{ deps: MediaDeps; authRepo: AuthRepo }> = async (
  app,
  { deps, authRepo },
) => {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, parts: 6 },
  });

  // The multipart body is read here, not validated by the route: the contract only describes it.
  route(
    app,
    mediaEndpoints.upload,
    { preHandler: requireAuth(authRepo) },
    async (request, reply) => {
      const owner = authOf(request).user;
      await countUpload(deps, owner);
      if (!request.isMultipart())
        throw new AppError(
          'unsupported_media',
          'Send the file as multipart/form-data in the field "file".',
        );
      const file = await request.file();
      if (file?.fieldname !== 'file')
        throw new AppError('file_missing', 'Choose a file to upload.');
      let bytes: Buffer;
      try {
        // The stream stops at 5 MB: a larger upload is cut off, not read to its end.
        bytes = await file.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('file_too_large', TOO_LARGE);
        throw error;
      }
      const row = await storeUpload(deps, { owner, bytes, declaredType: file.mimetype });
      return reply.status(201).send({ id: row.id, kind: row.kind, url: `/media/${row.id}` });
    },
  );

  route(app, mediaEndpoints.file, {}, async (request, reply) => {
    const { id } = request.params;
    const { t } = request.query;
    const token = bearerToken(request);
    const viewer = token ? await authenticate({ repo: authRepo }, token) : undefined;
    const { row, bytes } = await readMedia(deps, {
      id,
      viewer: viewer?.user ?? null,
      cardToken: t,
    });
    return reply
      .header('Content-Type', row.content_type)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('Content-Disposition', 'inline')
      .send(bytes);
  });
};
