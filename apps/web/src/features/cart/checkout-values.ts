import { placeOrderRequestSchema } from '@greetly/domain/schemas/orders-api';
import type { Path } from 'react-hook-form';
import { z } from 'zod';

/** The checkout form's fields: the order's choices but the coupon (applied on its own, through the quote). */
export const checkoutFormSchema = placeOrderRequestSchema.omit({ couponCode: true }).extend({
  // '' is the "No card" choice.
  cardId: z
    .string()
    .max(64)
    .optional()
    .transform((id) => id || undefined),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormOutput = z.output<typeof checkoutFormSchema>;

export const ADDRESS_KEYS = ['name', 'phone', 'street', 'city', 'state', 'country'] as const;

/** Fields a server issue may name (its path is the request's), in the order they are shown. */
export const CHECKOUT_FIELDS: readonly Path<CheckoutFormInput>[] = [
  'deliveryOption',
  'cardId',
  ...ADDRESS_KEYS.map((key) => `address.${key}` as const),
  'giftBag',
  'paymentMethod',
];
