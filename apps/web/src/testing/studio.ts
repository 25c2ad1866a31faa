import type { CreateCardInput, SenderCard } from '@greetly/domain';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { field, fill, words } from './form-queries';
import type { ApiCall, StubAnswer } from './render-page';

/** What the gallery hands a wizard when 'Birthday template 1' is chosen. */
export const FROM_GALLERY = { template: { id: 1 } };

export const GOOD_MESSAGE = words(30, 'love');

export const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });
export const toggle = (name: 'Send Anonymously' | 'Send Yourself') =>
  screen.getByRole('switch', { name });
export const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
export const back = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Back' }));

/** Radio tiles keep the real input in the page (visually hidden), named by its tile. */
export const choose = (user: UserEvent, name: string) =>
  user.click(screen.getByRole('radio', { name }));

export async function sendYourself(user: UserEvent, name = 'Tobi', email = 'tobi@example.com') {
  await user.click(toggle('Send Yourself'));
  await fill(user, field('Sender name'), name);
  await fill(user, field('Sender email'), email);
}

export async function fillRecipient(user: UserEvent, name = 'Amara', email = 'amara@example.com') {
  await fill(user, field('Recipient name'), name);
  await fill(user, field('Recipient email'), email);
}

/** Font, effect and a message long enough to pass. */
export async function fillStyle(user: UserEvent) {
  await choose(user, 'Dancing Script');
  await choose(user, 'Confetti');
  await fill(user, field('Message'), GOOD_MESSAGE);
}

/** The server's answer to POST /api/cards: the card as it stored it, from what was sent. */
export function cardCreated(call: ApiCall): StubAnswer {
  // What the studio posts: every field filled in (the schema's defaults do not apply here).
  const sent = call.body as Required<Pick<CreateCardInput, 'isAnonymous' | 'textColor'>> &
    CreateCardInput;
  const now = new Date().toISOString();
  const card: SenderCard = {
    id: 'card_1',
    templateId: sent.templateId,
    recipientName: sent.recipientName,
    recipientEmail: sent.recipientEmail,
    isAnonymous: sent.isAnonymous,
    senderName: sent.senderName ?? '',
    senderEmail: sent.senderEmail ?? '',
    fontFamily: sent.fontFamily ?? null,
    fontSize: sent.fontSize ?? null,
    textColor: sent.textColor,
    effect: sent.effect,
    message: sent.message,
    musicUrl: sent.musicUrl ?? '',
    quote: sent.quote ?? '',
    imageId: sent.imageId || null,
    voiceNoteId: sent.voiceNoteId || null,
    stickers: sent.stickers ?? [],
    schedule: sent.schedule ?? null,
    sendAt: now,
    status: sent.schedule ? 'scheduled' : 'sending',
    failureReason: null,
    sentAt: null,
    openedAt: null,
    reply: null,
    repliedAt: null,
    createdAt: now,
    link: null,
    gift: null,
    pricing: null,
  };
  return { status: 201, body: { success: true, card } };
}
