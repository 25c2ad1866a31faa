import { AUTH_MESSAGES, CARD_MESSAGES, type SenderCard } from '@greetly/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorOf, field, fill, words } from '../../testing/form-queries';
import { FREE_THIS_WEEK } from '../../testing/plans';
import { renderPage, signedInAs, stubApi, TEST_USER } from '../../testing/render-page';
import {
  back,
  cardCreated,
  choose,
  FROM_GALLERY,
  fillRecipient,
  fillStyle,
  GOOD_MESSAGE,
  next,
  sendYourself,
  stepHeading,
  toggle,
} from '../../testing/studio';
import SigninPage from '../auth/signin-page';
import { inkOnPaper } from '../card/message-paper';
import CreateCardPage from './create-card-page';

function openWizard(options: { state?: unknown } = { state: FROM_GALLERY }) {
  return renderPage(<CreateCardPage />, {
    path: '/create-card',
    state: options.state,
    routes: [{ path: '/signin', element: <SigninPage /> }],
  });
}

async function passDetails(user: UserEvent) {
  await sendYourself(user);
  await fillRecipient(user);
  await fillStyle(user);
  await next(user);
  await screen.findByRole('heading', { level: 2, name: 'Details' });
}

describe('/create-card, step 1 (Card details)', () => {
  it('Next on the empty step shows the sending-option popup and every field message', async () => {
    stubApi();
    const { user } = openWizard();
    expect(screen.getByText('Step 1 of 3 · Details')).toBeInTheDocument();
    await next(user);

    const popup = await screen.findByRole('alertdialog', {
      name: CARD_MESSAGES.sendingOptionTitle,
    });
    expect(popup).toHaveTextContent(CARD_MESSAGES.sendingOptionText);
    await user.click(within(popup).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    expect(errorOf(field('Recipient name'))).toBe('Recipient name is required');
    expect(errorOf(field('Recipient email'))).toBe('Recipient email is required');
    expect(screen.getByText('Please select an effect')).toBeInTheDocument();
    expect(errorOf(field('Message'))).toBe('Message is required');
    expect(stepHeading('Card details')).toBeInTheDocument();

    await user.click(toggle('Send Yourself'));
    await next(user);
    await waitFor(() => expect(errorOf(field('Sender name'))).toBe('Sender name is required'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(errorOf(field('Sender email'))).toBe('Sender email is required');
  });

  it('after a Next, each field is checked again as it changes', async () => {
    stubApi();
    const { user } = openWizard();
    await user.click(toggle('Send Yourself'));
    await next(user);

    await fill(user, field('Recipient email'), 'not-an-email');
    await fill(user, field('Sender email'), 'also@wrong');
    await fill(user, field('Message'), words(5));
    await waitFor(() => expect(errorOf(field('Recipient email'))).toBe('Enter a valid email'));
    expect(errorOf(field('Sender email'))).toBe('Enter a valid email');
    expect(errorOf(field('Message'))).toBe('Your message must be at least 25 words.');

    await fill(user, field('Recipient name'), 'Amara');
    await waitFor(() => expect(field('Recipient name')).not.toHaveAttribute('aria-invalid'));
    await choose(user, 'Snow');
    await waitFor(() => expect(screen.queryByText('Please select an effect')).toBeNull());
  });

  it('going anonymous is confirmed first, hides and forgets the sender; Send Yourself turns it off', async () => {
    stubApi();
    const { user } = openWizard();
    const anonymous = toggle('Send Anonymously');
    const yourself = toggle('Send Yourself');
    await user.click(yourself);
    expect(yourself).toHaveAttribute('aria-checked', 'true');
    await fill(user, field('Sender name'), 'Tobi');
    await fill(user, field('Sender email'), 'tobi@example.com');

    await user.click(anonymous);
    const confirm = screen.getByRole('alertdialog', { name: 'Send anonymously?' });
    expect(confirm).toHaveTextContent(CARD_MESSAGES.anonymousWarning);
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(anonymous).toHaveAttribute('aria-checked', 'false');
    expect(yourself).toHaveAttribute('aria-checked', 'true');
    expect(field('Sender name')).toHaveValue('Tobi');

    await user.click(anonymous);
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Send anonymously?' })).getByRole('button', {
        name: 'OK',
      }),
    );
    expect(anonymous).toHaveAttribute('aria-checked', 'true');
    expect(yourself).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByLabelText('Sender name')).toBeNull();
    expect(screen.getByTestId('card-mock')).toHaveTextContent('Anonymous');

    // Sending yourself again turns anonymous off; the sender was forgotten.
    await user.click(yourself);
    expect(anonymous).toHaveAttribute('aria-checked', 'false');
    expect(field('Sender name')).toHaveValue('');
    expect(field('Sender email')).toHaveValue('');

    // Turning Send Yourself off hides the sender fields.
    await user.click(yourself);
    expect(screen.queryByLabelText('Sender name')).toBeNull();

    // Turning anonymous off needs no confirmation.
    await user.click(anonymous);
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Send anonymously?' })).getByRole('button', {
        name: 'OK',
      }),
    );
    await user.click(anonymous);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(anonymous).toHaveAttribute('aria-checked', 'false');
  });

  it('the message counts its words; past 60 nothing is glued, lost or moved, and it says so', async () => {
    stubApi();
    const { user } = openWizard();
    const message = field('Message') as HTMLTextAreaElement;
    const counter = screen.getByTestId('word-counter');
    expect(counter).toHaveTextContent('0 / 60 words');
    await fill(user, message, words(12));
    expect(counter).toHaveTextContent('12 / 60 words');
    expect(screen.queryByText('Only the first 60 words fit')).toBeNull();

    // A long paste keeps its first whole words, and says the rest did not fit.
    await fill(user, message, words(80));
    expect(message).toHaveValue(`${words(60)} `);
    expect(counter).toHaveTextContent('60 / 60 words');
    expect(screen.getByText('Only the first 60 words fit')).toHaveAttribute('role', 'status');

    // Typing on at the end starts no 61st word and glues nothing to the 60th.
    await user.type(message, 'more', { initialSelectionStart: 10_000 });
    expect(message).toHaveValue(`${words(60)} `);
    expect(message.value).not.toMatch(/word60\S/);

    // A word typed in the middle does not push the last one out, and the caret stays put.
    const at = message.value.indexOf('word30') + 'word30'.length;
    await user.type(message, ' new', { initialSelectionStart: at, initialSelectionEnd: at });
    // (The space typed first is taken: it starts no word.)
    expect(message.value.trim().split(/\s+/)).toEqual(words(60).split(' '));
    expect(message.selectionStart).toBeGreaterThanOrEqual(at);
    expect(message.selectionStart).toBeLessThanOrEqual(at + 2);

    // Below the limit again, the note goes.
    await fill(user, message, words(59));
    expect(counter).toHaveTextContent('59 / 60 words');
    expect(screen.queryByText('Only the first 60 words fit')).toBeNull();
  });

  it('the live card follows the choices', async () => {
    stubApi();
    const { user } = openWizard();
    const mock = screen.getByTestId('card-mock');
    expect(mock).toHaveTextContent('Dear Your Friend,');
    await fill(user, field('Recipient name'), 'Amara');
    expect(mock).toHaveTextContent('Dear Amara,');
    await choose(user, 'Pacifico');
    await choose(user, '18px');
    await choose(user, 'Colour #f02c2c');
    await fill(user, field('Message'), 'Happy birthday, dear friend');
    const message = screen.getByTestId('card-mock-message');
    expect(message).toHaveTextContent('Happy birthday, dear friend');
    expect(message.style.fontFamily).toMatch(/Pacifico/);
    // The red in the deeper shade of itself that reads on the light paper (4.5:1).
    expect(message).toHaveStyle({ fontSize: '18px', color: inkOnPaper('#f02c2c') });
  });
});

