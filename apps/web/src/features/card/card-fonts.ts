import type { FontFamily } from '@greetly/domain';

/**
 * The ten card faces, bundled (no font CDN), so a card looks the same for the sender in the
 * studio and for the recipient. Each face's stylesheet (its @font-face rules for every script:
 * Latin, Cyrillic, Greek, Vietnamese) is loaded when a card in that face is shown: all ten made
 * 22 kB of compressed CSS on the recipient's page, which shows one. The studio's font picker
 * loads all ten itself (studio/fonts.ts).
 */
const FACES: Record<FontFamily, () => Promise<unknown>> = {
  Roboto: () => import('@fontsource/roboto/400.css'),
  'Open Sans': () => import('@fontsource/open-sans/400.css'),
  Lato: () => import('@fontsource/lato/400.css'),
  Montserrat: () => import('@fontsource/montserrat/400.css'),
  Oswald: () => import('@fontsource/oswald/400.css'),
  Raleway: () => import('@fontsource/raleway/400.css'),
  'Dancing Script': () => import('@fontsource/dancing-script/400.css'),
  'Playfair Display': () => import('@fontsource/playfair-display/400.css'),
  Poppins: () => import('@fontsource/poppins/400.css'),
  Pacifico: () => import('@fontsource/pacifico/400.css'),
};

/**
 * Loads the stylesheet of a card's face (once; later calls reuse it). The card shows in the
 * fallback face until it arrives (the faces swap in, `font-display: swap`); a failed load leaves
 * the fallback.
 */
export function loadCardFont(family: FontFamily | undefined): Promise<void> {
  if (!family) return Promise.resolve();
  return FACES[family]().then(
    () => undefined,
    () => undefined,
  );
}
