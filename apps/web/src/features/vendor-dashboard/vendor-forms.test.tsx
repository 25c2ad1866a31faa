import {
  AUTH_MESSAGES,
  type PublicUser,
  type VendorProfile,
  type VendorShop,
} from '@greetly/domain';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/form-queries';
import {
  type ApiCall,
  renderApp,
  renderPage,
  signedInAs,
  stubApi,
  TEST_USER,
} from '../../testing/render-page';
import { BusinessProfile } from './business-profile';
import type { VendorAccount } from './vendor-api';
import VendorSignupPage from './vendor-signup-page';

const PROFILE: VendorProfile = {
  fullName: 'Sweet Crumbs Bakery',
  businessType: 'Bakery',
  businessDescription: 'Celebration cakes and cupcake boxes baked fresh every morning in Lagos.',
  countryCity: 'Nigeria, Lagos',
  deliveryCountries: 'Nigeria',
};

const VENDOR: PublicUser = { ...TEST_USER, first_name: 'Tunde', role: 'vendor', roles: ['vendor'] };
const GIFTER: PublicUser = { ...TEST_USER, first_name: 'Ngozi' };

const PENDING_SHOP: VendorShop = {
  id: 'shop_1',
  slug: 'sweet-crumbs-bakery',
  name: PROFILE.fullName,
  status: 'pending',
  reviewReason: null,
  submittedAt: '2026-03-01T10:00:00.000Z',
  reviewedAt: null,
};

describe('/vendorsignup', () => {
  it('shows the spec messages, then registers a vendor, signs in and goes on to the business step', async () => {
    const api = stubApi({
      'POST /api/register': { status: 201, body: { success: true, message: 'Created' } },
      'POST /api/login': {
        body: { success: true, token: 'vendor-token', user: VENDOR, message: 'Welcome' },
      },
    });
    const { user, router } = renderPage(<VendorSignupPage />, { path: '/vendorsignup' });
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone Number is required',
      AUTH_MESSAGES.passwordRequired,
      AUTH_MESSAGES.termsRequired,
    ]) {
      expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
    }
    await fill(user, screen.getByLabelText('First name'), 'Tunde');
    await fill(user, screen.getByLabelText('Last name'), 'Okafor');
    await fill(user, screen.getByLabelText('Email'), 'tunde@example.com');
    await fill(user, screen.getByLabelText('Phone number'), '+2348012345678');
    await fill(user, screen.getByLabelText('Password', { exact: true }), 'short1');
    expect(await screen.findByText(AUTH_MESSAGES.passwordRule)).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Password', { exact: true }), 'Sunflower!2026');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendorproceed'));
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/register',
      'POST /api/login',
    ]);
    expect(api.calls[0]?.body).toMatchObject({ email: 'tunde@example.com', role: 'vendor' });
    expect(localStorage.getItem('token')).toBe('vendor-token');
  });

  it('sends the referral code of the link the vendor came through', async () => {
    const api = stubApi({
      'POST /api/register': { status: 201, body: { success: true, message: 'Created' } },
      'POST /api/login': {
        body: { success: true, token: 'vendor-token', user: VENDOR, message: 'Welcome' },
      },
    });
    const { user, router } = renderPage(<VendorSignupPage />, {
      path: '/vendorsignup',
      url: '/vendorsignup?ref=k3x9p2qa',
    });
    await fill(user, screen.getByLabelText('First name'), 'Tunde');
    await fill(user, screen.getByLabelText('Last name'), 'Okafor');
    await fill(user, screen.getByLabelText('Email'), 'tunde@example.com');
    await fill(user, screen.getByLabelText('Phone number'), '+2348012345678');
    await fill(user, screen.getByLabelText('Password', { exact: true }), 'Sunflower!2026');
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendorproceed'));
    expect(api.calls[0]?.body).toMatchObject({ role: 'vendor', referralCode: 'k3x9p2qa' });
    sessionStorage.clear();
  });
});

async function fillBusiness(user: UserEvent) {
  await fill(user, screen.getByLabelText('Business name'), PROFILE.fullName);
  await fill(user, screen.getByLabelText('Business type'), PROFILE.businessType);
  await fill(user, screen.getByLabelText('Business description'), PROFILE.businessDescription);
  await fill(user, screen.getByLabelText('Country and city of operation'), PROFILE.countryCity);
  await user.selectOptions(screen.getByLabelText('Delivery country'), PROFILE.deliveryCountries);
}