describe('/create-card, moving between steps', () => {
  it('the Info step checks the recipient name; Back keeps what was typed', async () => {
    stubApi();
    const { user } = openWizard();
    await passDetails(user);
    expect(screen.getByText('Step 2 of 3 · Info')).toBeInTheDocument();
    await waitFor(() => expect(stepHeading('Details')).toHaveFocus());
    // The step holds the music link, the voice recorder and the image drop zone.
    expect(field('Music link')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse Files' })).toBeInTheDocument();

    await fill(user, field('Recipient name'), '');
    await next(user);
    await waitFor(() =>
      expect(errorOf(field('Recipient name'))).toBe('Recipient name is required'),
    );
    await fill(user, field('Recipient name'), 'Amara Obi');
    await fill(user, field('Sweet nickname'), 'Sunshine');
    await back(user);
    expect(stepHeading('Card details')).toBeInTheDocument();
    expect(field('Recipient name')).toHaveValue('Amara Obi');
    expect(field('Message')).toHaveValue(GOOD_MESSAGE);
    await next(user);
    expect(await screen.findByLabelText('Sweet nickname')).toHaveValue('Sunshine');
  });

  it('the browser’s Back and Forward move between steps, which are in the address', async () => {
    stubApi();
    const { user, router } = openWizard();
    await passDetails(user);
    expect(router.state.location.search).toBe('?step=2');
    await fill(user, field('Sweet nickname'), 'Sunshine');
    await next(user);
    await screen.findByRole('heading', { level: 2, name: 'Media' });
    expect(router.state.location.search).toBe('?step=3');

    await act(() => router.navigate(-1));
    const details = await screen.findByRole('heading', { level: 2, name: 'Details' });
    await waitFor(() => expect(details).toHaveFocus());
    expect(field('Sweet nickname')).toHaveValue('Sunshine');
    await act(() => router.navigate(-1));
    const cardDetails = await screen.findByRole('heading', { level: 2, name: 'Card details' });
    await waitFor(() => expect(cardDetails).toHaveFocus());
    expect(field('Recipient email')).toHaveValue('amara@example.com');
    expect(router.state.location.pathname).toBe('/create-card');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();

    // The Back button and the browser's agree: Back here is one entry back, not a new one.
    await back(user);
    await screen.findByRole('heading', { level: 2, name: 'Card details' });
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { level: 2, name: 'Details' })).toBeInTheDocument();
  });

  it('a reload keeps the template, the step and everything typed; Start over empties it', async () => {
    stubApi();
    const first = openWizard();
    await passDetails(first.user);
    await fill(first.user, field('Sweet nickname'), 'Sunshine');
    first.unmount();

    // The page comes back without the gallery's state: the draft alone brings it all back.
    const { user } = openWizard({ state: undefined });
    expect(stepHeading('Details')).toBeInTheDocument();
    expect(screen.getByText(/Welcome back!/)).toBeInTheDocument();
    expect(field('Sweet nickname')).toHaveValue('Sunshine');
    expect(screen.getByRole('img', { name: 'Birthday template 1' })).toBeInTheDocument();
    await back(user);
    expect(field('Recipient email')).toHaveValue('amara@example.com');
    expect(field('Sender name')).toHaveValue('Tobi');
    expect(screen.getByRole('radio', { name: 'Confetti' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Start over' }));
    expect(field('Recipient email')).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Confetti' })).not.toBeChecked();
    expect(screen.queryByText(/Welcome back!/)).toBeNull();
  });

  it('without a template it asks for one', async () => {
    stubApi();
    const { user, router } = openWizard({ state: undefined });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Personalize your card' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Choose a template' }));
    expect(router.state.location.pathname).toBe('/create-template');
  });
});

