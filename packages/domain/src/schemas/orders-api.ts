import { z } from 'zod';
import {
  DELIVERY_OPTIONS,
  FULFILMENT_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  parseOrderNumber,
} from '../catalog/checkout.ts';
import { checkoutRequestSchema } from './checkout.ts';
import { emailField } from './email.ts';

const kobo = z.number().int();

/** Words shown when a tracking look-up matches nothing (the same for a wrong number or e-mail). */
export const ORDER_NOT_FOUND_MESSAGE =
  'We could not find an order with that number and e-mail address.';
export const ORDER_NUMBER_MESSAGE = 'Enter an order number like GR-000123';
export const CANCEL_REASON_MIN = 10;
export const CANCEL_REASON_MAX = 500;
export const DISPATCH_NOTE_MAX = 500;

/** An order number in a path or a form, as a person types it ('gr-000123', ' GR-123 '). */
export const orderNumberSchema = z
  .string({ error: ORDER_NUMBER_MESSAGE })
  .max(40, { error: ORDER_NUMBER_MESSAGE })
  .refine((text) => parseOrderNumber(text) !== null, { error: ORDER_NUMBER_MESSAGE });

export const orderNumberParamsSchema = z.object({ number: orderNumberSchema });

/**
 * Placing an order: the checkout's choices. Items and prices are never sent: the server reads the
 * account's cart and prices it itself. `cardId` links the gifts to one of the buyer's scheduled
 * cards (gift delivery only): they are delivered on the card's day.
 */
export const placeOrderRequestSchema = checkoutRequestSchema.extend({
  paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Choose a payment method' }),
  cardId: z.string().min(1).max(64).optional(),
});
export type PlaceOrderRequest = z.infer<typeof placeOrderRequestSchema>;
export type PlaceOrderForm = z.input<typeof placeOrderRequestSchema>;

