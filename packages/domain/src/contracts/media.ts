import { z } from 'zod';
import { mediaUploadResponseSchema } from '../schemas/card-api.ts';
import { defineEndpoint } from './endpoint.ts';

export const mediaIdParamsSchema = z.object({ id: z.string().regex(/^[\w-]{1,64}$/) });
/** `t`: the recipient link's token, which lets a card's recipient see its media. */
export const mediaQuerySchema = z.object({ t: z.string().max(100).optional() });

/** Images and voice notes for cards. Neither endpoint carries JSON in both directions. */
export const mediaEndpoints = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/api/media',
    summary: 'Upload an image (JPEG, PNG, GIF, WebP; 5 MB) or a voice note (WebM, Ogg, MP4; 120 s)',
    description:
      'A multipart/form-data body with one file in the field `file`. The file is checked by its content, re-encoded and stripped of metadata.',
    auth: 'bearer',
    multipartBody: z.object({ file: z.file() }),
    responses: { 201: mediaUploadResponseSchema },
  }),
  file: defineEndpoint({
    method: 'GET',
    path: '/media/:id',
    summary: 'The bytes of an upload',
    description:
      'Answers its owner (with the bearer token) or the recipient of a card showing it (with `t`); 404 to anyone else.',
    auth: 'optional',
    params: mediaIdParamsSchema,
    query: mediaQuerySchema,
    responses: {},
    binaryResponse: {
      status: 200,
      contentTypes: [
        'image/jpeg',
        'image/png',
        'image/gif',
        'image/webp',
        'audio/webm',
        'audio/ogg',
        'audio/mp4',
      ],
      description: 'The stored file, with `X-Content-Type-Options: nosniff`.',
    },
  }),
};
