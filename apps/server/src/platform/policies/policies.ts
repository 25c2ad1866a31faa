import type { Role } from '../db/schema.ts';
import { AppError, notFound } from '../http/errors.ts';

/**
 * Who may do what to which resource, decided here and nowhere else (services call `authorize`
 * instead of comparing owner ids inline). A resource the actor must not know exists is refused
 * with the same 404 as a missing one; other refusals are 403.
 */

/** The signed-in account asking, with every role it holds (null for a guest). */
export type Actor = { id: string; roles: readonly Role[] } | null;

interface Resources {
  card: { user_id: string };
  media: { owner_id: string };
  /** A shop, with its owner. */
  shop: { owner_id: string };
  /** A product, with the owner of the shop it belongs to. */
  product: { owner_id: string };
  /** The reports recipients made of cards, as a whole. */
  cardReports: Record<string, never>;
  /** The shops waiting for (or past) an admin's review, as a whole. */
  shopReviews: Record<string, never>;
  /** The checkout's coupons, as a whole. */
  coupons: Record<string, never>;
  /** A buyer's order. */
  order: { buyer_id: string };
  /** A payment in the ledger, with its payer. */
  payment: { payer_id: string };
  /** A shop's part of an order, with its shop's owner and its order's status. */
  shipment: { owner_id: string; order_status: string };
}

type Rule<R> = (actor: Actor, resource: R) => boolean;

const isOwner = (actor: Actor, ownerId: string) => actor !== null && actor.id === ownerId;
const holds = (actor: Actor, role: Role) => actor?.roles.includes(role) ?? false;
const isShopVendor = (actor: Actor, ownerId: string) =>
  holds(actor, 'vendor') && isOwner(actor, ownerId);

const RULES = {
  card: {
    view: (actor, card) => isOwner(actor, card.user_id),
    edit: (actor, card) => isOwner(actor, card.user_id),
    cancel: (actor, card) => isOwner(actor, card.user_id),
    resend: (actor, card) => isOwner(actor, card.user_id),
    /** Send a checkout's gifts with it: its sender alone. */
    carryGift: (actor, card) => isOwner(actor, card.user_id),
  },
  payment: {
    /** Ask the provider about it on coming back from paying: its payer alone. */
    verify: (actor, payment) => isOwner(actor, payment.payer_id),
  },
  media: {
    view: (actor, media) => isOwner(actor, media.owner_id),
    /** Put on a card: only one's own uploads. */
    attach: (actor, media) => isOwner(actor, media.owner_id),
  },
  shop: {
    /** Its vendor, and the admins who review shops. */
    view: (actor, shop) => isShopVendor(actor, shop.owner_id) || holds(actor, 'admin'),
    edit: (actor, shop) => isShopVendor(actor, shop.owner_id),
    /** Any signed-in account may open a shop of its own (opening it makes the account a vendor). */
    open: (actor, shop) => isOwner(actor, shop.owner_id),
    /** List and add products: the shop's vendor. */
    manageProducts: (actor, shop) => isShopVendor(actor, shop.owner_id),
  },
  /** A product is its shop vendor's alone: admins review shops, not their drafts. */
  product: {
    view: (actor, product) => isShopVendor(actor, product.owner_id),
    edit: (actor, product) => isShopVendor(actor, product.owner_id),
    changeStatus: (actor, product) => isShopVendor(actor, product.owner_id),
    delete: (actor, product) => isShopVendor(actor, product.owner_id),
  },
  cardReports: {
    review: (actor) => holds(actor, 'admin'),
  },
  shopReviews: {
    /** List shops, approve and reject them: admins. */
    review: (actor) => holds(actor, 'admin'),
  },
  coupons: {
    /** List, create and deactivate coupons: admins. */
    manage: (actor) => holds(actor, 'admin'),
  },
  /** Only a paid order reaches a shop: before that its part does not exist for anyone. */
  shipment: {
    /** Its shop's vendor; admins, who answer for every order. */
    view: (actor, shipment) =>
      shipment.order_status === 'paid' &&
      (isShopVendor(actor, shipment.owner_id) || holds(actor, 'admin')),
    /** Accept, dispatch, deliver, cancel: its shop's vendor alone. */
    move: (actor, shipment) =>
      shipment.order_status === 'paid' && isShopVendor(actor, shipment.owner_id),
  },
  order: {
    /** Its buyer; admins, who answer for every order. */
    view: (actor, order) => isOwner(actor, order.buyer_id) || holds(actor, 'admin'),
    /** Pay, verify a payment, cancel: its buyer alone. */
    pay: (actor, order) => isOwner(actor, order.buyer_id),
    cancel: (actor, order) => isOwner(actor, order.buyer_id),
  },
} satisfies { [T in keyof Resources]: Record<string, Rule<Resources[T]>> };

type ResourceType = keyof typeof RULES;
export type Action<T extends ResourceType> = keyof (typeof RULES)[T] & string;

/** Resources whose existence is itself private: refusals look exactly like "not found". */
const HIDDEN: Record<ResourceType, boolean> = {
  card: true,
  media: true,
  shop: false,
  /** Another shop's product (a draft above all) is refused exactly like a missing one. */
  product: true,
  cardReports: false,
  shopReviews: false,
  coupons: false,
  /** Another buyer's order is refused exactly like a missing one. */
  order: true,
  payment: true,
  /** Another shop's order, or one not paid yet, is refused exactly like a missing one. */
  shipment: true,
};

/** Whether `actor` may do `action` to `resource` of `type`. */
export function can<T extends ResourceType>(
  actor: Actor,
  action: Action<T>,
  type: T,
  resource: Resources[T],
): boolean {
  const rule = RULES[type][action] as Rule<Resources[T]>;
  return rule(actor, resource);
}

/**
 * Returns when `actor` may do `action` to `resource`; otherwise throws the refusal: the same 404
 * as a missing resource for private ones (`notFoundMessage`), a 403 for the others.
 */
export function authorize<T extends ResourceType>(
  actor: Actor,
  action: Action<T>,
  type: T,
  resource: Resources[T] | undefined,
  messages: { notFound: string; forbidden?: string },
): asserts resource is Resources[T] {
  if (resource && can(actor, action, type, resource)) return;
  if (!resource || HIDDEN[type]) throw notFound(messages.notFound);
  throw new AppError('forbidden', messages.forbidden ?? 'You cannot do this.');
}
