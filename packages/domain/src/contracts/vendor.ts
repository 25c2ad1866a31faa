import { messageResponseSchema } from '../schemas/api.ts';
import { vendorProfileSchema } from '../schemas/auth.ts';
import {
  productIdParamsSchema,
  productInputSchema,
  productStatusChangeSchema,
  vendorProductListSchema,
  vendorProductResponseSchema,
} from '../schemas/products.ts';
import { vendorProfileAndShopSchema } from '../schemas/shops.ts';
import { defineEndpoint } from './endpoint.ts';

/**
 * A vendor's business profile (spec section 3) and the shop it makes, and the shop's products.
 * Any signed-in account may open a shop (saving the profile gives it the vendor role); the
 * products are the shop owner's alone.
 */
export const vendorEndpoints = {
  getProfile: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/profile',
    summary: "The account's business profile and shop (both null before onboarding)",
    auth: 'bearer',
    responses: { 200: vendorProfileAndShopSchema },
  }),
  saveProfile: defineEndpoint({
    method: 'PUT',
    path: '/api/vendor/profile',
    summary: 'Create or replace the business profile; the first save opens a shop for review',
    description:
      'The first save creates the shop (pending until an admin approves it) and gives the account the vendor role. Saving a rejected shop sends it for review again.',
    auth: 'bearer',
    body: vendorProfileSchema,
    responses: { 200: vendorProfileAndShopSchema },
  }),
  listProducts: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/products',
    summary: "The shop's products in every state, newest first",
    auth: 'bearer',
    responses: { 200: vendorProductListSchema },
  }),
  createProduct: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/products',
    summary: 'Add a product to the shop (a draft until published)',
    auth: 'bearer',
    body: productInputSchema,
    responses: { 201: vendorProductResponseSchema },
  }),
  getProduct: defineEndpoint({
    method: 'GET',
    path: '/api/vendor/products/:id',
    summary: 'One of the shop’s products',
    auth: 'bearer',
    params: productIdParamsSchema,
    responses: { 200: vendorProductResponseSchema },
  }),
  updateProduct: defineEndpoint({
    method: 'PUT',
    path: '/api/vendor/products/:id',
    summary: 'Replace a product’s details (orders keep what they recorded)',
    auth: 'bearer',
    params: productIdParamsSchema,
    body: productInputSchema,
    responses: { 200: vendorProductResponseSchema },
  }),
  changeProductStatus: defineEndpoint({
    method: 'POST',
    path: '/api/vendor/products/:id/status',
    summary: 'Publish, archive or re-publish a product',
    auth: 'bearer',
    params: productIdParamsSchema,
    body: productStatusChangeSchema,
    responses: { 200: vendorProductResponseSchema },
  }),
  deleteProduct: defineEndpoint({
    method: 'DELETE',
    path: '/api/vendor/products/:id',
    summary: 'Delete a draft (a product that was ever published is archived instead)',
    auth: 'bearer',
    params: productIdParamsSchema,
    responses: { 200: messageResponseSchema },
  }),
};
