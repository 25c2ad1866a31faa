/** Limits of spec section 9. */
export const MESSAGE_MIN_WORDS = 25;
export const MESSAGE_MAX_WORDS = 60;
/** Sixty words fit easily (about 400 characters in English); one 'word' may not be a megabyte. */
export const MESSAGE_MAX_CHARACTERS = 1000;
export const VOICE_NOTE_MAX_SECONDS = 120;
export const VOICE_NOTE_MIME = 'audio/webm';
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_HINT = 'JPEG, PNG, GIF, max 5MB';
/** What a photo that is not one is told, by the studio and by the server alike. */
export const NOT_AN_IMAGE_MESSAGE =
  'This file is not an image we can use. Please choose a JPEG, PNG, GIF or WebP image.';
export const CARD_VIEWER_LAST_PAGE = 5;
export const PREVIEW_CARD_SIZE_PX = 350;
export const PREVIEW_FLOATING_HEARTS = 15;
export const PREVIEW_BACKGROUND = '#fcfbef';
export const PREVIEW_VISIBLE_NEIGHBOURS = 2;

/** Spin & Win: each spin adds a random 720–1079° over 3 s. */
export const WHEEL_SPIN_MIN_DEGREES = 720;
export const WHEEL_SPIN_MAX_DEGREES = 1079;
export const WHEEL_SPIN_MS = 3000;

/** Home hero typing timings. */
export const HERO_WORDS = ['Send love', 'Send Cards', 'Send Gifts'] as const;
export const HERO_TYPE_MS = 150;
export const HERO_PAUSE_MS = 1000;
export const HERO_DELETE_MS = 80;

export const PRODUCT_NAME = 'Greetly';
export const SUPPORT_EMAIL = 'support@greetly.app';
