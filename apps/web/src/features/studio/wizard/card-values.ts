import {
  DEFAULT_FONT_SIZE,
  DEFAULT_TEXT_COLOUR,
  type Effect,
  type FontFamily,
  type FontSize,
  type PlacedSticker,
  type TextColour,
} from '@greetly/domain';

/**
 * What the wizards collect, as the forms hold it while the card is being written: a choice
 * not made yet (font family, effect) is undefined. Media are not here: see WizardMedia.
 */
export interface CardValues {
  isAnonymous: boolean;
  sendYourself: boolean;
  recipientName: string;
  recipientEmail: string;
  senderName: string;
  senderEmail: string;
  fontFamily?: FontFamily;
  fontSize: FontSize;
  effect?: Effect;
  textColor: TextColour;
  message: string;
  musicUrl: string;
  /** The sweet nickname. */
  quote: string;
  /** On the card's main face, in drawing order (decision 0035). */
  stickers: PlacedSticker[];
}

export interface ScheduleValues extends CardValues {
  timezone: string;
  scheduleDate: string;
  scheduleTime: string;
}

const EMPTY_CARD_VALUES: CardValues = {
  isAnonymous: false,
  sendYourself: false,
  recipientName: '',
  recipientEmail: '',
  senderName: '',
  senderEmail: '',
  fontSize: DEFAULT_FONT_SIZE,
  textColor: DEFAULT_TEXT_COLOUR,
  message: '',
  musicUrl: '',
  quote: '',
  stickers: [],
};

export function emptyCardValues(): CardValues {
  return { ...EMPTY_CARD_VALUES };
}

/** The time zone this browser runs in: the schedule's starting point. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function emptyScheduleValues(): ScheduleValues {
  return { ...EMPTY_CARD_VALUES, timezone: browserTimeZone(), scheduleDate: '', scheduleTime: '' };
}
