import { AUTH_MESSAGES, type PublicUser, type VendorProfile } from '@greetly/domain';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInAs, stubApi, TEST_USER } from '../../testing/render-page';

const GIFTER: PublicUser = { ...TEST_USER, first_name: 'Ngozi' };
const VENDOR: PublicUser = { ...TEST_USER, first_name: 'Kemi', role: 'vendor', roles: ['vendor'] };
const PROFILE: VendorProfile = {
  fullName: 'Sweet Crumbs Bakery',
  businessType: 'Bakery',
  businessDescription: 'Celebration cakes and cupcake boxes baked fresh every morning in Lagos.',
  countryCity: 'Nigeria, Lagos',
  deliveryCountries: 'Nigeria',
};

const heading = () => screen.findByRole('heading', { level: 1 });

describe('pages that need an account', () => {
  it.each(['/dashboard', '/vendorproceed', '/vendordashboard'])(
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

  it.each(['/vendordashboard', '/vendorproceed'])(
    'a gifter opening %s lands on their own dashboard',
    async (path) => {
      stubApi({ ...signedInAs(GIFTER), 'GET /api/cards': { body: { success: true, cards: [] } } });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(await heading()).toHaveTextContent('Hello, Ngozi');
    },
  );

  it('a vendor without business information is sent to complete it', async () => {
    stubApi({
      ...signedInAs(VENDOR),
      'GET /api/vendor/profile': { body: { success: true, profile: null } },
    });
    const { router } = renderApp('/vendordashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendorproceed'));
    expect(await heading()).toHaveTextContent('Your Business Information');
  });

  it('a vendor with business information sees it on the vendor dashboard', async () => {
    stubApi({
      ...signedInAs(VENDOR),
      'GET /api/vendor/profile': { body: { success: true, profile: PROFILE } },
    });
    renderApp('/vendordashboard');
    expect(await heading()).toHaveTextContent('Vendor dashboard');
    expect(await screen.findByText(PROFILE.businessDescription)).toBeInTheDocument();
  });
});
