import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { type Account, verifiedAccount } from './accounts';

const run = promisify(execFile);

/**
 * A verified account made an admin the one way admins are made: `npm run admin -- grant EMAIL`
 * against the server's own database (playwright.config.ts gives each port its data directory).
 */
export async function adminAccount(
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<Account> {
  const admin = await verifiedAccount(request, 'Ngozi');
  const port = new URL(baseURL ?? 'http://127.0.0.1:3100').port;
  await run('node', ['scripts/run-server.mjs', 'admin-main', 'grant', admin.email], {
    env: { ...process.env, DATA_DIR: `.tmp/e2e-data-${port}`, LOG_LEVEL: 'warn' },
  });
  return admin;
}

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The shop of `vendorToken` (its id), approved by the admin through the API. */
export async function approveShopOf(
  request: APIRequestContext,
  vendorToken: string,
  adminToken: string,
): Promise<string> {
  const mine = await request.get('/api/vendor/profile', { headers: auth(vendorToken) });
  const shopId = (await mine.json()).shop.id as string;
  const approved = await request.post(`/api/admin/shops/${shopId}/approve`, {
    headers: auth(adminToken),
  });
  expect(approved.status(), await approved.text()).toBe(200);
  return shopId;
}

/** A 1×1 pixel PNG: the smallest real image the media pipeline accepts. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A listed product of a new approved shop, made through the API: what a gifter can find. */
export async function listedProduct(
  request: APIRequestContext,
  adminToken: string,
  product: {
    title: string;
    category: string;
    priceKobo: number;
    stock: number;
    shop: string;
    /** Days of notice the shop needs (1 unless said). */
    leadTimeDays?: number;
  },
): Promise<{ path: string; ref: string; vendor: Account }> {
  const vendor = await verifiedAccount(request, 'Kemi');
  const headers = auth(vendor.token);
  const profile = await request.put('/api/vendor/profile', {
    headers,
    data: {
      fullName: product.shop,
      businessType: 'Bakery',
      businessDescription: 'Celebration cakes and pastries baked to order in Lagos.',
      countryCity: 'Nigeria, Lagos',
      deliveryCountries: 'Nigeria',
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await approveShopOf(request, vendor.token, adminToken);
  const upload = await request.post('/api/media', {
    headers,
    multipart: { file: { name: 'photo.png', mimeType: 'image/png', buffer: PIXEL_PNG } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const created = await request.post('/api/vendor/products', {
    headers,
    data: {
      title: product.title,
      category: product.category,
      description: 'Soft layers and fresh cream, boxed with a ribbon and a little card.',
      priceKobo: product.priceKobo,
      stock: product.stock,
      leadTimeDays: product.leadTimeDays ?? 1,
      photoIds: [(await upload.json()).id],
      deliveryAreas: [{ country: 'Nigeria', city: 'Lagos' }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, ref, path } = (await created.json()).product;
  const published = await request.post(`/api/vendor/products/${id}/status`, {
    headers,
    data: { status: 'published' },
  });
  expect(published.status(), await published.text()).toBe(200);
  return { path, ref, vendor };
}
