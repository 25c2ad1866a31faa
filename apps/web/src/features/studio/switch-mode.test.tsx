import { screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { field, fill } from '../../testing/form-queries';
import { FREE_THIS_WEEK } from '../../testing/plans';
import { renderPage, signedInAs, stubApi } from '../../testing/render-page';
import {
  cardCreated,
  FROM_GALLERY,
  fillRecipient,
  fillStyle,
  GOOD_MESSAGE,
  next,
  sendYourself,
} from '../../testing/studio';
import CreateCardPage from './create-card-page';
import ScheduleCardPage from './schedule-card-page';

const nextYear = new Date().getFullYear() + 1;
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Africa/Lagos';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

describe('switching between sending now and scheduling', () => {
  it('from either last step the card moves to the other wizard with everything kept', async () => {
    const api = stubApi({
      ...signedInAs(),
      ...FREE_THIS_WEEK,
      'POST /api/cards': cardCreated,
    });
    const { user, router } = renderPage(<CreateCardPage />, {
      path: '/create-card',
      state: FROM_GALLERY,
      routes: [{ path: '/schedule-card', element: <ScheduleCardPage /> }],
    });
    await sendYourself(user);
    await fillRecipient(user);
    await fillStyle(user);
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Details' });
    await fill(user, field('Sweet nickname'), 'Sunshine');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Media' });

    await user.click(screen.getByRole('button', { name: 'Schedule it for later instead' }));
    // The schedule wizard opens where it asks when, with the rest filled in and no "welcome back".
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Basic information' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/schedule-card');
    expect(screen.queryByText(/Welcome back!/)).toBeNull();
    expect(field('Recipient email')).toHaveValue('amara@example.com');
    expect(field('Sender name')).toHaveValue('Tobi');
    expect(localStorage.getItem('draft:create-card')).toBeNull();

    await fill(user, field('Date'), `${nextYear}-02-14`);
    await fill(user, field('Time'), '09:00');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Media' });
    expect(field('Message')).toHaveValue(GOOD_MESSAGE);
    expect(screen.getByRole('radio', { name: 'Confetti' })).toBeChecked();
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'More info' });
    expect(field('Sweet nickname')).toHaveValue('Sunshine');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    expect(api.unexpected).toEqual([]);
  });

  it('from the schedule wizard, Send it now lands on the send-now wizard’s last step', async () => {
    const api = stubApi({
      ...signedInAs(),
      ...FREE_THIS_WEEK,
      'POST /api/cards': cardCreated,
    });
    const { user, router } = renderPage(<ScheduleCardPage />, {
      path: '/schedule-card',
      state: FROM_GALLERY,
      routes: [{ path: '/create-card', element: <CreateCardPage /> }],
    });
    await sendYourself(user);
    await fillRecipient(user);
    await fill(user, field('Date'), `${nextYear}-02-14`);
    await fill(user, field('Time'), '09:00');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Media' });
    await fillStyle(user);
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'More info' });
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Preview' });

    await user.click(screen.getByRole('button', { name: 'Send it now instead' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Media' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-card');
    expect(screen.getByText('Step 3 of 3 · Preview Selection')).toBeInTheDocument();
    expect(localStorage.getItem('draft:schedule-card')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send Now' }));
    await screen.findByRole('heading', { level: 1, name: 'Your card is on its way!' });
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/api/cards');
    expect(sent?.body).toMatchObject({
      recipientEmail: 'amara@example.com',
      message: GOOD_MESSAGE,
      effect: 'confetti',
    });
    expect(sent?.body).not.toHaveProperty('schedule');
    expect(api.unexpected).toEqual([]);
  });
});
