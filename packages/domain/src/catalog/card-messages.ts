import { MESSAGE_MAX_CHARACTERS } from './limits.ts';

/**
 * The studio's and the card API's messages, word for word from the spec. Kept apart from the
 * schemas so a page that only shows one of them does not load zod.
 */
export const CARD_MESSAGES = {
  recipientNameRequired: 'Recipient name is required',
  /** The scheduling wizard's variant, with its two spaces, as the spec words it. */
  recipientNameRequiredSchedule: 'Recipient name  is required',
  recipientEmailRequired: 'Recipient email is required',
  senderNameRequired: 'Sender name is required',
  senderEmailRequired: 'Sender email is required',
  invalidEmail: 'Enter a valid email',
  effectRequired: 'Please select an effect',
  messageRequired: 'Message is required',
  messageTooShort: 'Your message must be at least 25 words.',
  messageTooLong: 'Your message cannot exceed 60 words.',
  messageTooManyCharacters: `Your message can be at most ${MESSAGE_MAX_CHARACTERS.toLocaleString('en')} characters long.`,
  sendingOptionTitle: 'Choose a Sending Option',
  sendingOptionText:
    'You must either send this card anonymously or send it yourself before continuing.',
  anonymousWarning:
    "If you send anonymously, your name and email will not appear anywhere on the card. The recipient won't know who sent it.",
  timezoneRequired: 'Choose a time zone',
  dateRequired: 'Choose a date',
  timeRequired: 'Choose a time',
  scheduleInPast: 'Choose a date and time in the future.',
  microphoneDenied: 'Microphone access denied or unavailable.',
  audioUnsupported: 'Your browser does not support the audio element.',
} as const;
