import type { DeliveryArea, DeliveryCountry, ProductCategory } from '@greetly/domain';

/** The demo data's account: it owns the demo shops and cannot sign in (no password, no identity). */
export const DEMO_ACCOUNT = {
  email: 'demo-shops@example.com',
  firstName: 'Demo',
  lastName: 'Shops',
  phone: '+2348000000000',
} as const;

export interface DemoShop {
  key: string;
  name: string;
  businessType: string;
  description: string;
  countryCity: string;
  deliveryCountry: DeliveryCountry;
}

export interface DemoProduct {
  shop: DemoShop['key'];
  title: string;
  category: ProductCategory;
  description: string;
  priceNaira: number;
  stock: number;
  leadTimeDays: number;
  deliveryAreas: DeliveryArea[];
}

export const DEMO_SHOPS: readonly DemoShop[] = [
  {
    key: 'oven',
    name: 'Oven & Petal',
    businessType: 'Bakery and Florist',
    description:
      'Demo shop: celebration cakes, pastries and hand-tied bouquets from a small Lagos kitchen.',
    countryCity: 'Nigeria, Lagos',
    deliveryCountry: 'Nigeria',
  },
  {
    key: 'thread',
    name: 'Gold Thread Atelier',
    businessType: 'Jewellery and Beauty',
    description: 'Demo shop: gold-plated jewellery, lip gloss and fragrances, wrapped as gifts.',
    countryCity: 'Nigeria, Abuja',
    deliveryCountry: 'Nigeria',
  },
  {
    key: 'jollof',
    name: 'Jollof & Joy Hampers',
    businessType: 'Food and Gift Hampers',
    description: 'Demo shop: party trays, snack boxes and gift hampers for every celebration.',
    countryCity: 'Ghana, Accra',
    deliveryCountry: 'Ghana',
  },
];

const LAGOS: DeliveryArea = { country: 'Nigeria', city: 'Lagos' };
const ABUJA: DeliveryArea = { country: 'Nigeria', city: 'Abuja' };
const IBADAN: DeliveryArea = { country: 'Nigeria', city: 'Ibadan' };
const ACCRA: DeliveryArea = { country: 'Ghana', city: 'Accra' };
const ALL_NIGERIA: DeliveryArea = { country: 'Nigeria', city: '' };

