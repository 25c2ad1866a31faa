import { onDemand } from './on-demand.ts';

/**
 * sharp (libvips) is loaded with the first image work (an upload, a template picture), not at
 * start: it is most of a server's memory at rest. One libvips thread per image: with the upload
 * gate this bounds image work to one core.
 */
export const loadSharp = onDemand(() =>
  import('sharp').then(({ default: sharp }) => {
    sharp.concurrency(1);
    return sharp;
  }),
);
