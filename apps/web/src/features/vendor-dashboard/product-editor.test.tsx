import { NOT_AN_IMAGE_MESSAGE, type ProductInput, type VendorProduct } from '@greetly/domain';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { errorOf, field, fill } from '../../testing/form-queries';
import { type ApiCall, renderApp, stubApi } from '../../testing/render-page';
import { PHOTOS_WAIT_MESSAGES } from './product-form';
import { koboFromNairaText, nairaTextFromKobo } from './product-form-values';
import { PHOTO_MESSAGES } from './use-product-photos';
import { FakeUpload, imageFile, productOf, vendorServer } from './vendor-test-fixtures';

const photoInput = () => screen.getByTestId('photo-file-input') as HTMLInputElement;
const photoTiles = () => screen.queryAllByTestId('product-photo');
const saveDraft = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: 'Save draft' }));

/** The server keeping what it is sent, as a draft. */
function created(call: ApiCall) {
  const input = call.body as ProductInput;
  const product: VendorProduct = productOf({
    ...input,
    id: 'prod_new',
    status: 'draft',
    photos: input.photoIds.map((id) => ({ id, url: `/media/${id}` })),
  });
  return { status: 201, body: { success: true, product } };
}

async function openNew(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ ...vendorServer([]), ...routes });
  const view = renderApp('/vendordashboard/products/new');
  await screen.findByRole('heading', { level: 1, name: 'Add a product' });
  return { ...view, api };
}

/** Everything a product needs, filled in well. */
async function fillGoodProduct(user: UserEvent) {
  await fill(user, field('Name'), 'Chocolate fudge cake');
  await user.selectOptions(field('Category'), 'Cakes & Pastries');
  await fill(user, field('Description'), 'Three layers of fudge cake with ganache, serves ten.');
  await fill(user, field('Price (₦)'), '8,500.50');
  await fill(user, field('In stock'), '7');
  await fill(user, field('Notice needed (days)'), '2');
  await user.selectOptions(field('Country 1'), 'Nigeria');
  await fill(user, field('City 1'), 'Lagos');
}

beforeEach(() => FakeUpload.install());

describe('naira in the price field', () => {
  it('reads what vendors type as integer kobo, and writes kobo back as they would type it', () => {
    expect(koboFromNairaText('8,500')).toBe(850_000);
    expect(koboFromNairaText('₦ 8500.50')).toBe(850_050);
    expect(koboFromNairaText('0.1')).toBe(10);
    expect(koboFromNairaText('-5')).toBe(-500);
    expect(koboFromNairaText('8.505')).toBeNaN();
    expect(koboFromNairaText('eight')).toBeNaN();
    expect(koboFromNairaText('')).toBeNaN();
    expect(nairaTextFromKobo(850_000)).toBe('8,500');
    expect(nairaTextFromKobo(850_050)).toBe('8,500.50');
  });
});

