import {
  type DeliveryCountry,
  naira,
  type ProductCategory,
  type ProductInput,
  productInputSchema,
  type VendorProduct,
} from '@greetly/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import type { DefaultValues, Resolver } from 'react-hook-form';

/**
 * What the product form edits: the payload's fields, except that the price is the naira text the
 * vendor typed ('8,500' or '8500.50'), and a category or delivery country may still be unchosen.
 */
export interface ProductFormValues {
  title: string;
  category: ProductCategory | '';
  description: string;
  /** Naira as typed; the payload's integer kobo is read from it (named as the payload's field, so
   * the schema's and the server's messages about the price land on it). */
  priceKobo: string;
  stock: number;
  leadTimeDays: number;
  photoIds: string[];
  deliveryAreas: { country: DeliveryCountry | ''; city: string }[];
}

/**
 * Reads a price typed in naira as integer kobo: '₦8,500' → 850000, '8500.50' → 850050. NaN when
 * the text is not an amount with at most two decimals (the schema then asks for a price).
 */
export function koboFromNairaText(text: string): number {
  const amount = text.replace(/[\s,₦]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(amount)) return Number.NaN;
  return naira(Number(amount));
}

/** Kobo as the price field shows it: 850000 → '8,500', 850050 → '8,500.50'. */
export function nairaTextFromKobo(kobo: number): string {
  const hasKobo = kobo % 100 !== 0;
  return new Intl.NumberFormat('en-NG', {
    minimumFractionDigits: hasKobo ? 2 : 0,
    maximumFractionDigits: 2,
  }).format(kobo / 100);
}

/** The payload the form's values make; whatever is still wrong in it the schema reports. */
export function productInputOf(values: ProductFormValues): ProductInput {
  // Unchosen fields ('') go to the schema as they are: its messages ask for them.
  return {
    ...values,
    priceKobo: koboFromNairaText(values.priceKobo),
    category: values.category as ProductCategory,
    deliveryAreas: values.deliveryAreas as ProductInput['deliveryAreas'],
  };
}

const inputResolver = zodResolver(productInputSchema);

/**
 * Validates the form with the payload's own schema (productInputSchema), on the payload the
 * values make: the messages are the schema's, on the fields that hold them.
 */
export const productFormResolver: Resolver<ProductFormValues, unknown, ProductInput> = (
  values,
  context,
  options,
) =>
  // The field names are the payload's, so the options (which fields, how to report) carry over.
  inputResolver(
    productInputOf(values),
    context,
    options as unknown as Parameters<typeof inputResolver>[2],
  ) as ReturnType<Resolver<ProductFormValues, unknown, ProductInput>>;

/** A new product's form: nothing chosen for the vendor (no stock count), one delivery area to fill in. */
export const EMPTY_PRODUCT: DefaultValues<ProductFormValues> = {
  title: '',
  category: '',
  description: '',
  priceKobo: '',
  leadTimeDays: 0,
  photoIds: [],
  deliveryAreas: [{ country: '', city: '' }],
};

/** A saved product as the form shows it. */
export function formValuesOf(product: VendorProduct): ProductFormValues {
  return {
    title: product.title,
    category: product.category,
    description: product.description,
    priceKobo: nairaTextFromKobo(product.priceKobo),
    stock: product.stock,
    leadTimeDays: product.leadTimeDays,
    photoIds: product.photos.map((photo) => photo.id),
    deliveryAreas: product.deliveryAreas.map(({ country, city }) => ({ country, city })),
  };
}