describe('/create-card, the last step', () => {
  it('Live Preview opens; Send Now signs a guest in on top of the studio, then the card goes', async () => {
    const api = stubApi({
      'POST /api/login': () => {
        // From now on the browser holds a session.
        localStorage.setItem('token', 'new-token');
        return { body: { success: true, token: 'new-token', user: TEST_USER, message: 'Welcome' } };
      },
      'GET /api/me': { body: { success: true, user: TEST_USER } },
      ...FREE_THIS_WEEK,
      'POST /api/cards': cardCreated,
    });
    const { user, router } = openWizard();
    await passDetails(user);
    await next(user);
    expect(await screen.findByRole('heading', { level: 2, name: 'Media' })).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 3 · Preview Selection')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Live Preview' }));
    const preview = screen.getByRole('dialog', { name: 'Live Preview' });
    await user.click(within(preview).getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('dialog', { name: 'Live Preview' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to send your card' });
    expect(dialog).toHaveTextContent('Your card is saved just as it is.');
    // The studio stays where it was, behind the dialog.
    expect(router.state.location.pathname).toBe('/create-card');
    expect(stepHeading('Media')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('draft:create-card') ?? '{}')).toMatchObject({
      templateId: 1,
      step: 2,
    });
    await fill(user, within(dialog).getByLabelText('Email'), TEST_USER.email);
    await fill(user, within(dialog).getByLabelText('Password', { exact: true }), 'Right#Pass1');
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your card is on its way!' }),
    ).toBeInTheDocument();
    // A gift travels only with a scheduled card: this one has gone already.
    expect(screen.queryByRole('link', { name: 'Add a gift' })).toBeNull();
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/api/cards');
    expect(sent?.headers.get('Authorization')).toBe('Bearer new-token');
    expect(api.unexpected).toEqual([]);
  });

  it('a new sender creates an account in the dialog and is signed in with it at once', async () => {
    const newcomer = { ...TEST_USER, email: 'adaeze@example.com', first_name: 'Adaeze' };
    const api = stubApi({
      'POST /api/register': {
        status: 201,
        body: { success: true, message: AUTH_MESSAGES.signupSuccess },
      },
      'POST /api/login': () => {
        localStorage.setItem('token', 'new-token');
        return { body: { success: true, token: 'new-token', user: newcomer, message: 'Welcome' } };
      },
      'GET /api/me': { body: { success: true, user: newcomer } },
      ...FREE_THIS_WEEK,
      'POST /api/cards': cardCreated,
    });
    const { user } = openWizard();
    await passDetails(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Send Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to send your card' });
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    const signup = await screen.findByRole('dialog', {
      name: 'Create your account to send your card',
    });
    await fill(user, within(signup).getByLabelText('First name'), 'Adaeze');
    await fill(user, within(signup).getByLabelText('Last name'), 'Okafor');
    await fill(user, within(signup).getByLabelText('Email'), 'adaeze@example.com');
    await fill(user, within(signup).getByLabelText('Phone number'), '+2348012345678');
    await fill(user, within(signup).getByLabelText('Password', { exact: true }), 'Sunflower!2026');
    await user.click(within(signup).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(signup).getByRole('button', { name: 'Create account and send' }));

    await screen.findByRole('heading', { level: 1, name: 'Your card is on its way!' });
    const login = api.calls.find((call) => call.path === '/api/login');
    expect(login?.body).toEqual({ email: 'adaeze@example.com', password: 'Sunflower!2026' });
    expect(api.calls.filter((call) => call.path === '/api/cards')).toHaveLength(1);
    expect(api.unexpected).toEqual([]);
  });

  it('a taken address in the dialog’s sign-up is told to check the e-mail, and may sign in', async () => {
    stubApi({
      'POST /api/register': {
        status: 201,
        body: { success: true, message: AUTH_MESSAGES.signupSuccess },
      },
      'POST /api/login': {
        status: 401,
        body: {
          success: false,
          code: 'invalid_credentials',
          message: AUTH_MESSAGES.invalidCredentials,
        },
      },
    });
    const { user } = openWizard();
    await passDetails(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Send Now' }));
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    const signup = await screen.findByRole('dialog', {
      name: 'Create your account to send your card',
    });
    await fill(user, within(signup).getByLabelText('First name'), 'Adaeze');
    await fill(user, within(signup).getByLabelText('Last name'), 'Okafor');
    await fill(user, within(signup).getByLabelText('Email'), 'taken@example.com');
    await fill(user, within(signup).getByLabelText('Phone number'), '+2348012345678');
    await fill(user, within(signup).getByLabelText('Password', { exact: true }), 'Sunflower!2026');
    await user.click(within(signup).getByRole('checkbox', { name: /I agree/ }));
    await user.click(within(signup).getByRole('button', { name: 'Create account and send' }));

    const check = await screen.findByRole('dialog', { name: 'Check your e-mail' });
    expect(check).toHaveTextContent('We sent a message to taken@example.com.');
    await user.click(within(check).getByRole('button', { name: 'Sign in' }));
    expect(
      await screen.findByRole('dialog', { name: 'Sign in to send your card' }),
    ).toBeInTheDocument();
  });

  it('signed in, Send Yourself fills in the account’s name and address', async () => {
    stubApi(signedInAs());
    const { user } = openWizard();
    await user.click(await screen.findByRole('switch', { name: 'Send Yourself' }));
    await waitFor(() => expect(field('Sender name')).toHaveValue(TEST_USER.first_name));
    expect(field('Sender email')).toHaveValue(TEST_USER.email);
    // What the sender types instead stays.
    await fill(user, field('Sender name'), 'Auntie T');
    await user.click(toggle('Send Yourself'));
    await user.click(toggle('Send Yourself'));
    expect(field('Sender name')).toHaveValue('Auntie T');
  });

  it('an unverified sender’s card is accepted and waits for the confirmation, with a resend', async () => {
    const unverified = { ...TEST_USER, email_verified: false };
    const api = stubApi({
      ...signedInAs(unverified),
      // The server keeps an unconfirmed sender's card with the status 'waiting'.
      ...FREE_THIS_WEEK,
      'POST /api/cards': (call) => {
        const answer = cardCreated(call);
        const { card } = answer.body as { card: SenderCard };
        return { ...answer, body: { success: true, card: { ...card, status: 'waiting' } } };
      },
      'POST /api/verify-email/resend': {
        body: { success: true, message: AUTH_MESSAGES.verificationSent },
      },
    });
    const { user } = openWizard();
    await passDetails(user);
    await next(user);
    await user.click(await screen.findByRole('button', { name: 'Send Now' }));

    const heading = await screen.findByRole('heading', { level: 1, name: 'Your card is ready!' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText(/^It goes out as soon as you confirm your e-mail: open the link we sent to/),
    ).toHaveTextContent(unverified.email);
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    expect(await screen.findByText(AUTH_MESSAGES.verificationSent)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.path === '/api/cards')).toHaveLength(1);
    expect(localStorage.getItem('draft:create-card')).toBeNull();
    expect(api.unexpected).toEqual([]);
  });

  it('a verified sender sends: the card as the API expects it, then the sent panel', async () => {
    const api = stubApi({
      ...signedInAs(),
      ...FREE_THIS_WEEK,
      'POST /api/cards': cardCreated,
    });
    const { user } = openWizard();
    await passDetails(user);
    await fill(user, field('Sweet nickname'), 'Sunshine');
    await next(user);
    const scrolls = vi.spyOn(window, 'scrollTo');
    await user.click(await screen.findByRole('button', { name: 'Send Now' }));

    // The news is brought to the top of the screen, holds the focus and is announced.
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'Your card is on its way!',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrolls).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(/^Your card is on its way!$/),
    );
    expect(screen.getByText(/We're delivering it to Amara at amara@example.com/)).toBeVisible();
    const sent = api.calls.find((call) => call.method === 'POST' && call.path === '/api/cards');
    expect(sent?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(sent?.body).toMatchObject({
      templateId: 1,
      isAnonymous: false,
      sendYourself: true,
      senderName: 'Tobi',
      senderEmail: 'tobi@example.com',
      recipientName: 'Amara',
      recipientEmail: 'amara@example.com',
      fontFamily: 'Dancing Script',
      effect: 'confetti',
      message: GOOD_MESSAGE,
      quote: 'Sunshine',
    });
    expect(localStorage.getItem('draft:create-card')).toBeNull();
    expect(api.unexpected).toEqual([]);
  });
});
