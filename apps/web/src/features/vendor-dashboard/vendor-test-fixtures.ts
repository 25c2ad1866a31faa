// What the vendor pages' tests share: a vendor with a shop, its products and orders, and the upload
// endpoint stood in for at the edge (XMLHttpRequest, which uploadMedia uses for its progress).
import type { PublicUser, VendorProduct, VendorProfile, VendorShop } from '@greetly/domain';
import type { VendorOrderSummary, VendorOrderView } from '@greetly/domain/schemas/orders-api';
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

/** A signed-in vendor with a shop (pending unless told), these products and these orders. */
export function vendorServer(
  products: VendorProduct[],
  shop: VendorShop = shopOf(),
  orders: VendorOrderSummary[] = [],
): Record<string, StubAnswer> {
  return {
    ...signedInAs(VENDOR),
    'GET /api/vendor/profile': { body: { success: true, profile: PROFILE, shop } },
    'GET /api/vendor/products': { body: { success: true, products } },
    'GET /api/vendor/orders': { body: { success: true, orders } },
  };
}

/** One order of the shop as its list shows it (new, with a card, unless told). */
export function orderSummaryOf(changes: Partial<VendorOrderSummary> = {}): VendorOrderSummary {
  return {
    id: 'shp_1',
    orderNumber: 'GR-000123',
    status: 'pending',
    paidAt: '2026-12-01T09:30:00.000Z',
    totalKobo: 2_612_500,
    itemCount: 3,
    deliverOn: '2026-12-14',
    withCard: true,
    recipientName: 'Amaka Obi',
    ...changes,
  };
}

/** The shop's part of an order as its page shows it (new, with a card and a gift bag, unless told). */
export function orderViewOf(changes: Partial<VendorOrderView> = {}): VendorOrderView {
  return {
    id: 'shp_1',
    orderNumber: 'GR-000123',
    shopName: PROFILE.fullName,
    status: 'pending',
    paidAt: '2026-12-01T09:30:00.000Z',
    itemsKobo: 2_100_000,
    deliveryKobo: 200_000,
    giftBagKobo: 200_000,
    discountKobo: 45_000,
    taxKobo: 157_500,
    totalKobo: 2_612_500,
    dispatchNote: null,
    trackingUrl: null,
    cancelReason: null,
    refundStatus: null,
    lines: [
      {
        ref: 'a1b2c3d4e5',
        title: 'Red velvet cake',
        unitPriceKobo: 850_000,
        quantity: 2,
        lineTotalKobo: 1_700_000,
        freeUnits: 0,
      },
      {
        ref: 'f6g7h8i9j0',
        title: 'Cupcake box of six',
        unitPriceKobo: 400_000,
        quantity: 1,
        lineTotalKobo: 400_000,
        freeUnits: 0,
      },
    ],
    deliveryOption: 'gift',
    giftBag: true,
    deliverOn: '2026-12-14',
    withCard: true,
    address: {
      name: 'Amaka Obi',
      phone: '+2348031234567',
      street: '12 Admiralty Way, Lekki Phase 1',
      city: 'Lagos',
      state: 'Lagos',
      country: 'Nigeria',
    },
    history: [{ at: '2026-12-01T09:30:00.000Z', status: 'paid', shopName: null, note: null }],
    ...changes,
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
