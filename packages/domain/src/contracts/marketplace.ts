import {
  marketplaceQuerySchema,
  marketplaceResultsSchema,
  productPageResponseSchema,
  productRefParamsSchema,
  shopPageQuerySchema,
  shopPageResponseSchema,
  shopSlugParamsSchema,
} from '../schemas/products.ts';
import {
  adminShopListSchema,
  adminShopQuerySchema,
  adminShopResponseSchema,
  shopIdParamsSchema,
  shopRejectSchema,
} from '../schemas/shops.ts';
import { defineEndpoint } from './endpoint.ts';

/** What gifters see: published products of approved shops. No sign-in needed. */
export const marketplaceEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/products',
    summary:
      'Search the listed gifts: words, category, stock, price range, delivery city; sorted; paged',
    description:
      'Every query field falls back to its default instead of failing, so any search text answers. Prices in the query are whole naira.',
    auth: 'none',
    query: marketplaceQuerySchema,
    responses: { 200: marketplaceResultsSchema },
  }),
  product: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/products/:ref',
    summary: 'A listed product’s page, with more from its shop',
    auth: 'none',
    params: productRefParamsSchema,
    responses: { 200: productPageResponseSchema },
  }),
  shop: defineEndpoint({
    method: 'GET',
    path: '/api/marketplace/shops/:slug',
    summary: 'An approved shop and its listed products',
    auth: 'none',
    params: shopSlugParamsSchema,
    query: shopPageQuerySchema,
    responses: { 200: shopPageResponseSchema },
  }),
};

/** Admins review the shops vendors open. */
export const shopReviewEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/admin/shops',
    summary: 'Shops by review status (pending first, oldest first; admins only)',
    auth: 'bearer',
    query: adminShopQuerySchema,
    responses: { 200: adminShopListSchema },
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/admin/shops/:id/approve',
    summary: 'Approve a shop: its published products are listed; the vendor is e-mailed',
    auth: 'bearer',
    params: shopIdParamsSchema,
    responses: { 200: adminShopResponseSchema },
  }),
  reject: defineEndpoint({
    method: 'POST',
    path: '/api/admin/shops/:id/reject',
    summary: 'Reject a shop with a reason: it is hidden; the vendor is e-mailed the reason',
    auth: 'bearer',
    params: shopIdParamsSchema,
    body: shopRejectSchema,
    responses: { 200: adminShopResponseSchema },
  }),
};
