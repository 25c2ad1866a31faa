import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TEMPLATE_COUNT } from '@greetly/domain';
import type { FastifyPluginAsync } from 'fastify';
import { loadSharp } from '../lib/sharp.ts';
import { notFound } from './errors.ts';

/**
 * PNG copies of the template artwork for e-mails (mail clients do not show SVG), rendered from the
 * web app's SVG on first request and kept in memory. They are public, and loadable from any site.
 */
export const templateImageRoutes: FastifyPluginAsync<{ webDist: string }> = async (
  app,
  { webDist },
) => {
  const cache = new Map<number, Promise<Buffer>>();
  const render = (id: number) =>
    Promise.all([readFile(join(webDist, 'templates', `${id}.svg`)), loadSharp()]).then(
      ([svg, sharp]) =>
        sharp(svg, { density: 144 }).resize({ width: 480 }).png({ compressionLevel: 9 }).toBuffer(),
    );

  app.get<{ Params: { id: string } }>('/templates/:id.png', async (request, reply) => {
    const id = Number(request.params.id);
    if (!Number.isInteger(id) || id < 1 || id > TEMPLATE_COUNT) throw notFound('No such template.');
    let image = cache.get(id);
    if (!image) {
      image = render(id);
      cache.set(id, image);
      image.catch(() => cache.delete(id));
    }
    const bytes = await image.catch(() => {
      throw notFound('No such template.');
    });
    return (
      reply
        .type('image/png')
        .header('Cache-Control', 'public, max-age=86400')
        // Mail is read on other sites (webmail): the picture must load there, not only here.
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(bytes)
    );
  });
};
