/**
 * The stickers a sender can put on a card's face (issue 14): ids are stored with the card, so an
 * id is never renamed or reused; names are what a screen reader says for each one. The drawings
 * live in the web app (features/stickers/art).
 */
export const STICKER_IDS = [
  'heart',
  'balloons',
  'cake',
  'star',
  'sparkles',
  'flower',
  'smiley',
  'heart-eyes',
  'laughing',
  'winking',
  'gift',
  'party-popper',
  'ribbon',
  'crown',
  'candle',
  'sun',
  'moon',
  'rainbow',
  'music-notes',
  'jollof',
  'gele',
  'talking-drum',
  'dodo',
  'chin-chin',
  'ankara-heart',
] as const;
export type StickerId = (typeof STICKER_IDS)[number];

export const STICKER_NAMES: Record<StickerId, string> = {
  heart: 'Heart',
  balloons: 'Balloons',
  cake: 'Birthday cake',
  star: 'Star',
  sparkles: 'Sparkles',
  flower: 'Flower',
  smiley: 'Smiling face',
  'heart-eyes': 'Heart-eyes face',
  laughing: 'Laughing face',
  winking: 'Winking face',
  gift: 'Gift box',
  'party-popper': 'Confetti popper',
  ribbon: 'Ribbon bow',
  crown: 'Crown',
  candle: 'Candle',
  sun: 'Sun',
  moon: 'Moon',
  rainbow: 'Rainbow',
  'music-notes': 'Music notes',
  jollof: 'Jollof rice',
  gele: 'Gele head-wrap',
  'talking-drum': 'Talking drum',
  dodo: 'Plantain (dodo)',
  'chin-chin': 'Chin-chin bowl',
  'ankara-heart': 'Ankara heart',
};

export function isStickerId(value: unknown): value is StickerId {
  return typeof value === 'string' && (STICKER_IDS as readonly string[]).includes(value);
}

/**
 * Where a sticker sits is kept as fractions of the card's face, so it lands in the same place at
 * any size: x and y of its centre (0..1 from the left and top), its size as a fraction of the
 * face's width, its rotation in degrees (clockwise).
 */
export const STICKER_LIMITS = {
  perCard: 10,
  minSize: 0.08,
  maxSize: 0.5,
  /** A sticker picked from the tray starts this big, in the middle, upright. */
  startSize: 0.22,
  maxRotation: 180,
} as const;

export const STICKER_MESSAGES = {
  unknown: 'Choose a sticker from the tray.',
  offCard: 'A sticker must sit on the card.',
  size: 'A sticker must be between 8% and 50% of the card wide.',
  rotation: 'A sticker can turn at most 180 degrees either way.',
  tooMany: 'A card can hold up to 10 stickers.',
} as const;

/** A placed sticker, as the card stores it. */
export interface PlacedSticker {
  id: StickerId;
  x: number;
  y: number;
  size: number;
  rotation: number;
}
