import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fill } from '../../testing/form-queries';
import { renderPage } from '../../testing/render-page';
import MarketplacePage from './marketplace-page';

const ALL_PRODUCTS = 16;
const IN_STOCK = 11;
const OUT_OF_STOCK = 5;
const CATEGORIES = [
  'All Gifts',
  'Cakes & Pastries',
  'Bouquets',
  'Jewelry',
  'Lip Gloss',
  'Foods',
  'Perfumes',
  'Gift Packs',
];

const cards = () => within(screen.getByTestId('product-grid')).getAllByRole('listitem');
const cardCount = () => screen.queryByTestId('product-grid')?.querySelectorAll('li').length ?? 0;
const cardTitles = () =>
  within(screen.getByTestId('product-grid'))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search gifts' });
const categoryPill = (name: string) =>
  within(screen.getByRole('group', { name: 'Gift categories' })).getByRole('button', { name });
const stockPill = (name: 'In Stock' | 'Out of Stock') =>
  within(screen.getByRole('group', { name: 'Availability' })).getByRole('button', { name });
const press = (user: UserEvent, button: HTMLElement) => user.click(button);

function openMarketplace() {
  return renderPage(<MarketplacePage />, { path: '/marketplace' });
}

describe('/marketplace', () => {
  it('shows the teaser: banner, categories, the stock filter and the sample gifts', () => {
    openMarketplace();
    expect(screen.getByText('Coming soon...', { exact: true })).toBeInTheDocument();
    for (const category of CATEGORIES) expect(categoryPill(category)).toBeInTheDocument();
    expect(categoryPill('All Gifts')).toHaveAttribute('aria-pressed', 'true');
    expect(stockPill('In Stock')).toHaveAttribute('aria-pressed', 'false');
    expect(stockPill('Out of Stock')).toHaveAttribute('aria-pressed', 'false');
    expect(cardCount()).toBe(ALL_PRODUCTS);

    const cake = cards().find((card) => card.textContent?.includes('Red Velvet Celebration Cake'));
    expect(cake).toHaveTextContent('Cakes & Pastries');
    expect(cake).toHaveTextContent('₦8,500');
    expect(within(cake as HTMLElement).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  });

  it('search narrows the cards as you type and on Search', async () => {
    const { user } = openMarketplace();
    await fill(user, search(), 'rose');
    expect(cardTitles()).toEqual(['Blush Rose Bouquet', 'Teddy & Chocolates Love Pack']);
    await fill(user, search(), 'CUPCAKES');
    await press(user, screen.getByRole('button', { name: 'Search' }));
    expect(cardTitles()).toEqual(['Chocolate Truffle Cupcakes (6)']);
    expect(screen.getByTestId('product-count')).toHaveTextContent(
      `Showing 1 of ${ALL_PRODUCTS} gifts`,
    );
  });

  it('category buttons filter and mark the active one', async () => {
    const { user } = openMarketplace();
    await press(user, categoryPill('Perfumes'));
    expect(categoryPill('Perfumes')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryPill('All Gifts')).toHaveAttribute('aria-pressed', 'false');
    expect(cards()).toHaveLength(2);
    for (const card of cards()) expect(card).toHaveTextContent('Perfumes');
    await press(user, categoryPill('All Gifts'));
    expect(cardCount()).toBe(ALL_PRODUCTS);
  });

  it('the stock filter shows one kind, and pressing it again shows all', async () => {
    const { user } = openMarketplace();
    await press(user, stockPill('In Stock'));
    expect(stockPill('In Stock')).toHaveAttribute('aria-pressed', 'true');
    expect(cards()).toHaveLength(IN_STOCK);
    const grid = () => within(screen.getByTestId('product-grid'));
    expect(grid().queryAllByRole('button', { name: 'Out of Stock' })).toHaveLength(0);

    await press(user, stockPill('Out of Stock'));
    expect(stockPill('In Stock')).toHaveAttribute('aria-pressed', 'false');
    expect(cards()).toHaveLength(OUT_OF_STOCK);
    const soldOut = grid().getAllByRole('button', { name: 'Out of Stock' });
    expect(soldOut).toHaveLength(OUT_OF_STOCK);
    for (const button of soldOut) expect(button).toBeDisabled();
    expect(grid().queryAllByRole('button', { name: 'Add to Cart' })).toHaveLength(0);

    await press(user, stockPill('Out of Stock'));
    expect(stockPill('Out of Stock')).toHaveAttribute('aria-pressed', 'false');
    expect(cardCount()).toBe(ALL_PRODUCTS);
  });

  it('filters combine; no match offers to clear, and clearing restores everything', async () => {
    const { user } = openMarketplace();
    await press(user, categoryPill('Bouquets'));
    await press(user, stockPill('In Stock'));
    expect(cardTitles()).toEqual(['Blush Rose Bouquet']);

    await fill(user, search(), 'sunflower');
    expect(cardCount()).toBe(0);
    expect(screen.getByRole('heading', { name: 'No gifts match “sunflower”' })).toBeVisible();
    const clearButtons = screen.getAllByRole('button', { name: 'Clear filters' });
    await press(user, clearButtons[clearButtons.length - 1] as HTMLElement);

    expect(cardCount()).toBe(ALL_PRODUCTS);
    expect(search()).toHaveValue('');
    expect(categoryPill('All Gifts')).toHaveAttribute('aria-pressed', 'true');
    expect(stockPill('In Stock')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('Add to Cart says the marketplace is coming soon', async () => {
    const { user } = openMarketplace();
    const bouquet = cards().find((card) => card.textContent?.includes('Blush Rose Bouquet'));
    await press(user, within(bouquet as HTMLElement).getByRole('button', { name: 'Add to Cart' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByTestId('alert-message')).toHaveTextContent(
      "The marketplace is coming soon. We'll let you know when gifts can be ordered.",
    );
    await press(user, within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
