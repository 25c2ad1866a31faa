import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A message of `count` distinct words. */
export function words(count: number, stem = 'word'): string {
  return Array.from({ length: count }, (_, index) => `${stem}${index + 1}`).join(' ');
}

/** The control labelled exactly `label`. */
export const field = (label: string): HTMLElement => screen.getByLabelText(label, { exact: true });

/** The error text tied to a control through aria-describedby ('' when it has none). */
export function errorOf(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby') ?? '';
  const errorId = ids.split(' ').find((id) => id.endsWith('-error'));
  return (errorId && document.getElementById(errorId)?.textContent) || '';
}

/** Replaces what a text control holds, the whole text in one change as a paste does. */
export async function fill(user: UserEvent, control: HTMLElement, text: string): Promise<void> {
  await user.clear(control);
  if (text) {
    await user.click(control);
    await user.paste(text);
  }
}
