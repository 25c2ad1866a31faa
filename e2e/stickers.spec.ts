import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoSeriousAxeViolationsAtEverySize, test, VIEWPORTS } from './fixtures';
import {
  field,
  fillStyle,
  next,
  openWizard,
  passCreateDetails,
  passScheduleBasics,
  sendYourself,
  stepHeading,
  tabTo,
} from './studio-helpers';
import { uniqueRecipient } from './support/accounts';
import { shoot } from './support/auth-e2e';
import { waitForMail } from './support/mail';

test.use({ viewport: VIEWPORTS.desktop, signedIn: true });

interface StickerBox {
  name: string;
  /** The box's centre and size, as fractions of the face's width. */
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where each sticker on a face is drawn, relative to the face, whatever the face's size. */
async function stickerBoxes(face: Locator): Promise<{ faceWidth: number; boxes: StickerBox[] }> {
  return face.evaluate((element) => {
    const faceBox = element.getBoundingClientRect();
    const boxes = Array.from(element.querySelectorAll('[data-testid="placed-sticker"]')).map(
      (sticker) => {
        const box = sticker.getBoundingClientRect();
        return {
          name: (sticker.getAttribute('aria-label') ?? '').replace(/ sticker, \d+ of \d+$/, ''),
          x: (box.left + box.width / 2 - faceBox.left) / faceBox.width,
          y: (box.top + box.height / 2 - faceBox.top) / faceBox.width,
          width: box.width / faceBox.width,
          height: box.height / faceBox.width,
        };
      },
    );
    return { faceWidth: faceBox.width, boxes };
  });
}

/** The same stickers in the same places, to a pixel of the larger face. */
function expectSamePlaces(
  seen: Awaited<ReturnType<typeof stickerBoxes>>,
  expected: Awaited<ReturnType<typeof stickerBoxes>>,
) {
  expect(seen.boxes.map((box) => box.name)).toEqual(expected.boxes.map((box) => box.name));
  const scale = Math.max(seen.faceWidth, expected.faceWidth);
  seen.boxes.forEach((box, index) => {
    const other = expected.boxes[index] as StickerBox;
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(box[key] - other[key]) * scale, `${box.name} ${key}`).toBeLessThanOrEqual(1);
    }
  });
}

/** Waits until every sticker on the face is drawn and the face has stopped moving. */
async function settled(face: Locator) {
  await expect(face.locator('[data-testid="placed-sticker"] svg')).toHaveCount(3);
  let last = '';
  await expect
    .poll(async () => {
      const now = JSON.stringify(await face.boundingBox());
      const same = now === last;
      last = now;
      return same;
    })
    .toBe(true);
  await face.evaluate(() => document.fonts.ready);
}

/** The face's pixels inside its rounded corners (what is behind the corners differs by page). */
async function innerPixels(face: Locator): Promise<{ data: Buffer; width: number }> {
  const shot = await face.screenshot({ animations: 'disabled' });
  // Averaged over 5×5 pixel squares: what the eye sees, not how each edge was smoothed.
  const { data, info } = await sharp(shot)
    .extract({ left: 30, top: 30, width: 290, height: 290 })
    .resize(58, 58, { kernel: 'linear' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width };
}

/**
 * The share of (averaged) pixels that differ visibly between two pictures of the same size. Faces
 * sit at different fractions of a pixel on different pages, so edges are smoothed a little
 * differently; averaged over 5×5 squares that is gone, while a sticker missing, moved or drawn at
 * another size still differs by far more than the limit.
 */
function differingShare(a: Buffer, b: Buffer): number {
  let differing = 0;
  const pixels = a.length / 3;
  for (let index = 0; index < a.length; index += 3) {
    const delta = Math.max(
      Math.abs((a[index] ?? 0) - (b[index] ?? 0)),
      Math.abs((a[index + 1] ?? 0) - (b[index + 1] ?? 0)),
      Math.abs((a[index + 2] ?? 0) - (b[index + 2] ?? 0)),
    );
    if (delta > 32) differing++;
  }
  return differing / pixels;
}

/** The viewer's main face (the cover comes first: one step to the right). */
async function mainFaceOf(page: Page, scope: Locator): Promise<Locator> {
  const viewer = scope.getByTestId('card-viewer');
  await expect(viewer.getByTestId('slide-counter')).toHaveText(/^1 out of \d$/);
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('slide-counter')).toHaveText(/^2 out of \d$/);
  const face = viewer.locator('[data-slide="main"][data-current="true"] [data-testid="card-face"]');
  await settled(face);
  return face;
}