export const orderAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  street: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderLineSchema = z.object({
  ref: z.string(),
  title: z.string(),
  unitPriceKobo: kobo,
  quantity: z.number().int(),
  lineTotalKobo: kobo,
  /** Units the loyalty card paid for (0 or 1). */
  freeUnits: z.number().int(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** One step of an order's timeline: the order's own (shopName null) or one shop's part. */
export const orderHistoryEntrySchema = z.object({
  at: z.string(),
  /** An OrderStatus when shopName is null, else a FulfilmentStatus. */
  status: z.string(),
  shopName: z.string().nullable(),
  note: z.string().nullable(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderShipmentSchema = z.object({
  id: z.string(),
  shopName: z.string(),
  shopSlug: z.string(),
  status: z.enum(FULFILMENT_STATUSES),
  itemsKobo: kobo,
  deliveryKobo: kobo,
  giftBagKobo: kobo,
  discountKobo: kobo,
  taxKobo: kobo,
  totalKobo: kobo,
  dispatchNote: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Set once a shop cancelled its part of a paid order: the buyer's refund of that part. */
  refundStatus: z.enum(['pending', 'processed']).nullable(),
  lines: z.array(orderLineSchema),
});
export type OrderShipment = z.infer<typeof orderShipmentSchema>;

/** The card a gift travels with, as its sender sees it. */
export const orderCardSchema = z.object({
  id: z.string(),
  recipientName: z.string(),
  sendAt: z.string(),
});

/** An order as its buyer sees it. */
export const orderViewSchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Stock is held until then while the order waits for payment. */
  reservedUntil: z.string(),
  deliveryOption: z.enum(DELIVERY_OPTIONS),
  giftBag: z.boolean(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  couponCode: z.string().nullable(),
  /** The day the gifts arrive with a card (YYYY-MM-DD), else null. */
  deliverOn: z.string().nullable(),
  card: orderCardSchema.nullable(),
  address: orderAddressSchema,
  itemsKobo: kobo,
  deliveryKobo: kobo,
  giftBagKobo: kobo,
  couponDiscountKobo: kobo,
  loyaltyDiscountKobo: kobo,
  discountKobo: kobo,
  taxKobo: kobo,
  totalExcludingTaxKobo: kobo,
  totalKobo: kobo,
  shipments: z.array(orderShipmentSchema),
  /** Oldest first. */
  history: z.array(orderHistoryEntrySchema),
  /** Whether the buyer may (try again to) pay, or cancel. */
  canPay: z.boolean(),
  canCancel: z.boolean(),
});
export type OrderView = z.infer<typeof orderViewSchema>;

export const orderResponseSchema = z.object({ success: z.literal(true), order: orderViewSchema });
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** Where the buyer's browser goes to pay (the provider's page, or the test checkout). */
export const paymentRedirectSchema = z.object({ redirectUrl: z.string() });

/**
 * A placed order and where to pay it. `payment` is null when the provider could not be reached:
 * the order and its stock are kept, and its page offers to pay again.
 */
export const placeOrderResponseSchema = z.object({
  success: z.literal(true),
  order: orderViewSchema,
  payment: paymentRedirectSchema.nullable(),
});
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>;

export const payOrderResponseSchema = z.object({
  success: z.literal(true),
  payment: paymentRedirectSchema,
});

/** The reference the provider sent the buyer back with (`?reference=`). */
export const verifyPaymentRequestSchema = z.object({
  reference: z.string().min(1).max(100),
});

export const orderSummarySchema = z.object({
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  createdAt: z.string(),
  totalKobo: kobo,
  itemCount: z.number().int(),
  deliverOn: z.string().nullable(),
  /** Each shop's part, with its refund once the shop cancelled it (the order's status follows). */
  shipments: z.array(
    orderShipmentSchema.pick({ shopName: true, status: true, refundStatus: true }),
  ),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first. */
  orders: z.array(orderSummarySchema),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** Tracking without signing in: the order number and the e-mail it was placed with. */
export const trackOrderRequestSchema = z.object({
  orderNumber: orderNumberSchema,
  email: emailField({
    required: 'Enter the e-mail address the order was placed with',
    invalid: 'Enter a valid email',
  }),
});
export type TrackOrderRequest = z.infer<typeof trackOrderRequestSchema>;

/** What tracking shows someone not signed in: no address, phone or payment details. */
export const trackedOrderSchema = orderViewSchema
  .pick({
    number: true,
    status: true,
    createdAt: true,
    paidAt: true,
    deliveryOption: true,
    deliverOn: true,
    totalKobo: true,
    history: true,
  })
  .extend({
    shipments: z.array(
      orderShipmentSchema.pick({
        shopName: true,
        status: true,
        dispatchNote: true,
        trackingUrl: true,
        refundStatus: true,
        lines: true,
      }),
    ),
  });
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;

export const trackOrderResponseSchema = z.object({
  success: z.literal(true),
  order: trackedOrderSchema,
});

export const savedAddressSchema = orderAddressSchema.extend({ id: z.string() });
export type SavedAddress = z.infer<typeof savedAddressSchema>;

export const addressListResponseSchema = z.object({
  success: z.literal(true),
  /** Most recently used first. */
  addresses: z.array(savedAddressSchema),
});

/** One of the buyer's scheduled cards a gift could travel with, checked against the cart. */
export const giftCardOptionSchema = z.object({
  id: z.string(),
  recipientName: z.string(),
  sendAt: z.string(),
  /** The card's day where it is sent (YYYY-MM-DD): the gifts' delivery day. */
  deliverOn: z.string(),
  /** False when a gift in the cart needs more days than there are before the card's day. */
  fitsCart: z.boolean(),
  /** Why it does not fit, for beside the choice. */
  message: z.string().nullable(),
});
export type GiftCardOption = z.infer<typeof giftCardOptionSchema>;

export const giftCardOptionsResponseSchema = z.object({
  success: z.literal(true),
  cards: z.array(giftCardOptionSchema),
});

/** The loyalty card: delivered purchases stamped towards the next free one. */
export const loyaltyResponseSchema = z.object({
  success: z.literal(true),
  /** Stamps on the current card, 0 to 4; at 4 the next order's reward is ready. */
  stamps: z.number().int(),
  needed: z.number().int(),
  rewardReady: z.boolean(),
  /** Rewards already taken. */
  rewardsUsed: z.number().int(),
});
export type LoyaltyResponse = z.infer<typeof loyaltyResponseSchema>;

// ---- The shop's side ----

export const shipmentIdParamsSchema = z.object({
  id: z.string().min(1).max(64),
});

export const vendorOrderSummarySchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(FULFILMENT_STATUSES),
  /** When the order was paid: when the shop's work starts. */
  paidAt: z.string(),
  totalKobo: kobo,
  itemCount: z.number().int(),
  deliverOn: z.string().nullable(),
  withCard: z.boolean(),
  recipientName: z.string(),
});
export type VendorOrderSummary = z.infer<typeof vendorOrderSummarySchema>;

export const vendorOrderListResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first; only paid orders reach a shop. */
  orders: z.array(vendorOrderSummarySchema),
});

/** A shop's part of an order, as that shop sees it: never another shop's lines. */
export const vendorOrderViewSchema = orderShipmentSchema.omit({ shopSlug: true }).extend({
  orderNumber: z.string(),
  paidAt: z.string(),
  deliveryOption: z.enum(DELIVERY_OPTIONS),
  giftBag: z.boolean(),
  deliverOn: z.string().nullable(),
  withCard: z.boolean(),
  address: orderAddressSchema,
  /** This shop's part only, oldest first. */
  history: z.array(orderHistoryEntrySchema),
});
export type VendorOrderView = z.infer<typeof vendorOrderViewSchema>;

export const vendorOrderResponseSchema = z.object({
  success: z.literal(true),
  order: vendorOrderViewSchema,
});

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, { error: message })
    .optional()
    .transform((text) => text || undefined);

/** A shop moves its part on: accept, dispatch (with an optional note and tracking link), deliver, cancel. */
export const vendorOrderStatusRequestSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('accepted') }),
    z.object({
      status: z.literal('dispatched'),
      note: optionalText(DISPATCH_NOTE_MAX, `Keep the note under ${DISPATCH_NOTE_MAX} characters`),
      trackingUrl: z
        .string()
        .trim()
        .max(DISPATCH_NOTE_MAX, { error: 'Enter a tracking link starting with https://' })
        .refine((url) => url === '' || /^https?:\/\/[^\s]+$/i.test(url), {
          error: 'Enter a tracking link starting with https://',
        })
        .optional()
        .transform((url) => url || undefined),
    }),
    z.object({ status: z.literal('delivered') }),
    z.object({
      status: z.literal('cancelled'),
      reason: z
        .string({ error: 'Say why the order is cancelled' })
        .trim()
        .min(CANCEL_REASON_MIN, {
          error: `Say why in at least ${CANCEL_REASON_MIN} characters`,
        })
        .max(CANCEL_REASON_MAX, { error: `Keep the reason under ${CANCEL_REASON_MAX} characters` }),
    }),
  ],
  { error: 'Choose what happened to the order' },
);
export type VendorOrderStatusRequest = z.infer<typeof vendorOrderStatusRequestSchema>;
export type VendorOrderStatusForm = z.input<typeof vendorOrderStatusRequestSchema>;
