import { type Kobo, naira, SAMPLE_MARKETPLACE_PRICE } from '@greetly/domain';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@greetly/domain/catalog/products';

/** The marketplace's gift categories, in the order the filter row shows them. */
export const GIFT_CATEGORIES = PRODUCT_CATEGORIES;

export type GiftCategory = ProductCategory;

/** Which illustration a product card draws; each kind has its own SVG in product-art.tsx. */
export type ArtKind =
  | 'cake'
  | 'cupcakes'
  | 'bouquet'
  | 'necklace'
  | 'ring'
  | 'lipgloss'
  | 'hamper'
  | 'perfume'
  | 'giftbox';

/** Three colours that tint one illustration, so two gifts of one kind still look different. */
export interface ArtTone {
  backdrop: string;
  main: string;
  accent: string;
}

export interface Product {
  id: string;
  title: string;
  category: GiftCategory;
  blurb: string;
  price: Kobo;
  inStock: boolean;
  art: ArtKind;
  tone: ArtTone;
}

/**
 * The teaser's static samples (spec section 1: the marketplace shows sample products only).
 * Prices are integer kobo like every amount in the app.
 */
export const SAMPLE_PRODUCTS: readonly Product[] = [
  {
    id: 'red-velvet-cake',
    title: 'Red Velvet Celebration Cake',
    category: 'Cakes & Pastries',
    blurb: 'Two moist tiers, cream-cheese frosting and a hand-piped name on top.',
    price: SAMPLE_MARKETPLACE_PRICE,
    inStock: true,
    art: 'cake',
    tone: { backdrop: '#ffe4e1', main: '#c8334a', accent: '#fff8f0' },
  },
  {
    id: 'chocolate-cupcakes',
    title: 'Chocolate Truffle Cupcakes (6)',
    category: 'Cakes & Pastries',
    blurb: 'Six rich cupcakes with silky ganache swirls and gold sprinkles.',
    price: naira(6000),
    inStock: false,
    art: 'cupcakes',
    tone: { backdrop: '#fbeee0', main: '#6b3a2a', accent: '#f4b63f' },
  },
  {
    id: 'sprinkle-birthday-cake',
    title: 'Vanilla Sprinkle Birthday Cake',
    category: 'Cakes & Pastries',
    blurb: 'Fluffy vanilla sponge, pink buttercream and a shower of rainbow sprinkles.',
    price: naira(11500),
    inStock: true,
    art: 'cake',
    tone: { backdrop: '#d5f0ec', main: '#f29bb2', accent: '#fff8f0' },
  },
  {
    id: 'blush-rose-bouquet',
    title: 'Blush Rose Bouquet',
    category: 'Bouquets',
    blurb: 'Twelve long-stem roses wrapped in soft pink paper and satin ribbon.',
    price: naira(15000),
    inStock: true,
    art: 'bouquet',
    tone: { backdrop: '#fdecc8', main: '#e0587a', accent: '#f9d3d9' },
  },
  {
    id: 'sunflower-bouquet',
    title: 'Sunshine Sunflower Bunch',
    category: 'Bouquets',
    blurb: 'Bright sunflowers and white lilies to light up any room.',
    price: naira(12500),
    inStock: false,
    art: 'bouquet',
    tone: { backdrop: '#d5f0ec', main: '#f4b63f', accent: '#fff8f0' },
  },
  {
    id: 'gold-heart-necklace',
    title: 'Gold Heart Pendant Necklace',
    category: 'Jewelry',
    blurb: '18k gold-plated chain with a dainty heart that catches the light.',
    price: naira(25000),
    inStock: true,
    art: 'necklace',
    tone: { backdrop: '#f9d3d9', main: '#d99a1e', accent: '#fdecc8' },
  },
  {
    id: 'promise-ring',
    title: 'Sterling Silver Promise Ring',
    category: 'Jewelry',
    blurb: 'A sparkling solitaire on sterling silver, in a velvet keepsake box.',
    price: naira(18000),
    inStock: true,
    art: 'ring',
    tone: { backdrop: '#e8e3f3', main: '#8f8aa3', accent: '#bfe6f5' },
  },
  {
    id: 'strawberry-lip-gloss',
    title: 'Strawberry Shimmer Lip Gloss',
    category: 'Lip Gloss',
    blurb: 'A juicy pink shine with a sweet strawberry scent. Non-sticky.',
    price: naira(3500),
    inStock: true,
    art: 'lipgloss',
    tone: { backdrop: '#ffe4e1', main: '#f06a8e', accent: '#fff8f0' },
  },
  {
    id: 'lip-gloss-trio',
    title: 'Lip Gloss Trio: Nude, Berry & Clear',
    category: 'Lip Gloss',
    blurb: 'Three everyday shades in one pretty pouch, ready to gift.',
    price: naira(9000),
    inStock: false,
    art: 'lipgloss',
    tone: { backdrop: '#fbeee0', main: '#9c2f55', accent: '#e8b89a' },
  },
  {
    id: 'small-chops-tray',
    title: 'Party Small Chops Tray',
    category: 'Foods',
    blurb: 'Puff-puff, samosas, spring rolls and peppered chicken for the crew.',
    price: naira(20000),
    inStock: true,
    art: 'hamper',
    tone: { backdrop: '#fdecc8', main: '#b86b2b', accent: '#1f7a70' },
  },
  {
    id: 'gourmet-hamper',
    title: 'Gourmet Treats Hamper',
    category: 'Foods',
    blurb: 'Chocolates, cookies, chin-chin and sparkling juice in a woven basket.',
    price: naira(17500),
    inStock: true,
    art: 'hamper',
    tone: { backdrop: '#d5f0ec', main: '#a86a3d', accent: '#c8334a' },
  },
  {
    id: 'oud-vanilla-perfume',
    title: 'Oud & Vanilla Eau de Parfum',
    category: 'Perfumes',
    blurb: 'A warm, lasting scent of smoky oud and soft vanilla. 50 ml.',
    price: naira(32000),
    inStock: true,
    art: 'perfume',
    tone: { backdrop: '#fbeee0', main: '#6d3b66', accent: '#f4b63f' },
  },
  {
    id: 'peony-body-mist',
    title: 'Peony Blush Body Mist',
    category: 'Perfumes',
    blurb: 'A light, flowery mist for a fresh pick-me-up any time of day.',
    price: naira(11000),
    inStock: false,
    art: 'perfume',
    tone: { backdrop: '#ffe4e1', main: '#f29bb2', accent: '#fff8f0' },
  },
  {
    id: 'birthday-surprise-box',
    title: 'Birthday Surprise Gift Box',
    category: 'Gift Packs',
    blurb: 'Scented candle, mini cake, balloons and a handwritten card.',
    price: naira(22000),
    inStock: true,
    art: 'giftbox',
    tone: { backdrop: '#f9d3d9', main: '#c8334a', accent: '#f4b63f' },
  },
  {
    id: 'love-pack',
    title: 'Teddy & Chocolates Love Pack',
    category: 'Gift Packs',
    blurb: 'A cuddly teddy, Belgian chocolates and a red rose, boxed with a bow.',
    price: naira(27500),
    inStock: true,
    art: 'giftbox',
    tone: { backdrop: '#fdecc8', main: '#6d3b66', accent: '#f9d3d9' },
  },
  {
    id: 'self-care-pack',
    title: 'Self-Care Spa Pack',
    category: 'Gift Packs',
    blurb: 'Bath salts, body butter, a silk scrunchie and a cosy eye mask.',
    price: naira(19500),
    inStock: false,
    art: 'giftbox',
    tone: { backdrop: '#d5f0ec', main: '#1f7a70', accent: '#fdecc8' },
  },
];