/** Thirty gifts in all seven categories, in the order they are listed (the last is the newest). */
export const DEMO_PRODUCTS: readonly DemoProduct[] = [
  {
    shop: 'oven',
    title: 'Red Velvet Celebration Cake',
    category: 'Cakes & Pastries',
    description:
      'Three layers of red velvet sponge with cream cheese frosting, finished with a handwritten topper.',
    priceNaira: 18_500,
    stock: 6,
    leadTimeDays: 2,
    deliveryAreas: [LAGOS, IBADAN],
  },
  {
    shop: 'oven',
    title: 'Chocolate Fudge Birthday Cake',
    category: 'Cakes & Pastries',
    description:
      'Rich chocolate sponge layered with fudge icing and sprinkles, with candles included.',
    priceNaira: 16_000,
    stock: 4,
    leadTimeDays: 2,
    deliveryAreas: [LAGOS],
  },
  {
    shop: 'oven',
    title: 'Vanilla Bean Cupcakes (Box of 12)',
    category: 'Cakes & Pastries',
    description: 'Twelve vanilla cupcakes with pastel buttercream swirls, boxed with a ribbon.',
    priceNaira: 8_500,
    stock: 15,
    leadTimeDays: 1,
    deliveryAreas: [LAGOS, ABUJA],
  },
  {
    shop: 'oven',
    title: 'Coconut Lemon Drizzle Loaf',
    category: 'Cakes & Pastries',
    description: 'A moist coconut loaf soaked in lemon syrup, wrapped in paper and twine.',
    priceNaira: 6_500,
    stock: 0,
    leadTimeDays: 1,
    deliveryAreas: [LAGOS],
  },
  {
    shop: 'oven',
    title: 'Blush Rose Bouquet',
    category: 'Bouquets',
    description: 'Twelve blush roses with eucalyptus and baby’s breath, hand-tied in kraft paper.',
    priceNaira: 22_000,
    stock: 8,
    leadTimeDays: 0,
    deliveryAreas: [LAGOS],
  },
  {
    shop: 'oven',
    title: 'Sunflower Morning Bouquet',
    category: 'Bouquets',
    description: 'Bright sunflowers and white daisies that bring a little sunshine to any room.',
    priceNaira: 14_500,
    stock: 10,
    leadTimeDays: 0,
    deliveryAreas: [LAGOS, IBADAN],
  },
  {
    shop: 'oven',
    title: 'Pastel Peony Flower Box',
    category: 'Bouquets',
    description: 'Soft pink peonies arranged in a keepsake hat box that can be used again.',
    priceNaira: 35_000,
    stock: 3,
    leadTimeDays: 1,
    deliveryAreas: [LAGOS],
  },
  {
    shop: 'oven',
    title: 'Mini Orchid Posy',
    category: 'Bouquets',
    description: 'A small posy of purple orchids, ideal for a desk, a bedside or a thank-you.',
    priceNaira: 9_000,
    stock: 0,
    leadTimeDays: 0,
    deliveryAreas: [LAGOS],
  },
  {
    shop: 'thread',
    title: 'Gold Plated Initial Necklace',
    category: 'Jewelry',
    description: 'A dainty gold-plated chain with the initial of your choice, in a velvet pouch.',
    priceNaira: 24_000,
    stock: 12,
    leadTimeDays: 3,
    deliveryAreas: [ALL_NIGERIA],
  },
  {
    shop: 'thread',
    title: 'Pearl Drop Earrings',
    category: 'Jewelry',
    description: 'Freshwater pearls on sterling silver hooks, light enough to wear every day.',
    priceNaira: 19_500,
    stock: 7,
    leadTimeDays: 2,
    deliveryAreas: [ALL_NIGERIA],
  },
  {
    shop: 'thread',
    title: 'Rose Gold Promise Ring',
    category: 'Jewelry',
    description: 'A slim rose gold band set with a small crystal, presented in a ring box.',
    priceNaira: 32_000,
    stock: 5,
    leadTimeDays: 2,
    deliveryAreas: [ABUJA, LAGOS],
  },
  {
    shop: 'thread',
    title: 'Coral Bead Bracelet',
    category: 'Jewelry',
    description: 'Hand-strung coral beads with a gold clasp, a classic gift for a celebration.',
    priceNaira: 15_000,
    stock: 0,
    leadTimeDays: 3,
    deliveryAreas: [ABUJA],
  },
  {
    shop: 'thread',
    title: 'Berry Shine Lip Gloss',
    category: 'Lip Gloss',
    description: 'A glossy berry tint with shea butter and vitamin E that keeps lips soft all day.',
    priceNaira: 4_500,
    stock: 30,
    leadTimeDays: 1,
    deliveryAreas: [ALL_NIGERIA],
  },
  {
    shop: 'thread',
    title: 'Nude Glow Lip Gloss Trio',
    category: 'Lip Gloss',
    description: 'Three everyday nude shades in a mirrored pouch, perfect for a handbag.',
    priceNaira: 11_000,
    stock: 14,
    leadTimeDays: 1,
    deliveryAreas: [ALL_NIGERIA],
  },
  {
    shop: 'thread',
    title: 'Honey Shimmer Lip Oil',
    category: 'Lip Gloss',
    description: 'A nourishing lip oil with a golden shimmer and a light vanilla scent.',
    priceNaira: 6_000,
    stock: 20,
    leadTimeDays: 1,
    deliveryAreas: [ABUJA, LAGOS],
  },
  {
    shop: 'thread',
    title: 'Cherry Kiss Gloss Set',
    category: 'Lip Gloss',
    description: 'Two cherry red glosses and a clear top coat in a gift box with a bow.',
    priceNaira: 9_500,
    stock: 9,
    leadTimeDays: 1,
    deliveryAreas: [ALL_NIGERIA],
  },
  {
    shop: 'thread',
    title: 'Amber Oud Eau de Parfum',
    category: 'Perfumes',
    description: 'A warm blend of amber, oud and vanilla that lasts from morning to night.',
    priceNaira: 45_000,
    stock: 6,
    leadTimeDays: 2,
    deliveryAreas: [ALL_NIGERIA],
  },
  {
    shop: 'thread',
    title: 'Jasmine Night Perfume',
    category: 'Perfumes',
    description: 'Night-blooming jasmine with a hint of sandalwood, in a faceted glass bottle.',
    priceNaira: 38_000,
    stock: 4,
    leadTimeDays: 2,
    deliveryAreas: [ABUJA, LAGOS],
  },
  {
    shop: 'thread',
    title: 'Citrus Bloom Body Mist',
    category: 'Perfumes',
    description: 'A fresh, light body mist of orange blossom and lime for warm afternoons.',
    priceNaira: 8_500,
    stock: 18,
    leadTimeDays: 1,
    deliveryAreas: [ALL_NIGERIA],
  },
  {
    shop: 'thread',
    title: 'White Musk Travel Atomiser',
    category: 'Perfumes',
    description: 'Clean white musk in a refillable travel atomiser that slips into any bag.',
    priceNaira: 12_500,
    stock: 0,
    leadTimeDays: 1,
    deliveryAreas: [ABUJA],
  },
  {
    shop: 'jollof',
    title: 'Party Jollof Tray',
    category: 'Foods',
    description:
      'Smoky party jollof rice with fried plantain and grilled chicken for six to eight.',
    priceNaira: 28_000,
    stock: 10,
    leadTimeDays: 1,
    deliveryAreas: [ACCRA, LAGOS],
  },
  {
    shop: 'jollof',
    title: 'Small Chops Celebration Box',
    category: 'Foods',
    description: 'Puff puff, spring rolls, samosas and peppered gizzard, packed for sharing.',
    priceNaira: 15_500,
    stock: 12,
    leadTimeDays: 1,
    deliveryAreas: [ACCRA, LAGOS],
  },
  {
    shop: 'jollof',
    title: 'Sunday Family Food Basket',
    category: 'Foods',
    description:
      'Jollof rice, fried rice, moi moi and coleslaw in a woven basket for a family lunch.',
    priceNaira: 42_000,
    stock: 5,
    leadTimeDays: 2,
    deliveryAreas: [ACCRA],
  },
  {
    shop: 'jollof',
    title: 'Crunchy Chin Chin Jar',
    category: 'Foods',
    description: 'A tall jar of golden, lightly spiced chin chin, made fresh the day it is sent.',
    priceNaira: 5_000,
    stock: 25,
    leadTimeDays: 1,
    deliveryAreas: [ACCRA, LAGOS, ABUJA],
  },
  {
    shop: 'jollof',
    title: 'Spicy Suya Snack Hamper',
    category: 'Foods',
    description: 'Beef suya, roasted groundnuts and zobo drink in a gift hamper with a card.',
    priceNaira: 19_000,
    stock: 0,
    leadTimeDays: 1,
    deliveryAreas: [LAGOS],
  },
  {
    shop: 'jollof',
    title: 'Birthday Surprise Gift Box',
    category: 'Gift Packs',
    description: 'Scented candle, chocolates, a mug and a greeting card in a ribboned box.',
    priceNaira: 21_000,
    stock: 9,
    leadTimeDays: 1,
    deliveryAreas: [ACCRA, LAGOS],
  },
  {
    shop: 'jollof',
    title: 'Spa Day Pamper Hamper',
    category: 'Gift Packs',
    description: 'Bath salts, shea body butter, a soft towel and a lavender candle to unwind.',
    priceNaira: 27_500,
    stock: 6,
    leadTimeDays: 2,
    deliveryAreas: [ACCRA, LAGOS],
  },
  {
    shop: 'jollof',
    title: 'Thank You Treat Pack',
    category: 'Gift Packs',
    description: 'Cookies, a small plant and a thank-you card, a kind way to say it well.',
    priceNaira: 8_500,
    stock: 16,
    leadTimeDays: 1,
    deliveryAreas: [ACCRA],
  },
  {
    shop: 'jollof',
    title: 'Anniversary Keepsake Box',
    category: 'Gift Packs',
    description: 'Two engraved glasses, sparkling juice and rose petals for an anniversary toast.',
    priceNaira: 36_000,
    stock: 3,
    leadTimeDays: 3,
    deliveryAreas: [ACCRA, LAGOS],
  },
  {
    shop: 'jollof',
    title: 'Get Well Comfort Pack',
    category: 'Gift Packs',
    description:
      'Herbal tea, honey, a cosy pair of socks and a get-well card for a quick recovery.',
    priceNaira: 13_000,
    stock: 11,
    leadTimeDays: 1,
    deliveryAreas: [ACCRA, LAGOS],
  },
];
