import { WHEEL_SPIN_MS } from '@greetly/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../testing/render-page';
import { mediaQueries } from '../../testing/setup';
import SpinwinPage from './spinwin-page';

// The confetti library draws on a canvas, which jsdom does not have; what it draws is not ours.
vi.mock('canvas-confetti', () => ({ default: vi.fn() }));

const won = (name: string) => `${name}, you spun the wheel and won a surprise gift!`;
const wheel = () => screen.getByTestId('gift-wheel');
const rotation = () => Number(wheel().getAttribute('data-rotation'));
const result = () => screen.getByTestId('spin-result');
const alertMessage = () => within(screen.getByRole('alertdialog')).getByTestId('alert-message');

function openSpinwin() {
  const view = renderPage(<SpinwinPage />, { path: '/spinwin' });
  return { ...view, nameInput: screen.getByLabelText('Your name') };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/spinwin', () => {
  it('a blank or whitespace-only name does nothing', async () => {
    const { user, nameInput } = openSpinwin();
    expect(screen.getByText('Coming Soon...')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enter →' }));
    await user.type(nameInput, '   {Enter}');
    expect(wheel()).toHaveAttribute('data-rotation', '0');
    expect(result()).not.toHaveTextContent('won a surprise gift');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a name spins the wheel 720–1079° over 3 s, then shows the result; a second spin adds to it', async () => {
    const { user, nameInput } = openSpinwin();
    await user.type(nameInput, '  Ada  ');
    // The clock stands still from here until the test moves it (fireEvent: no timers of its own).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Enter →' }));

    expect(nameInput).toHaveValue('');
    const first = rotation();
    expect(first).toBeGreaterThanOrEqual(720);
    expect(first).toBeLessThanOrEqual(1079);
    expect(wheel().style.transition).toMatch(new RegExp(`transform ${WHEEL_SPIN_MS}ms`));
    expect(result()).toHaveTextContent('Round and round it goes… good luck, Ada!');
    act(() => vi.advanceTimersByTime(WHEEL_SPIN_MS - 10));
    expect(result()).not.toHaveTextContent('won a surprise gift');
    act(() => vi.advanceTimersByTime(10));
    expect(result()).toHaveTextContent(won('Ada'));

    // A second spin, by the form's own submit (Enter), adds to the current angle.
    fireEvent.change(nameInput, { target: { value: 'Bola' } });
    fireEvent.submit(nameInput);
    expect(nameInput).toHaveValue('');
    const added = rotation() - first;
    expect(added).toBeGreaterThanOrEqual(720);
    expect(added).toBeLessThanOrEqual(1079);
    act(() => vi.advanceTimersByTime(WHEEL_SPIN_MS));
    expect(result()).toHaveTextContent(won('Bola'));
  });

  it('with reduced motion the wheel jumps without the long spin', async () => {
    mediaQueries.set('(prefers-reduced-motion: reduce)', true);
    const { user, nameInput } = openSpinwin();
    await user.type(nameInput, 'Chidi{Enter}');
    expect(await screen.findByText(won('Chidi'))).toBeInTheDocument();
    expect(rotation()).toBeGreaterThanOrEqual(720);
    expect(wheel().style.transition).toMatch(/transform 0ms/);
  });

  it('Copy and Share before a spin ask to spin first', async () => {
    const { user } = openSpinwin();
    await user.click(screen.getByRole('button', { name: 'Copy Result' }));
    expect(alertMessage()).toHaveTextContent('Spin the wheel first!');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(alertMessage()).toHaveTextContent('Spin the wheel first!');
  });
});

describe('/spinwin Copy Result and Share', () => {
  async function spinAs(name: string) {
    mediaQueries.set('(prefers-reduced-motion: reduce)', true);
    const view = openSpinwin();
    await view.user.type(view.nameInput, `${name}{Enter}`);
    await screen.findByText(won(name));
    return view;
  }

  it('copies the result to the clipboard', async () => {
    const { user } = await spinAs('Ada');
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy Result' }));
    expect(await screen.findByText('✅ Result copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(won('Ada'));
  });

  it('says so when the copy fails', async () => {
    const { user } = await spinAs('Ada');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy Result' }));
    expect(await screen.findByText('❌ Failed to copy')).toBeInTheDocument();
  });

  it('without native share it says sharing is not supported', async () => {
    const { user } = await spinAs('Ada');
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share: undefined }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Sharing is not supported on this browser.')).toBeVisible();
  });

  it('with native share it shares the title, the result and the page address', async () => {
    const { user } = await spinAs('Ada');
    const share = vi.fn(async (_data?: ShareData) => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({
      title: 'My Spin Result',
      text: won('Ada'),
      url: window.location.href,
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('cancelling the share sheet shows nothing', async () => {
    const { user } = await spinAs('Ada');
    const share = vi.fn(async () => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
