import { vendorEndpoints } from '@greetly/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { route } from '../../platform/http/route.ts';
import type { AuthRepo } from '../accounts/index.ts';
import { authOf, requireAuth } from '../accounts/index.ts';
import { mediaRepo } from '../media/index.ts';
import { toProfile, toVendorShop } from './present.ts';
import { productRepo } from './product-repo.ts';
import {
  changeProductStatus,
  createProduct,
  deleteProduct,
  getOwnProduct,
  listOwnProducts,
  type ProductDeps,
  updateProduct,
} from './product-service.ts';
import { type ShopRow, shopRepo } from './shop-repo.ts';
import { getOwnShop, saveShopProfile } from './shop-service.ts';

/** The business profile with its shop, as both profile endpoints answer. */
const profileAndShop = (row: ShopRow | undefined) => ({
  success: true as const,
  profile: row ? toProfile(row) : null,
  shop: row ? toVendorShop(row) : null,
});

/** The vendor's business profile (which opens the shop) and the shop's products. */
export const vendorRoutes: FastifyPluginAsyncZod<{
  authRepo: AuthRepo;
  db: Kysely<Database>;
}> = async (app, { authRepo, db }) => {
  const signedIn = { preHandler: requireAuth(authRepo) };
  const deps: ProductDeps = {
    shops: shopRepo(db),
    products: productRepo(db),
    media: mediaRepo(db),
  };

  route(app, vendorEndpoints.getProfile, signedIn, async (request) =>
    profileAndShop(await getOwnShop(deps, authOf(request).user)),
  );

  route(app, vendorEndpoints.saveProfile, signedIn, async (request) =>
    profileAndShop(await saveShopProfile(deps, authOf(request).user, request.body)),
  );

  route(app, vendorEndpoints.listProducts, signedIn, async (request) => ({
    success: true as const,
    products: await listOwnProducts(deps, authOf(request).user),
  }));

  route(app, vendorEndpoints.createProduct, signedIn, async (request, reply) => {
    const product = await createProduct(deps, authOf(request).user, request.body);
    return reply.status(201).send({ success: true as const, product });
  });

  route(app, vendorEndpoints.getProduct, signedIn, async (request) => ({
    success: true as const,
    product: await getOwnProduct(deps, authOf(request).user, request.params.id),
  }));

  route(app, vendorEndpoints.updateProduct, signedIn, async (request) => ({
    success: true as const,
    product: await updateProduct(deps, authOf(request).user, request.params.id, request.body),
  }));

  route(app, vendorEndpoints.changeProductStatus, signedIn, async (request) => ({
    success: true as const,
    product: await changeProductStatus(
      deps,
      authOf(request).user,
      request.params.id,
      request.body.status,
    ),
  }));

  route(app, vendorEndpoints.deleteProduct, signedIn, async (request) => {
    await deleteProduct(deps, authOf(request).user, request.params.id);
    return { success: true as const, message: 'The draft was deleted.' };
  });
};
