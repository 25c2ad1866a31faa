// What the vendor pages' tests share: a vendor with a shop, its products, and the upload
// endpoint stood in for at the edge (XMLHttpRequest, which uploadMedia uses for its progress).
import type { PublicUser, VendorProduct, VendorProfile, VendorShop } from '@greetly/domain';
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import { type StubAnswer, signedInAs, TEST_USER } from '../../testing/render-page';

export const VENDOR: PublicUser = {
  ...TEST_USER,
  first_name: 'Tunde',
  role: 'vendor',
  roles: ['gifter', 'vendor'],
};

export const PROFILE: VendorProfile = {
  fullName: 'Sweet Crumbs Bakery',
  businessType: 'Bakery',
  businessDescription: 'Celebration cakes and cupcake boxes baked fresh every morning in Lagos.',
  countryCity: 'Nigeria, Lagos',
  deliveryCountries: 'Nigeria',
};

export function shopOf(changes: Partial<VendorShop> = {}): VendorShop {
  return {
    id: 'shop_1',
    slug: 'sweet-crumbs-bakery',
    name: PROFILE.fullName,
    status: 'pending',
    reviewReason: null,
    submittedAt: '2026-03-01T10:00:00.000Z',
    reviewedAt: null,
    ...changes,
  };
}

export function productOf(changes: Partial<VendorProduct> = {}): VendorProduct {
  return {
    id: 'prod_cake',
    ref: 'a1b2c3d4e5',
    path: '/gifts/red-velvet-cake-a1b2c3d4e5',
    title: 'Red velvet cake',
    category: 'Cakes & Pastries',
    description: 'A two-layer red velvet cake with cream cheese frosting, for eight.',
    priceKobo: 850_000,
    stock: 12,
    leadTimeDays: 2,
    status: 'draft',
    photos: [{ id: 'photo_cake_1', url: '/media/photo_cake_1' }],
    deliveryAreas: [{ country: 'Nigeria', city: 'Lagos' }],
    createdAt: '2026-03-02T10:00:00.000Z',
    updatedAt: '2026-03-02T10:00:00.000Z',
    ...changes,
  };
}

/** A signed-in vendor with a shop (pending unless told) and these products. */
export function vendorServer(
  products: VendorProduct[],
  shop: VendorShop = shopOf(),
): Record<string, StubAnswer> {
  return {
    ...signedInAs(VENDOR),
    'GET /api/vendor/profile': { body: { success: true, profile: PROFILE, shop } },
    'GET /api/vendor/products': { body: { success: true, products } },
  };
}

/** An image file as a file picker gives it. */
export function imageFile(name: string, type = 'image/png'): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type });
}

/**
 * POST /api/media as the browser's XMLHttpRequest meets it: each upload waits until the test
 * reports its progress and answers it.
 */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  responseType = '';
  status = 0;
  response: unknown = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }

  abort() {
    this.onabort?.();
  }

  /** The file sent, as the form carries it. */
  get file(): File | null {
    const file = this.body?.get('file');
    return file instanceof File ? file : null;
  }

  progress(loaded: number, total: number) {
    act(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
    });
  }

  respond(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.response = body;
      this.onload?.();
    });
  }

  /** Answers as the server does for a stored image. */
  stored(id: string) {
    this.respond(201, { id, kind: 'image', url: `/media/${id}` });
  }

  static install() {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
  }
}