describe('the product form', () => {
  it('shows the message of each bad input on its field and sends nothing', async () => {
    const { user, api } = await openNew();
    await fill(user, field('Name'), 'Chocolate fudge cake');
    await fill(user, field('Description'), 'Three layers of fudge cake with ganache, serves ten.');
    await fill(user, field('Price (₦)'), '0');
    await fill(user, field('In stock'), '-1');
    await user.click(screen.getByRole('button', { name: 'Remove delivery area 1' }));
    await saveDraft(user);

    await waitFor(() => expect(errorOf(field('Price (₦)'))).toBe('Enter a price above ₦0'));
    expect(errorOf(field('Category'))).toBe('Choose one of the categories');
    expect(errorOf(field('In stock'))).toBe('Stock cannot be below 0');
    expect(screen.getByRole('group', { name: 'Delivery areas' })).toHaveAccessibleDescription(
      /Add at least one place you deliver to/,
    );
    expect(field('Category')).toHaveAttribute('aria-invalid', 'true');

    await fill(user, field('Price (₦)'), '10,000,001');
    await waitFor(() =>
      expect(errorOf(field('Price (₦)'))).toBe('The price can be at most ₦10,000,000'),
    );
    await fill(user, field('Price (₦)'), 'lots');
    await waitFor(() => expect(errorOf(field('Price (₦)'))).toBe('Enter the price in naira'));
    await fill(user, field('Price (₦)'), '10,000,000');
    await waitFor(() => expect(errorOf(field('Price (₦)'))).toBe(''));

    await user.click(screen.getByRole('button', { name: 'Add a delivery area' }));
    await saveDraft(user);
    await waitFor(() => expect(errorOf(field('Country 1'))).toBe('Choose a delivery country'));
    expect(api.calls.some((call) => call.path === '/api/vendor/products')).toBe(false);
  });

  it('saves a new draft with the price in kobo, the photos in their order and the delivery areas', async () => {
    const { user, api, router } = await openNew({ 'POST /api/vendor/products': created });
    await fillGoodProduct(user);
    await user.click(screen.getByRole('button', { name: 'Add a delivery area' }));
    await user.selectOptions(field('Country 2'), 'Ghana');

    await user.upload(photoInput(), [imageFile('front.png'), imageFile('side.jpg', 'image/jpeg')]);
    expect(photoTiles()).toHaveLength(2);
    const [front, side] = FakeUpload.sent;
    expect(front?.file?.name).toBe('front.png');
    expect(front?.headers.Authorization).toBe('Bearer test-token');
    front?.progress(30, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 1' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    side?.progress(75, 100);
    expect(screen.getByRole('progressbar', { name: 'Uploading photo 2' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    front?.stored('media_front');
    side?.stored('media_side');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());

    // The side view becomes the cover.
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(within(photoTiles()[0] as HTMLElement).getByText('Cover')).toBeInTheDocument();
    await saveDraft(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendordashboard'));
    expect(await screen.findByText('“Chocolate fudge cake” is saved as a draft.')).toBeVisible();
    const sent = api.calls.find(
      (call) => call.method === 'POST' && call.path === '/api/vendor/products',
    );
    expect(sent?.body).toEqual({
      title: 'Chocolate fudge cake',
      category: 'Cakes & Pastries',
      description: 'Three layers of fudge cake with ganache, serves ten.',
      priceKobo: 850_050,
      stock: 7,
      leadTimeDays: 2,
      photoIds: ['media_side', 'media_front'],
      deliveryAreas: [
        { country: 'Nigeria', city: 'Lagos' },
        { country: 'Ghana', city: '' },
      ],
    });
    expect(api.calls.some((call) => call.path.endsWith('/status'))).toBe(false);
  });

  it('Save and publish creates the draft, then publishes it', async () => {
    const { user, api, router } = await openNew({
      'POST /api/vendor/products': created,
      'POST /api/vendor/products/prod_new/status': (call) => ({
        body: {
          success: true,
          product: productOf({
            id: 'prod_new',
            title: 'Chocolate fudge cake',
            ...(call.body as object),
          }),
        },
      }),
    });
    await fillGoodProduct(user);
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendordashboard'));
    expect(await screen.findByText('“Chocolate fudge cake” is published.')).toBeVisible();
    expect(
      api.calls
        .filter((call) => call.method === 'POST' && call.path.startsWith('/api/vendor/products'))
        .map((call) => [call.path, call.body]),
    ).toEqual([
      ['/api/vendor/products', expect.objectContaining({ priceKobo: 850_050 })],
      ['/api/vendor/products/prod_new/status', { status: 'published' }],
    ]);
  });

  it("puts the server's field issues on their fields", async () => {
    const { user, router } = await openNew({
      'POST /api/vendor/products': {
        status: 400,
        body: {
          success: false,
          code: 'validation_failed',
          message: 'Enter a price above ₦0',
          issues: [
            { path: 'title', message: 'The name must be at least 2 characters' },
            { path: 'deliveryAreas.0.city', message: 'Keep the city under 80 characters' },
            { path: 'photoIds.0', message: 'This photo is not one of your uploads' },
          ],
        },
      },
    });
    await fillGoodProduct(user);
    await user.upload(photoInput(), imageFile('front.png'));
    FakeUpload.sent[0]?.stored('media_front');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await saveDraft(user);

    await waitFor(() =>
      expect(errorOf(field('Name'))).toBe('The name must be at least 2 characters'),
    );
    expect(errorOf(field('City 1'))).toBe('Keep the city under 80 characters');
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(
      /This photo is not one of your uploads/,
    );
    expect(field('Name')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/vendordashboard/products/new');
  });

  it("refuses a file that is not an image before sending it, and shows the server's refusal of one that only looks like an image", async () => {
    const { user } = await openNew();
    // The file picker lets any file through when its "all files" choice is used.
    const anyFile = userEvent.setup({ applyAccept: false, delay: null });
    await anyFile.upload(photoInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `notes.txt: ${NOT_AN_IMAGE_MESSAGE}`,
    );
    expect(FakeUpload.sent).toHaveLength(0);
    expect(photoTiles()).toHaveLength(0);

    await user.upload(photoInput(), imageFile('not-really.png'));
    FakeUpload.sent[0]?.respond(415, {
      success: false,
      code: 'unsupported_media',
      message: NOT_AN_IMAGE_MESSAGE,
    });
    const tile = photoTiles()[0] as HTMLElement;
    expect(await within(tile).findByRole('alert')).toHaveTextContent(NOT_AN_IMAGE_MESSAGE);
    // Trying the same file again cannot help.
    expect(within(tile).queryByRole('button', { name: /Try again/ })).toBeNull();
    await user.click(within(tile).getByRole('button', { name: 'Remove photo 1' }));
    expect(photoTiles()).toHaveLength(0);
  });

  it('takes at most five photos', async () => {
    const { user } = await openNew();
    await user.upload(
      photoInput(),
      ['1.png', '2.png', '3.png', '4.png', '5.png', '6.png'].map((name) => imageFile(name)),
    );
    expect(photoTiles()).toHaveLength(5);
    expect(FakeUpload.sent.map((upload) => upload.file?.name)).toEqual([
      '1.png',
      '2.png',
      '3.png',
      '4.png',
      '5.png',
    ]);
    expect(screen.getByRole('alert')).toHaveTextContent(PHOTO_MESSAGES.tooMany);
    expect(screen.queryByRole('button', { name: /Add (more )?photos/ })).toBeNull();
    expect(
      screen.getByText("That's 5 photos, the most a gift can have. Remove one to add another."),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove photo 5' }));
    expect(photoTiles()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Add more photos' })).toBeInTheDocument();
  });

  it('waits for the photos to finish uploading before it saves', async () => {
    const { user, api } = await openNew({ 'POST /api/vendor/products': created });
    await fillGoodProduct(user);
    await user.upload(photoInput(), imageFile('front.png'));
    await saveDraft(user);

    // The form checks its fields (asynchronously) before it looks at the photos, so the message
    // comes a moment after the click: wait for it. It is set on the path that returns before
    // saving, so once it shows, that save attempt is over and must have sent nothing.
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Photos' })).toHaveAccessibleDescription(
        new RegExp(PHOTOS_WAIT_MESSAGES.uploading.replace('.', '\\.')),
      ),
    );
    expect(screen.getByRole('group', { name: 'Photos' })).toHaveFocus();
    expect(api.calls.some((call) => call.path === '/api/vendor/products')).toBe(false);
    FakeUpload.sent[0]?.stored('media_front');
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await saveDraft(user);
    await waitFor(() =>
      expect(api.calls.find((call) => call.path === '/api/vendor/products')?.body).toMatchObject({
        photoIds: ['media_front'],
      }),
    );
  });

  it('edits a saved product: its details filled in, its photos kept, saved with PUT', async () => {
    const cake = productOf({
      status: 'published',
      priceKobo: 1_250_050,
      deliveryAreas: [
        { country: 'Nigeria', city: 'Lagos' },
        { country: 'Nigeria', city: '' },
      ],
    });
    const api = stubApi({
      ...vendorServer([cake]),
      'GET /api/vendor/products/prod_cake': { body: { success: true, product: cake } },
      'GET /media/photo_cake_1': { body: {} },
      'PUT /api/vendor/products/prod_cake': (call) => ({
        body: { success: true, product: { ...cake, ...(call.body as object) } },
      }),
    });
    const { user, router } = renderApp('/vendordashboard/products/prod_cake');
    await screen.findByRole('heading', { level: 1, name: 'Edit product' });
    expect(await screen.findByDisplayValue('Red velvet cake')).toBe(field('Name'));
    expect(field('Price (₦)')).toHaveValue('12,500.50');
    expect(field('Category')).toHaveValue('Cakes & Pastries');
    expect(field('City 2')).toHaveValue('');
    expect(photoTiles()).toHaveLength(1);
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Photo 1 (cover)' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    // A published product has nothing to publish: one button saves.
    expect(screen.queryByRole('button', { name: /publish/i })).toBeNull();
    await fill(user, field('In stock'), '4');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendordashboard'));
    expect(await screen.findByText('“Red velvet cake” is saved.')).toBeVisible();
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      priceKobo: 1_250_050,
      stock: 4,
      photoIds: ['photo_cake_1'],
    });
  });
});
