import {
  isListed,
  PRODUCT_TRANSITIONS,
  type ProductInput,
  type ProductStatus,
  type VendorProduct,
} from '@greetly/domain';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { newId } from '../../platform/lib/ids.ts';
import { CODE_ATTEMPTS, randomCode } from '../../platform/lib/random-code.ts';
import { type Action, authorize, can } from '../../platform/policies/policies.ts';
import type { Account } from '../accounts/index.ts';
import type { MediaRepo } from '../media/index.ts';
import { toVendorProduct } from './present.ts';
import type {
  OwnedProductRow,
  ProductDetails,
  ProductExtras,
  ProductRepo,
  ProductRow,
} from './product-repo.ts';
import type { ShopRepo, ShopRow } from './shop-repo.ts';

export interface ProductDeps {
  products: ProductRepo;
  shops: ShopRepo;
  media: MediaRepo;
  now?: () => Date;
}

export const PRODUCT_NOT_FOUND = 'This product does not exist.';
export const OPEN_SHOP_FIRST =
  'Open your shop first: save your business profile, then add your products.';
export const NOT_YOUR_UPLOAD = 'This photo is not one of your uploads';
export const NOT_AN_IMAGE_PHOTO =
  'This file is not an image. Choose a JPEG, PNG, GIF or WebP photo.';
export const ARCHIVE_INSTEAD =
  'Only a draft that was never published can be deleted. Archive this product instead: it leaves the marketplace and its orders keep their record.';

/** The code of a refused state change or deletion (409). */
const STATE_CONFLICT = 'product_state_conflict';

const clock = (deps: ProductDeps) => deps.now?.() ?? new Date();

/**
 * The account's shop, when it may manage products there. An account without a shop gets 403 (it
 * knows it has none); a product id it does not own gets 404 (see ownProduct).
 */
async function ownShop(deps: ProductDeps, user: Account): Promise<ShopRow> {
  const shop = await deps.shops.findFirstShopOf(user.id);
  if (!shop) throw new AppError('forbidden', OPEN_SHOP_FIRST);
  authorize(user, 'manageProducts', 'shop', shop, {
    notFound: OPEN_SHOP_FIRST,
    forbidden: 'Only the vendor of this shop can manage its products.',
  });
  return shop;
}

/** The product, when `user` may do `action` to it; another shop's product is a 404 like a missing one. */
async function ownProduct(
  deps: ProductDeps,
  user: Account,
  id: string,
  action: Action<'product'>,
): Promise<OwnedProductRow> {
  const product = await deps.products.findOwned(id);
  authorize(user, action, 'product', product, { notFound: PRODUCT_NOT_FOUND });
  return product;
}

/** Photos are the vendor's own image uploads; anything else is a field message on photoIds. */
async function assertOwnImages(deps: ProductDeps, user: Account, ids: string[]): Promise<void> {
  const found = new Map((await deps.media.findMany(ids)).map((row) => [row.id, row]));
  const messages = new Set<string>();
  for (const id of ids) {
    const media = found.get(id);
    if (!media || !can(user, 'attach', 'media', media)) messages.add(NOT_YOUR_UPLOAD);
    else if (media.kind !== 'image') messages.add(NOT_AN_IMAGE_PHOTO);
  }
  if (messages.size === 0) return;
  const issues = [...messages].map((message) => ({ path: 'photoIds', message }));
  throw new AppError('validation_failed', issues[0]?.message ?? NOT_YOUR_UPLOAD, issues);
}

function detailsOf(input: ProductInput, now: string): ProductDetails {
  return {
    title: input.title,
    category: input.category,
    description: input.description,
    price_kobo: input.priceKobo,
    stock: input.stock,
    lead_time_days: input.leadTimeDays,
    updated_at: now,
  };
}

const extrasOf = (input: ProductInput): ProductExtras => ({
  photoIds: input.photoIds,
  deliveryAreas: input.deliveryAreas,
});

/** A product as its vendor sees it, read back with its photos and areas. */
async function present(products: ProductRepo, row: ProductRow): Promise<VendorProduct> {
  const extras = await products.extrasOf([row.id]);
  return toVendorProduct(row, extras.get(row.id) ?? { photoIds: [], deliveryAreas: [] });
}

async function reread(products: ProductRepo, id: string): Promise<VendorProduct> {
  const row = await products.findOwned(id);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return present(products, row);
}