/** The server as the business form meets it: no shop until the profile is saved. */
function businessServer(
  account: PublicUser,
  before: VendorAccount = { profile: null, shop: null },
) {
  let saved = before;
  let user = account;
  return stubApi({
    ...signedInAs(account),
    'GET /api/me': () => ({ body: { success: true, user } }),
    'GET /api/vendor/profile': () => ({ body: { success: true, ...saved } }),
    'PUT /api/vendor/profile': (call: ApiCall) => {
      saved = { profile: call.body as VendorProfile, shop: saved.shop ?? PENDING_SHOP };
      // Saving the business information gives the account the vendor role.
      user = { ...user, role: 'vendor', roles: [...new Set([...user.roles, 'vendor' as const])] };
      return { body: { success: true, ...saved } };
    },
    'GET /api/vendor/products': { body: { success: true, products: [] } },
  });
}

describe('/vendorproceed (the business information form)', () => {
  it('shows the spec messages, checks the type and the description, and saves', async () => {
    const api = businessServer(VENDOR);
    const { user, router } = renderApp('/vendorproceed');
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Complete Sign Up' }));
    for (const message of [
      'Business name is required',
      'Business type is required',
      'Description is required',
      'Country and city are required',
      'Please select a delivery country',
      AUTH_MESSAGES.termsRequired,
    ]) {
      expect(await screen.findByText(message, { exact: true })).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText('Business name')).toHaveFocus());

    await fillBusiness(user);
    await fill(user, screen.getByLabelText('Business type'), 'Cakes 4 U');
    expect(await screen.findByText('Business type should only contain letters')).toBeVisible();
    await fill(user, screen.getByLabelText('Business type'), PROFILE.businessType);
    await fill(user, screen.getByLabelText('Business description'), 'Tasty cakes');
    expect(await screen.findByText('Description should be at least 20 characters')).toBeVisible();
    expect(screen.getByText(/\(11 characters, at least 20\)/)).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Business description'), PROFILE.businessDescription);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Sign Up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendordashboard'));
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual(PROFILE);
  });

  it('lets a gifter open a shop: saving refreshes the account, which now reaches the vendor dashboard', async () => {
    const api = businessServer(GIFTER);
    const { user, router } = renderApp('/vendorproceed');
    expect(await screen.findByText('Open a shop')).toBeInTheDocument();
    await screen.findByLabelText('Business name');
    await fillBusiness(user);
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Sign Up' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Vendor dashboard' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/vendordashboard');
    expect(await screen.findByTestId('shop-status')).toHaveTextContent(
      'Your shop is under review.',
    );
    const asked = api.calls.map((call) => `${call.method} ${call.path}`);
    // The session is asked again after the save, before the vendor pages' guard looks.
    expect(asked.indexOf('GET /api/me', asked.indexOf('PUT /api/vendor/profile'))).toBeGreaterThan(
      asked.indexOf('PUT /api/vendor/profile'),
    );
  });

  it('edits the business information of an account that already has a shop, without the terms again', async () => {
    const api = businessServer(VENDOR, { profile: PROFILE, shop: PENDING_SHOP });
    const { user, router } = renderApp('/vendorproceed');
    expect(await screen.findByText('Your shop')).toBeInTheDocument();
    expect(await screen.findByLabelText('Business name')).toHaveValue(PROFILE.fullName);
    expect(screen.getByLabelText('Delivery country')).toHaveValue(PROFILE.deliveryCountries);
    expect(screen.queryByRole('checkbox')).toBeNull();
    await fill(user, screen.getByLabelText('Business type'), 'Cake Shop');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendordashboard'));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...PROFILE,
      businessType: 'Cake Shop',
    });
  });
});

describe('the business profile on the vendor dashboard', () => {
  it('edits in place without the terms, says it is saved and gives focus back to Edit', async () => {
    const changed = { ...PROFILE, businessDescription: 'Cakes, cupcake boxes and cookie hampers.' };
    const api = stubApi({
      'PUT /api/vendor/profile': { body: { success: true, profile: changed, shop: PENDING_SHOP } },
    });
    let saved: VendorAccount | undefined;
    const { user } = renderPage(
      <BusinessProfile
        profile={PROFILE}
        onSaved={(profile) => {
          saved = profile;
        }}
      />,
    );
    expect(screen.getByText(PROFILE.fullName)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.queryByRole('checkbox')).toBeNull();
    await fill(user, screen.getByLabelText('Business description'), changed.businessDescription);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Your business profile is saved.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveFocus());
    expect(saved).toEqual({ profile: changed, shop: PENDING_SHOP });
    expect(api.calls[0]?.body).toEqual(changed);
  });

  it('says a rejected shop is sent for review again once its details are saved', async () => {
    stubApi({
      'PUT /api/vendor/profile': { body: { success: true, profile: PROFILE, shop: PENDING_SHOP } },
    });
    const { user } = renderPage(
      <BusinessProfile profile={PROFILE} isRejected onSaved={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your business profile is saved and your shop is sent for review again.',
    );
  });
});
