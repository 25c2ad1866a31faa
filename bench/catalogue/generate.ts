// A large, believable catalogue made from word lists: shop names, product titles and descriptions
// that read like a vendor's, with the spread of words real searches meet (a category word such
// as "cake" in about a seventh of the titles, flavours and materials in fewer).
import { type DeliveryArea, PRODUCT_CATEGORIES, type ProductCategory } from '@greetly/domain';
import type { ProductSeed } from '../../apps/server/test/support/catalogue.ts';

/** A small seeded generator (mulberry32): the same catalogue on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('empty list');
  return item;
};

const SHOP_FIRST = [
  'Bloom',
  'Golden',
  'Lagos',
  'Velvet',
  'Sweet',
  'Amber',
  'Harmattan',
  'Coral',
  'Ivory',
  'Savannah',
];
const SHOP_SECOND = ['Crumb', 'Petals', 'Treats', 'Gifts', 'Atelier', 'Kitchen', 'House', 'Studio'];

/** `count` distinct shop names ('Bloom Crumb', 'Golden Petals', …). */
export function shopNames(count: number): string[] {
  const names: string[] = [];
  for (const second of SHOP_SECOND)
    for (const first of SHOP_FIRST) names.push(`${first} ${second}`);
  if (count > names.length) throw new Error(`at most ${names.length} shops`);
  return names.slice(0, count);
}

interface CategoryWords {
  nouns: readonly string[];
  kinds: readonly string[];
  details: readonly string[];
}

const WORDS: Record<ProductCategory, CategoryWords> = {
  'Cakes & Pastries': {
    nouns: ['Cake', 'Cupcakes', 'Cake', 'Cheesecake', 'Pastry Box', 'Cake'],
    kinds: ['Red Velvet', 'Chocolate Fudge', 'Vanilla Bean', 'Lemon Drizzle', 'Coconut', 'Carrot'],
    details: [
      'buttercream',
      'fresh berries',
      'a handwritten topper',
      'edible gold leaf',
      'sprinkles',
    ],
  },
  Bouquets: {
    nouns: ['Bouquet', 'Flower Box', 'Posy', 'Bouquet'],
    kinds: ['Red Rose', 'Sunflower', 'Pastel Peony', 'Lily', 'Mixed Garden', 'Orchid'],
    details: ['eucalyptus', 'satin ribbon', 'a glass vase', 'baby’s breath', 'kraft wrapping'],
  },
  Jewelry: {
    nouns: ['Necklace', 'Bracelet', 'Earrings', 'Ring', 'Anklet'],
    kinds: ['Gold Plated', 'Sterling Silver', 'Beaded', 'Pearl', 'Rose Gold', 'Coral Bead'],
    details: ['a velvet pouch', 'an engraved charm', 'a gift box', 'adjustable clasp'],
  },
  'Lip Gloss': {
    nouns: ['Lip Gloss', 'Lip Gloss Set', 'Lip Oil', 'Gloss Trio'],
    kinds: ['Berry Shine', 'Nude Glow', 'Cherry Kiss', 'Honey Shimmer', 'Clear Crystal'],
    details: ['shea butter', 'vitamin E', 'a mirror pouch', 'a vanilla scent'],
  },
  Foods: {
    nouns: ['Food Basket', 'Jollof Tray', 'Small Chops Box', 'Hamper', 'Chin Chin Jar'],
    kinds: ['Party', 'Family', 'Sunday', 'Festive', 'Spicy', 'Classic'],
    details: ['fried plantain', 'grilled chicken', 'puff puff', 'fruit juice', 'peppered snail'],
  },
  Perfumes: {
    nouns: ['Perfume', 'Eau de Parfum', 'Body Mist', 'Oud Oil'],
    kinds: ['Amber Oud', 'White Musk', 'Jasmine Night', 'Citrus Bloom', 'Sandalwood'],
    details: ['a travel atomiser', 'a gift bag', 'long lasting notes', 'a sample vial'],
  },
  'Gift Packs': {
    nouns: ['Gift Pack', 'Gift Box', 'Pamper Hamper', 'Surprise Box'],
    kinds: ['Birthday', 'Anniversary', 'Spa Day', 'Thank You', 'Get Well', 'Congratulations'],
    details: ['scented candles', 'a greeting card', 'chocolates', 'a teddy bear', 'bath salts'],
  },
};

const OCCASIONS = [
  'birthdays',
  'anniversaries',
  'weddings',
  'graduations',
  'a new baby',
  'Valentine’s Day',
];
const OPENINGS = [
  'Made to order in our kitchen and studio',
  'A customer favourite',
  'Hand finished by our team',
  'Our best seller this season',
  'Thoughtfully put together',
];
const CLOSINGS = [
  'Delivered with a personal note.',
  'Order a day ahead for same-week delivery.',
  'Packed carefully so it arrives perfect.',
  'Ask us about custom colours and messages.',
];
const CITIES: readonly DeliveryArea[] = [
  { country: 'Nigeria', city: 'Lagos' },
  { country: 'Nigeria', city: 'Abuja' },
  { country: 'Nigeria', city: 'Port Harcourt' },
  { country: 'Nigeria', city: 'Ibadan' },
  { country: 'Ghana', city: 'Accra' },
  { country: 'Nigeria', city: '' },
];

/** One product of a shop: a title and a 40–60 word description from the category's words. */
export function productSeed(random: Random, createdAt: string): ProductSeed {
  const category = pick(random, PRODUCT_CATEGORIES);
  const words = WORDS[category];
  const noun = pick(random, words.nouns);
  const kind = pick(random, words.kinds);
  const title = `${kind} ${noun}`;
  const description = [
    `${pick(random, OPENINGS)}: our ${kind.toLowerCase()} ${noun.toLowerCase()} with ${pick(random, words.details)} and ${pick(random, words.details)}.`,
    `Perfect for ${pick(random, OCCASIONS)} and ${pick(random, OCCASIONS)}, it makes any day feel like a celebration.`,
    pick(random, CLOSINGS),
    pick(random, CLOSINGS),
  ].join(' ');
  const first = pick(random, CITIES);
  const second = pick(random, CITIES);
  return {
    title,
    category,
    description,
    // ₦2,500 to ₦250,000, in whole hundreds of naira.
    priceKobo: Math.round(25 + random() * 2475) * 100 * 100,
    stock: random() < 0.1 ? 0 : Math.floor(random() * 40) + 1,
    leadTimeDays: Math.floor(random() * 4),
    createdAt,
    deliveryAreas:
      first.city === second.city && first.country === second.country ? [first] : [first, second],
  };
}
