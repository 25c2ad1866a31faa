import type { Locator, Page } from '@playwright/test';
import { expect, test, VIEWPORTS } from './fixtures';
import {
  choose,
  field,
  GOOD_MESSAGE,
  next,
  openWizard,
  stepHeading,
  toggle,
  type Wizard,
} from './studio-helpers';

// The longest input the wizards accept: an 80-character name with no space to wrap at and
// addresses with a 64-character local part and a long domain.
const LONG_NAME = 'Oluwaseyifunmilayo'.repeat(5).slice(0, 80);
const longEmail = (who: string) =>
  `${who}${'x'.repeat(64 - who.length)}@celebrations-and-greetings-for-everyone.example.com`;

/** Fails when the page can be scrolled sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: page is ${scrollWidth}px wide on ${clientWidth}px`).toBe(
    clientWidth,
  );
}

/** Fails when something else covers the middle of `target` (it could not be tapped there). */
async function expectUncovered(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const onTop = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
  expect(onTop, `${await target.textContent()} is covered`).toBe(true);
}

async function fillLongPeople(page: Page) {
  await toggle(page, 'Send Yourself').click();
  await field(page, 'Sender name').fill(LONG_NAME);
  await field(page, 'Sender email').fill(longEmail('sender'));
  await field(page, 'Recipient name').fill(LONG_NAME);
  await field(page, 'Recipient email').fill(longEmail('recipient'));
}

async function walkToLastStep(page: Page, wizard: Wizard) {
  await openWizard(page, wizard);
  await fillLongPeople(page);
  if (wizard === 'create') {
    await choose(page, 'Dancing Script');
    await choose(page, 'Confetti');
    await field(page, 'Message').fill(GOOD_MESSAGE);
    await expectNoSidewaysScroll(page, 'step 1');
    await next(page);
    await expect(stepHeading(page, 'Details')).toBeVisible();
    await field(page, 'Sweet nickname').fill(LONG_NAME);
  } else {
    await page.getByRole('combobox', { name: 'Time zone' }).fill('Africa/Lagos');
    await field(page, 'Date').fill(`${new Date().getFullYear() + 1}-02-14`);
    await field(page, 'Time').fill('09:00');
    await expectNoSidewaysScroll(page, 'step 1');
    await next(page);
    await expect(stepHeading(page, 'Media')).toBeVisible();
    await choose(page, 'Dancing Script');
    await choose(page, 'Confetti');
    await field(page, 'Message').fill(GOOD_MESSAGE);
    await expectNoSidewaysScroll(page, 'step 2');
    await next(page);
    await expect(stepHeading(page, 'More info')).toBeVisible();
    await field(page, 'Sweet nickname').fill(LONG_NAME);
  }
  await expectNoSidewaysScroll(page, 'the step before the last');
  await next(page);
}

for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${sizeName} size`, () => {
    test.use({ viewport });

    for (const wizard of ['create', 'schedule'] as const) {
      test(`the ${wizard} wizard never scrolls sideways with the longest names and addresses`, async ({
        page,
      }) => {
        await walkToLastStep(page, wizard);
        const submit = page.getByRole('button', {
          name: wizard === 'create' ? 'Send Now' : 'Schedule Now',
        });
        await expect(submit).toBeVisible();
        await expectNoSidewaysScroll(page, 'step 3');
        await expectUncovered(page.getByRole('button', { name: 'Live Preview' }));
        await expectUncovered(submit);
        // The addresses are shown whole, wrapped rather than cut.
        await expect(page.getByText(longEmail('recipient'))).toBeVisible();
      });
    }
  });
}

test.describe('the side preview', () => {
  for (const [sizeName, viewport] of Object.entries(VIEWPORTS)) {
    test(`shows the whole template design, uncropped (${sizeName})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await openWizard(page, 'create');
      const summary = page.getByText('Card preview', { exact: true });
      if (await summary.isVisible()) await summary.click();
      const design = page.getByTestId('card-mock-design');
      await expect(design).toBeVisible();
      const shown = await design.evaluate((element: HTMLImageElement) => {
        const box = element.getBoundingClientRect();
        return {
          fit: getComputedStyle(element).objectFit,
          box: box.width / box.height,
          natural: element.naturalWidth / element.naturalHeight,
        };
      });
      // Drawn whole: scaled to fit a box of the design's own shape, nothing cut off.
      expect(shown.fit).toBe('contain');
      expect(Math.abs(shown.box - shown.natural)).toBeLessThan(0.02);
    });
  }
});