test('stickers placed by keyboard look the same in the studio, the Live Preview and on the recipient’s page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const recipientEmail = uniqueRecipient('Amara');
  await openWizard(page, 'create');
  await sendYourself(page);
  await field(page, 'Recipient name').fill('Amara');
  await field(page, 'Recipient email').fill(recipientEmail);
  await fillStyle(page);
  await next(page);
  await expect(stepHeading(page, 'Details')).toBeVisible();

  const tray = page.getByRole('list', { name: 'Sticker tray' });
  await expect(tray.getByRole('button')).toHaveCount(25);
  const announced = page.getByTestId('sticker-announcement');

  // Keyboard only: Tab to the tray, Enter puts the sticker in the middle and gives it focus.
  await tabTo(page, tray.getByRole('button', { name: 'Jollof rice' }));
  await page.keyboard.press('Enter');
  const jollof = page.getByRole('button', { name: 'Jollof rice sticker, 1 of 1' });
  await expect(jollof).toBeFocused();
  await expect(announced).toContainText('Jollof rice added to the middle of the card');
  for (const key of ['Shift+ArrowLeft', 'Shift+ArrowLeft', 'Shift+ArrowUp', 'Shift+ArrowUp']) {
    await page.keyboard.press(key);
  }
  await page.keyboard.press(']');
  await page.keyboard.press('+');
  await expect(announced).toHaveText('Jollof rice is 24% of the card wide.');

  await tabTo(page, tray.getByRole('button', { name: 'Gele head-wrap' }));
  await page.keyboard.press('Space');
  const gele = page.getByRole('button', { name: 'Gele head-wrap sticker, 2 of 2' });
  await expect(gele).toBeFocused();
  for (const key of ['Shift+ArrowRight', 'Shift+ArrowRight', 'Shift+ArrowDown', '[', '[', '-']) {
    await page.keyboard.press(key);
  }
  await expect(announced).toHaveText('Gele head-wrap is 20% of the card wide.');

  await tabTo(page, tray.getByRole('button', { name: 'Talking drum' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Talking drum sticker, 3 of 3' })).toBeFocused();
  for (const key of ['Shift+ArrowDown', 'Shift+ArrowDown', 'Shift+ArrowDown', 'ArrowLeft']) {
    await page.keyboard.press(key);
  }
  // A fourth, removed again with Delete: focus goes back to a sticker on the card.
  await tabTo(page, tray.getByRole('button', { name: 'Crown' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Crown sticker, 4 of 4' })).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(announced).toHaveText('Crown removed. 3 of 10 stickers on the card.');
  await expect(page.getByTestId('placed-sticker')).toHaveCount(3);

  // Focus moves on: nothing is selected, and the face is what the recipient will see.
  await tabTo(page, page.getByRole('button', { name: 'Next', exact: true }));
  const studioFace = page.locator('[data-testid="sticker-face"] [data-testid="card-face"]');
  await settled(studioFace);
  const inStudio = await stickerBoxes(studioFace);
  expect(inStudio.boxes.map((box) => box.name)).toEqual([
    'Jollof rice',
    'Gele head-wrap',
    'Talking drum',
  ]);
  expect(inStudio.boxes[0]?.x).toBeCloseTo(0.4, 2);
  expect(inStudio.boxes[0]?.y).toBeCloseTo(0.4, 2);
  const studioPixels = await innerPixels(studioFace);
  await expectNoSeriousAxeViolationsAtEverySize(page);
  await shoot(page, 'stickers-studio');
  await page.setViewportSize(VIEWPORTS.phone);
  await studioFace.scrollIntoViewIfNeeded();
  expectSamePlaces(await stickerBoxes(studioFace), inStudio);
  await shoot(page, 'stickers-studio');
  await page.setViewportSize(VIEWPORTS.desktop);

  // The draft kept them: a reload shows the same stickers in the same places.
  await page.reload();
  await settled(studioFace);
  expectSamePlaces(await stickerBoxes(studioFace), inStudio);

  await next(page);
  await expect(stepHeading(page, 'Media')).toBeVisible();
  await page.getByRole('button', { name: 'Live Preview' }).click();
  const preview = page.getByTestId('live-preview');
  await preview.getByRole('button', { name: 'Tap on the Box' }).click();
  const previewFace = await mainFaceOf(page, preview);
  expectSamePlaces(await stickerBoxes(previewFace), inStudio);
  expect(differingShare((await innerPixels(previewFace)).data, studioPixels.data)).toBeLessThan(
    0.01,
  );
  await shoot(page, 'stickers-live-preview');
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await page.getByRole('button', { name: 'Send Now' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your card is on its way!' }),
  ).toBeVisible();

  const mail = await waitForMail({ to: recipientEmail, subject: /^Tobi sent you a card$/ });
  const link = new URL(mail.links.find((each) => each.includes('/c/')) ?? '');
  await page.goto(link.pathname);
  await page.getByRole('button', { name: 'Tap on the Box' }).click();
  const recipientFace = await mainFaceOf(page, page.locator('main'));
  const onTheCard = await stickerBoxes(recipientFace);
  expectSamePlaces(onTheCard, inStudio);
  expect(differingShare((await innerPixels(recipientFace)).data, studioPixels.data)).toBeLessThan(
    0.01,
  );
  const stickers = recipientFace.getByRole('group', { name: 'Stickers' });
  await expect(stickers.getByRole('img')).toHaveCount(3);
  await expect(stickers.getByRole('img', { name: 'Gele head-wrap' })).toBeVisible();
  await shoot(page, 'stickers-recipient');
  await expectNoSeriousAxeViolationsAtEverySize(page);

  // On a phone the face is smaller; the stickers keep their places on it.
  await page.setViewportSize(VIEWPORTS.phone);
  await settled(recipientFace);
  const onAPhone = await stickerBoxes(recipientFace);
  expect(onAPhone.faceWidth).toBeLessThan(onTheCard.faceWidth);
  expectSamePlaces(onAPhone, inStudio);
  await shoot(page, 'stickers-recipient');

  // The sender's own view of the sent card, from the dashboard, shows them as well.
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto('/dashboard');
  const row = page.getByTestId('sent-card').filter({ hasText: recipientEmail });
  await row.getByRole('link', { name: 'View your card to Amara' }).click();
  await page.getByRole('button', { name: 'Tap on the Box' }).click();
  const ownFace = await mainFaceOf(page, page.locator('main'));
  expectSamePlaces(await stickerBoxes(ownFace), inStudio);
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone, hasTouch: true });

  test('a tap adds a sticker; dragging moves it; its handle, or a pinch, resizes and turns it', async ({
    page,
  }) => {
    await openWizard(page, 'schedule');
    await sendYourself(page);
    await field(page, 'Recipient name').fill('Amara');
    await field(page, 'Recipient email').fill(uniqueRecipient('Amara'));
    await passScheduleBasics(page, { filled: true });
    await fillStyle(page);
    await next(page);
    await expect(stepHeading(page, 'More info')).toBeVisible();

    await page
      .getByRole('list', { name: 'Sticker tray' })
      .getByRole('button', { name: 'Sun' })
      .tap();
    const sun = page.getByRole('button', { name: 'Sun sticker, 1 of 1' });
    await expect(sun).toBeVisible();
    const face = page.locator('[data-testid="sticker-face"] [data-testid="card-face"]');
    await face.scrollIntoViewIfNeeded();
    const box = (await face.boundingBox()) ?? { x: 0, y: 0, width: 1, height: 1 };
    const at = (x: number, y: number) => ({ x: box.x + x * box.width, y: box.y + y * box.width });

    // Drag from its middle a quarter of the face right and a fifth down.
    const start = at(0.5, 0.5);
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x + box.width * 0.125, start.y + box.width * 0.1, { steps: 4 });
    await page.mouse.move(start.x + box.width * 0.25, start.y + box.width * 0.2, { steps: 4 });
    await page.mouse.up();
    let [placed] = (await stickerBoxes(face)).boxes;
    expect(placed?.x).toBeCloseTo(0.75, 2);
    expect(placed?.y).toBeCloseTo(0.7, 2);

    // The handle sits on its corner; pulled straight down from the centre, it turns the sticker
    // 45° and makes it as wide as √2 times that distance.
    const handle = page.getByTestId('sticker-handle');
    await expect(handle).toBeVisible();
    const grip = (await handle.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height / 2);
    await page.mouse.down();
    const centre = at(0.75, 0.7);
    await page.mouse.move(centre.x, centre.y + box.width * 0.2, { steps: 6 });
    await page.mouse.up();
    await expect(page.getByTestId('sticker-announcement')).toHaveText(
      'Sun is 28% of the card wide.',
    );
    expect(await sun.evaluate((element) => element.style.transform)).toBe(
      'translate(-50%, -50%) rotate(45deg)',
    );
    [placed] = (await stickerBoxes(face)).boxes;
    expect(placed?.x).toBeCloseTo(0.75, 2);

    // A tap elsewhere lets go of it.
    await page.getByRole('heading', { level: 2, name: 'More info' }).tap();
    await expect(handle).toHaveCount(0);

    // Two fingers on the selected sticker pinch it: half as far apart again makes it half as big
    // again, a quarter turn of the fingers turns it a quarter.
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: points.map(([x, y], id) => ({ x, y, id })),
      });
    await sun.tap();
    await expect(handle).toBeVisible();
    const moved = (await face.boundingBox()) ?? box;
    const middle = { x: moved.x + 0.75 * moved.width, y: moved.y + 0.7 * moved.width };
    await touch('touchStart', [[middle.x - 20, middle.y]]);
    await touch('touchStart', [
      [middle.x - 20, middle.y],
      [middle.x + 20, middle.y],
    ]);
    await touch('touchMove', [
      [middle.x - 5, middle.y - 25],
      [middle.x + 5, middle.y + 25],
    ]);
    await touch('touchMove', [
      [middle.x, middle.y - 30],
      [middle.x, middle.y + 30],
    ]);
    await touch('touchEnd', []);
    await expect(page.getByTestId('sticker-announcement')).toHaveText(
      'Sun is 42% of the card wide. Sun turned to 135 degrees.',
    );

    // The draft keeps where it was left.
    const draft = await page.evaluate(() => localStorage.getItem('draft:schedule-card') ?? '');
    const [kept] = JSON.parse(draft).values.stickers;
    expect(kept).toMatchObject({ id: 'sun', x: 0.75, y: 0.7, rotation: 135 });
    expect(kept.size).toBeCloseTo(0.4242, 3);
  });
});

test('with a mouse, a sticker dragged from the tray lands where it is dropped', async ({
  page,
}) => {
  await openWizard(page, 'create');
  await passCreateDetails(page);
  const face = page.locator('[data-testid="sticker-face"] [data-testid="card-face"]');
  await face.scrollIntoViewIfNeeded();
  const box = (await face.boundingBox()) ?? { width: 0, height: 0 };
  await page
    .getByRole('list', { name: 'Sticker tray' })
    .getByRole('button', { name: 'Ankara heart' })
    .dragTo(face, { targetPosition: { x: box.width * 0.25, y: box.height * 0.75 } });
  await expect(page.getByRole('button', { name: 'Ankara heart sticker, 1 of 1' })).toBeFocused();
  await expect(page.getByTestId('sticker-announcement')).toContainText(
    'Ankara heart added to the card, 1 of 10 stickers.',
  );
  const [placed] = (await stickerBoxes(face)).boxes;
  expect(placed?.x).toBeCloseTo(0.25, 2);
  expect(placed?.y).toBeCloseTo(0.75, 2);
});
