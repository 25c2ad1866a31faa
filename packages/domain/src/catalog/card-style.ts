export const FONT_FAMILIES = [
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Oswald',
  'Raleway',
  'Dancing Script',
  'Playfair Display',
  'Poppins',
  'Pacifico',
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

export const FONT_SIZES = ['12px', '14px', '16px', '18px'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const DEFAULT_FONT_SIZE: FontSize = '16px';
/** The home page's demo card uses a larger default size. */
export const HOME_PREVIEW_FONT_SIZE = '24px';

export const TEXT_COLOURS = [
  '#f02c2c',
  '#000000',
  '#f649cd',
  '#81fca0',
  '#55b8f1',
  '#f35b04',
] as const;
export type TextColour = (typeof TEXT_COLOURS)[number];
export const DEFAULT_TEXT_COLOUR: TextColour = '#000000';

export const EFFECTS = ['confetti', 'balloons', 'fireworks', 'petals', 'snow'] as const;
export type Effect = (typeof EFFECTS)[number];

/** How many floating items each effect releases. */
export const EFFECT_ITEM_COUNTS: Record<Effect, number> = {
  confetti: 45,
  balloons: 25,
  fireworks: 45,
  petals: 30,
  snow: 40,
};
/** Each item falls for 4–7 s; items are removed after about 6 s, when the effect ends. */
export const EFFECT_FALL_SECONDS = { min: 4, max: 7 } as const;
export const EFFECT_DURATION_MS = 6000;

export const MUSIC_GENRES = ['Hip-hop', 'Afrobeats', 'Pop', 'Reggae', 'Dancehall', 'R&B'] as const;
export type MusicGenre = (typeof MUSIC_GENRES)[number];
