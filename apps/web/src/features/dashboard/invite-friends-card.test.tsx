import type { ReferralsResponse } from '@greetly/domain/schemas/referrals-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, type StubAnswer, signedInAs, stubApi } from '../../testing/render-page';

const LINK = 'http://localhost:3000/signup?ref=k3x9p2qa';

function openDashboard(referrals: StubAnswer) {
  const api = stubApi({
    ...signedInAs(),
    'GET /api/cards': { body: { success: true, cards: [], nextCursor: null } },
    'GET /api/orders': { body: { success: true, orders: [] } },
    'GET /api/loyalty': {
      body: { success: true, stamps: 0, needed: 4, rewardReady: false, rewardsUsed: 0 },
    },
    'GET /api/referrals': referrals,
  });
  return { api, ...renderApp('/dashboard') };
}

const answer = (over: Partial<ReferralsResponse>): StubAnswer => ({
  body: { success: true, code: 'k3x9p2qa', link: LINK, invited: [], creditsEarned: 0, ...over },
});

describe('dashboard: Invite friends', () => {
  it('shows the link, each invited person by first name with their status, and credits earned', async () => {
    const { api, user } = openDashboard(
      answer({
        creditsEarned: 1,
        invited: [
          { firstName: 'Zainab', status: 'signed_up', joinedAt: '2026-11-28T10:00:00.000Z' },
          { firstName: 'Kelechi', status: 'verified', joinedAt: '2026-11-27T10:00:00.000Z' },
          { firstName: 'Ife', status: 'card_sent', joinedAt: '2026-11-26T10:00:00.000Z' },
          { firstName: 'Chidinma', status: 'rewarded', joinedAt: '2026-11-25T10:00:00.000Z' },
        ],
      }),
    );
    const card = await screen.findByRole('region', { name: 'Invite friends' });
    expect(await within(card).findByRole('textbox', { name: 'Your invite link' })).toHaveValue(
      LINK,
    );
    expect(within(card).getByTestId('credits-earned')).toHaveTextContent('1card credit earned');
    const people = within(
      within(card).getByRole('list', { name: 'People you invited' }),
    ).getAllByRole('listitem');
    expect(people.map((row) => row.textContent)).toEqual([
      'ZainabJoined 28 Nov 2026Signed up',
      'KelechiJoined 27 Nov 2026Verified',
      'IfeJoined 26 Nov 2026Card sent',
      'ChidinmaJoined 25 Nov 2026Card sent — rewarded',
    ]);

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(api.calls.filter((call) => call.path === '/api/referrals')).toHaveLength(1);
  });

  it('says when nobody has joined yet, and counts credits in the plural', async () => {
    openDashboard(answer({ creditsEarned: 0 }));
    const card = await screen.findByRole('region', { name: 'Invite friends' });
    expect(
      await within(card).findByText('No one has joined through your link yet.'),
    ).toBeInTheDocument();
    expect(within(card).getByTestId('credits-earned')).toHaveTextContent('0card credits earned');
  });

  it('says so when the link cannot be loaded', async () => {
    openDashboard({
      status: 500,
      body: { success: false, code: 'internal_error', message: 'Something went wrong.' },
    });
    const card = await screen.findByRole('region', { name: 'Invite friends' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'Your invite link could not be loaded just now.',
    );
  });
});
