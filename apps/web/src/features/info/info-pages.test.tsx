import { CREDIT_PACK, LOYALTY_RULE, PLANS } from '@greetly/domain/catalog/pricing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { mediaQueries } from '../../testing/setup';
import AboutPage from './about-page';
import FaqPage from './faq-page';
import GetStartedPage from './get-started-page';
import PricingPage from './pricing-page';
import RefundPage from './refund-page';
import TermsPage from './terms-page';

describe('/terms', () => {
  it('lists the seven sections, the date and a support mailto', () => {
    renderPage(<TermsPage />, { path: '/terms' });
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link')).toHaveLength(7);
    for (const name of [
      'Acceptance',
      'Updates',
      'Limitation of liability',
      'Prohibited use',
      'Account responsibility',
      'Orders and delivery',
      'Contact',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: new RegExp(name, 'i') })).toBeVisible();
    }
    expect(screen.getByText('Last updated:', { exact: false })).toHaveTextContent(
      'Last updated: 22 November 2026',
    );
    expect(screen.getAllByRole('link', { name: 'support@greetly.app' })[0]).toHaveAttribute(
      'href',
      'mailto:support@greetly.app',
    );
  });
});

describe('/refund', () => {
  it('each table-of-contents link points at its section', () => {
    renderPage(<RefundPage />, { path: '/refund' });
    const link = within(screen.getByRole('navigation', { name: 'On this page' })).getByRole(
      'link',
      {
        name: /How to request a refund/,
      },
    );
    expect(link).toHaveAttribute('href', '/refund#how-to-request');
    expect(document.getElementById('how-to-request')).toHaveTextContent(/How to request a refund/);
  });
});

describe('/faq', () => {
  it('opens and closes an answer by click and by keyboard', async () => {
    const { user } = renderPage(<FaqPage />, { path: '/faq' });
    const question = screen.getByRole('button', { name: 'Can I record a voice note?' });
    const answer = () => screen.queryByRole('region', { name: 'Can I record a voice note?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer()).toBeNull();

    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(answer()).toBeVisible();
    expect(answer()).toHaveTextContent('120 seconds');
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(answer()).toBeNull();

    const other = screen.getByRole('button', { name: 'Can I send a card anonymously?' });
    other.focus();
    await user.keyboard('{Enter}');
    expect(other).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Can I send a card anonymously?' })).toBeVisible();
    await user.keyboard(' ');
    expect(other).toHaveAttribute('aria-expanded', 'false');
  });

  it('has twelve real questions and a Contact Support mailto', () => {
    renderPage(<FaqPage />, { path: '/faq' });
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(12);
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
      'href',
      'mailto:support@greetly.app',
    );
  });
});

describe('/get-started', () => {
  it('leads to the right pages and lists each role’s perks', () => {
    renderPage(<GetStartedPage />, { path: '/get-started' });
    const links = [
      ['Sign up as a Gifter', '/signup'],
      ['Sign up as a vendor', '/vendorsignup'],
      ['Sign in', '/signin'],
    ] as const;
    for (const [name, href] of links) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    for (const perk of [
      'Find unique gifts',
      'Browse gifts',
      'Easy checkouts',
      'Track orders',
      'Grow business',
    ]) {
      expect(screen.getByText(perk, { exact: true })).toBeInTheDocument();
    }
    expect(screen.getByText('Already have an account?')).toBeInTheDocument();
  });
});

describe('/pricing', () => {
  it('shows both plans, ₦800 and the four equivalents, and where each plan leads', () => {
    renderPage(<PricingPage />, { path: '/pricing' });
    expect(screen.getByRole('heading', { name: 'Free Trial' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Premium' })).toBeInTheDocument();
    expect(screen.getByText('₦800', { exact: true })).toBeInTheDocument();
    const equivalents = screen.getByRole('list', { name: 'Price in other currencies' });
    for (const label of ['$0.40', 'R7.20', '₺12.80', '₤12.50 (lira)']) {
      expect(within(equivalents).getByText(label, { exact: true })).toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { name: /After 4 marketplace purchases, 1 is free/ }),
    ).toBeInTheDocument();
    // The same words as the dashboard's stamp card.
    expect(screen.getByTestId('loyalty-rule')).toHaveTextContent(
      `How the loyalty card works: ${LOYALTY_RULE}`,
    );
    expect(screen.getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Create a card' })).toHaveAttribute(
      'href',
      '/create-template',
    );
  });
});

describe('/pricing says what the plans rule does', () => {
  it('each plan in the rule’s words, the lira price labelled, and card credits with the pack', () => {
    renderPage(<PricingPage />, { path: '/pricing' });
    for (const plan of PLANS) {
      const card = screen.getByRole('article', { name: plan.name });
      expect(within(card).getByText(plan.summary)).toBeInTheDocument();
    }
    const equivalents = screen.getByRole('list', { name: 'Price in other currencies' });
    const lira = within(equivalents).getByText('₤12.50 (lira)', { exact: true });
    expect(lira.closest('li')).toHaveTextContent(/^₤12\.50 \(lira\)$/);
    expect(screen.getByTestId('credits-line')).toHaveTextContent(
      `Card credits: one credit pays for one ₦800 card, on its own when you send it. Buy ${CREDIT_PACK.label} from your dashboard.`,
    );
  });
});

describe('the team carousel on /about', () => {
  const carousel = () => screen.getByRole('region', { name: 'Meet the team' });
  const shown = (name: string) => within(carousel()).queryByRole('heading', { name }) !== null;

  it('moves with the buttons and the arrow keys, and wraps around', async () => {
    const { user } = renderPage(<AboutPage />, { path: '/about' });
    expect(shown('Adaeze Okafor')).toBe(true);
    expect(shown('Ibrahim Musa')).toBe(false);

    const next = within(carousel()).getByRole('button', { name: 'Next team member' });
    const previous = within(carousel()).getByRole('button', { name: 'Previous team member' });
    await user.click(next);
    expect(within(carousel()).getByText('Showing team members 2 to 4 of 6')).toBeInTheDocument();
    expect(shown('Ibrahim Musa')).toBe(true);
    expect(shown('Adaeze Okafor')).toBe(false);

    await user.keyboard('{ArrowRight}');
    expect(within(carousel()).getByText('Showing team members 3 to 5 of 6')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(carousel()).getByText('Showing team members 2 to 4 of 6')).toBeInTheDocument();

    await user.click(previous);
    expect(shown('Adaeze Okafor')).toBe(true);
    await user.click(previous);
    expect(within(carousel()).getByText('Showing team members 4 to 6 of 6')).toBeInTheDocument();
    expect(shown('Kelechi Nwosu')).toBe(true);
  });

  it('shows one card at a time on a phone', async () => {
    mediaQueries.set('(min-width: 1024px)', false);
    const { user } = renderPage(<AboutPage />, { path: '/about' });
    expect(within(carousel()).getByText('Showing team member 1 of 6')).toBeInTheDocument();
    await user.click(within(carousel()).getByRole('button', { name: 'Show Chiamaka Eze' }));
    expect(shown('Chiamaka Eze')).toBe(true);
    expect(shown('Adaeze Okafor')).toBe(false);
  });
});
