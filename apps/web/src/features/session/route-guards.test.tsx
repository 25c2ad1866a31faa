import {
  AUTH_MESSAGES,
  type PublicUser,
  type VendorProfile,
  type VendorShop,
} from '@greetly/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs, stubApi, TEST_USER } from '../../testing/render-page';

const GIFTER: PublicUser = { ...TEST_USER, first_name: 'Ngozi' };
const VENDOR: PublicUser = { ...TEST_USER, first_name: 'Kemi', role: 'vendor', roles: ['vendor'] };
const ADMIN: PublicUser = { ...TEST_USER, first_name: 'Ada', roles: ['gifter', 'admin'] };
const PROFILE: VendorProfile = {
  fullName: 'Sweet Crumbs Bakery',
  businessType: 'Bakery',
  businessDescription: 'Celebration cakes and cupcake boxes baked fresh every morning in Lagos.',
  countryCity: 'Nigeria, Lagos',
  deliveryCountries: 'Nigeria',
};
const SHOP: VendorShop = {
  id: 'shop_1',
  slug: 'sweet-crumbs-bakery',
  name: PROFILE.fullName,
  status: 'pending',
  reviewReason: null,
  submittedAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
};
const NO_SHOP = { body: { success: true, profile: null, shop: null } };

const heading = () => screen.findByRole('heading', { level: 1 });

describe('pages that need an account', () => {
  it.each(['/dashboard', '/vendorproceed', '/vendordashboard', '/admin/shops'])(
    '%s sends a guest to sign in, saying why',
    async (path) => {
      stubApi();
      const { router } = renderApp(path);
      expect(await heading()).toHaveTextContent('Sign in');
      expect(router.state.location.pathname).toBe('/signin');
      expect(router.state.location.state).toEqual({
        from: { pathname: path, search: '', hash: '' },
      });
      expect(screen.getByText(AUTH_MESSAGES.signInRequired)).toBeInTheDocument();
    },
  );

  it.each(['/vendordashboard', '/vendordashboard/products/new', '/vendorproceed'])(
    'a gifter opening %s is offered to open a shop with the business form',
    async (path) => {
      stubApi({ ...signedInAs(GIFTER), 'GET /api/vendor/profile': NO_SHOP });
      const { router } = renderApp(path);
      expect(await heading()).toHaveTextContent('Your Business Information');
      expect(router.state.location.pathname).toBe('/vendorproceed');
      expect(screen.getByText('Open a shop')).toBeInTheDocument();
    },
  );

  it.each([
    ['a gifter', GIFTER],
    ['a vendor', VENDOR],
  ])('%s opening /admin/shops lands on their own dashboard', async (_who, account) => {
    stubApi({ ...signedInAs(account), 'GET /api/cards': { body: { success: true, cards: [] } } });
    const { router } = renderApp('/admin/shops');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await heading()).toHaveTextContent(`Hello, ${account.first_name}`);
  });

  it('an admin reaches the shop review', async () => {
    stubApi({
      ...signedInAs(ADMIN),
      'GET /api/admin/shops': { body: { success: true, shops: [] } },
    });
    renderApp('/admin/shops');
    expect(await heading()).toHaveTextContent('Review shops');
  });

  it('a vendor without business information is sent to complete it', async () => {
    stubApi({
      ...signedInAs(VENDOR),
      'GET /api/vendor/profile': NO_SHOP,
    });
    const { router } = renderApp('/vendordashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendorproceed'));
    expect(await heading()).toHaveTextContent('Your Business Information');
  });

  it('a vendor with business information sees it on the vendor dashboard', async () => {
    stubApi({
      ...signedInAs(VENDOR),
      'GET /api/vendor/profile': { body: { success: true, profile: PROFILE, shop: SHOP } },
      'GET /api/vendor/products': { body: { success: true, products: [] } },
    });
    renderApp('/vendordashboard');
    expect(await heading()).toHaveTextContent('Vendor dashboard');
    expect(await screen.findByText(PROFILE.businessDescription)).toBeInTheDocument();
  });
});