/** The shop's products in every state, newest first (its vendor only; 403 without a shop). */
export async function listOwnProducts(deps: ProductDeps, user: Account): Promise<VendorProduct[]> {
  const shop = await ownShop(deps, user);
  const rows = await deps.products.listOfShop(shop.id);
  const extras = await deps.products.extrasOf(rows.map((row) => row.id));
  return rows.map((row) =>
    toVendorProduct(row, extras.get(row.id) ?? { photoIds: [], deliveryAreas: [] }),
  );
}

/** Adds a draft to the vendor's shop with a new random reference (403 without a shop). */
export async function createProduct(
  deps: ProductDeps,
  user: Account,
  input: ProductInput,
): Promise<VendorProduct> {
  const shop = await ownShop(deps, user);
  await assertOwnImages(deps, user, input.photoIds);
  const now = clock(deps).toISOString();
  const id = newId();
  return deps.products.transaction(async (products) => {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
      const row: ProductRow = {
        id,
        ref: randomCode(10),
        shop_id: shop.id,
        shop_name: shop.business_name,
        ...detailsOf(input, now),
        status: 'draft',
        listed: 0,
        is_demo: 0,
        published_at: null,
        created_at: now,
      };
      if (await products.insertProduct(row, extrasOf(input))) return present(products, row);
    }
    throw new Error(`No free product reference after ${CODE_ATTEMPTS} attempts`);
  });
}

/** One of the vendor's products (404 for another shop's, exactly as for a missing one). */
export async function getOwnProduct(
  deps: ProductDeps,
  user: Account,
  id: string,
): Promise<VendorProduct> {
  return present(deps.products, await ownProduct(deps, user, id, 'view'));
}

/**
 * Replaces a product's details, photos and delivery areas in any state; its reference, state and
 * listing stay (404 for another shop's).
 */
export async function updateProduct(
  deps: ProductDeps,
  user: Account,
  id: string,
  input: ProductInput,
): Promise<VendorProduct> {
  await ownProduct(deps, user, id, 'edit');
  await assertOwnImages(deps, user, input.photoIds);
  const now = clock(deps).toISOString();
  return deps.products.transaction(async (products) => {
    if (!(await products.replaceDetails(id, detailsOf(input, now), extrasOf(input)))) {
      throw notFound(PRODUCT_NOT_FOUND);
    }
    return reread(products, id);
  });
}

function transitionRefusal(from: ProductStatus, to: ProductStatus): string {
  if (from === to) return `This product is already ${to}.`;
  if (from === 'published' && to === 'draft') {
    return 'A published product cannot go back to draft. Archive it to take it out of the marketplace.';
  }
  if (from === 'archived' && to === 'draft') {
    return 'An archived product cannot go back to draft. Publish it again, or leave it archived.';
  }
  return `This product cannot go from ${from} to ${to}.`;
}

/**
 * Moves a product along PRODUCT_TRANSITIONS (409 for any other move, including to its own state).
 * Publishing sets published_at the first time; `listed` follows the state and the shop's review,
 * read under a lock of the shop's row so a concurrent review cannot be missed.
 */
export async function changeProductStatus(
  deps: ProductDeps,
  user: Account,
  id: string,
  to: ProductStatus,
): Promise<VendorProduct> {
  const product = await ownProduct(deps, user, id, 'changeStatus');
  const from = product.status;
  if (!PRODUCT_TRANSITIONS[from].includes(to)) {
    throw new AppError(STATE_CONFLICT, transitionRefusal(from, to));
  }
  const now = clock(deps).toISOString();
  return deps.products.transaction(async (products) => {
    const shopStatus = await products.lockShopStatus(product.shop_id);
    const moved = await products.transition({
      productId: id,
      from: [from],
      to,
      at: now,
      actor: 'vendor',
      actorId: user.id,
      set: {
        listed: isListed(to, shopStatus) ? 1 : 0,
        published_at: product.published_at ?? (to === 'published' ? now : null),
      },
    });
    if (!moved) {
      throw new AppError(
        STATE_CONFLICT,
        'This product was changed meanwhile. Reload it and try again.',
      );
    }
    return reread(products, id);
  });
}

/**
 * Deletes a draft that was never published. Anything else is kept (orders will point at it):
 * 409 with the advice to archive it instead; 404 for another shop's product.
 */
export async function deleteProduct(deps: ProductDeps, user: Account, id: string): Promise<void> {
  const product = await ownProduct(deps, user, id, 'delete');
  const isDeletable = product.status === 'draft' && product.published_at === null;
  if (!isDeletable || !(await deps.products.deleteDraft(id))) {
    throw new AppError(STATE_CONFLICT, ARCHIVE_INSTEAD);
  }
}
