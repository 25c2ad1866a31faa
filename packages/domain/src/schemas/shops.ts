import { z } from 'zod';
import { SHOP_STATUSES } from '../catalog/products.ts';
import { vendorProfileSchema } from './auth.ts';

/** The longest reason an admin gives for turning a shop down. */
export const SHOP_REJECT_REASON_MAX = 500;

/** A vendor's shop as its vendor sees it: where the review stands. */
export const vendorShopSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(SHOP_STATUSES),
  /** The admin's reason when the shop was rejected (null otherwise). */
  reviewReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type VendorShop = z.infer<typeof vendorShopSchema>;

/**
 * The business profile (the spec's /vendorproceed form) and the shop it makes; both null before
 * onboarding.
 */
export const vendorProfileAndShopSchema = z.object({
  success: z.literal(true),
  profile: vendorProfileSchema.nullable(),
  shop: vendorShopSchema.nullable(),
});

/** A shop as an admin reviews it. */
export const adminShopSchema = vendorShopSchema.extend({
  profile: vendorProfileSchema,
  ownerEmail: z.string(),
  ownerName: z.string(),
  productCount: z.number().int(),
});
export type AdminShop = z.infer<typeof adminShopSchema>;

export const adminShopQuerySchema = z.object({
  status: z.enum(SHOP_STATUSES).optional().catch(undefined),
});

export const adminShopListSchema = z.object({
  success: z.literal(true),
  shops: z.array(adminShopSchema),
});

export const adminShopResponseSchema = z.object({
  success: z.literal(true),
  shop: adminShopSchema,
});

export const shopIdParamsSchema = z.object({ id: z.string().regex(/^[\w-]{1,64}$/) });

export const shopRejectSchema = z.object({
  reason: z
    .string({ error: 'Tell the vendor why' })
    .trim()
    .min(10, { error: 'Give a reason of at least 10 characters', abort: true })
    .max(SHOP_REJECT_REASON_MAX, {
      error: `Keep the reason under ${SHOP_REJECT_REASON_MAX} characters`,
    }),
});
export type ShopReject = z.infer<typeof shopRejectSchema>;
