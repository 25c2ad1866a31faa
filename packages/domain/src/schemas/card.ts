import { z } from 'zod';
import { EFFECTS, FONT_FAMILIES, FONT_SIZES, TEXT_COLOURS } from '../catalog/card-style.ts';
import { MESSAGE_MAX_CHARACTERS, MESSAGE_MAX_WORDS, MESSAGE_MIN_WORDS } from '../catalog/limits.ts';
import { TEMPLATE_COUNT } from '../catalog/templates.ts';
import { isKnownTimeZone, scheduleInstant } from '../rules/schedule.ts';
import { countWords } from '../rules/words.ts';
import { EMAIL_PATTERN } from './email.ts';

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

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

function emailShape(required: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(254, { error: CARD_MESSAGES.invalidEmail, abort: true })
    .regex(EMAIL_PATTERN, CARD_MESSAGES.invalidEmail);
}

export const messageField = z
  .string({ error: CARD_MESSAGES.messageRequired })
  .refine((text) => text.trim().length > 0, { error: CARD_MESSAGES.messageRequired, abort: true })
  .refine((text) => text.length <= MESSAGE_MAX_CHARACTERS, {
    error: CARD_MESSAGES.messageTooManyCharacters,
    abort: true,
  })
  .refine((text) => countWords(text) >= MESSAGE_MIN_WORDS, {
    error: CARD_MESSAGES.messageTooShort,
    abort: true,
  })
  .refine((text) => countWords(text) <= MESSAGE_MAX_WORDS, { error: CARD_MESSAGES.messageTooLong });

/** The sending mode and sender fields; shared by both wizards' first step and the API. */
const senderShape = {
  isAnonymous: z.boolean().default(false),
  sendYourself: z.boolean().default(false),
  senderName: z.string().trim().max(80).optional().default(''),
  senderEmail: z.string().trim().max(254).optional().default(''),
};

type SenderFields = {
  isAnonymous: boolean;
  sendYourself: boolean;
  senderName: string;
  senderEmail: string;
};

export interface CardIssue {
  path: string;
  message: string;
}

/**
 * The sending option and the sender: a sending option must be chosen; sender name and e-mail
 * are required (and checked) only when sending yourself, not anonymously. A plain function, so
 * the studio can show these together with the field messages (zod runs an object's refinements
 * only once every field passes).
 */
export function senderIssues(value: SenderFields): CardIssue[] {
  if (!value.isAnonymous && !value.sendYourself) {
    return [{ path: 'sendingOption', message: CARD_MESSAGES.sendingOptionText }];
  }
  if (value.isAnonymous || !value.sendYourself) return [];
  const issues: CardIssue[] = [];
  const name = value.senderName.trim();
  const email = value.senderEmail.trim();
  if (!name) issues.push({ path: 'senderName', message: CARD_MESSAGES.senderNameRequired });
  if (!email) issues.push({ path: 'senderEmail', message: CARD_MESSAGES.senderEmailRequired });
  else if (!EMAIL_PATTERN.test(email)) {
    issues.push({ path: 'senderEmail', message: CARD_MESSAGES.invalidEmail });
  }
  return issues;
}

function checkSender(value: SenderFields, ctx: z.RefinementCtx): void {
  for (const { path, message } of senderIssues(value)) {
    ctx.addIssue({ code: 'custom', path: [path], message });
  }
}

const styleShape = {
  fontFamily: z.enum(FONT_FAMILIES).optional(),
  fontSize: z.enum(FONT_SIZES).optional(),
  effect: z.enum(EFFECTS, { error: CARD_MESSAGES.effectRequired }),
  textColor: z.enum(TEXT_COLOURS).default('#000000'),
  message: messageField,
};

const mediaShape = {
  musicUrl: z.string().trim().max(500).optional().default(''),
  /** Ids of uploaded media (see POST /api/media); empty when none. */
  imageId: z.string().max(64).optional().default(''),
  voiceNoteId: z.string().max(64).optional().default(''),
  quote: optionalText(120),
};

export type WizardVariant = 'create' | 'schedule';

const recipientShape = (variant: WizardVariant) => {
  const required =
    variant === 'create'
      ? CARD_MESSAGES.recipientNameRequired
      : CARD_MESSAGES.recipientNameRequiredSchedule;
  return {
    recipientName: z
      .string({ error: required })
      .trim()
      .min(1, { error: required, abort: true })
      .max(80, 'Recipient name must be at most 80 characters'),
    recipientEmail: emailShape(CARD_MESSAGES.recipientEmailRequired),
  };
};

export const scheduleShape = {
  timezone: z
    .string({ error: CARD_MESSAGES.timezoneRequired })
    .min(1, { error: CARD_MESSAGES.timezoneRequired, abort: true })
    .refine(isKnownTimeZone, CARD_MESSAGES.timezoneRequired),
  scheduleDate: z
    .string({ error: CARD_MESSAGES.dateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, CARD_MESSAGES.dateRequired),
  scheduleTime: z
    .string({ error: CARD_MESSAGES.timeRequired })
    .regex(/^\d{2}:\d{2}$/, CARD_MESSAGES.timeRequired),
};

type ScheduleFields = { timezone: string; scheduleDate: string; scheduleTime: string };

/** What is wrong with a chosen moment, if anything: it must exist and be in the future. */
export function scheduleProblem(
  value: ScheduleFields,
  now: Date = new Date(),
): { path: 'scheduleDate' | 'scheduleTime'; message: string } | undefined {
  let instant: Date;
  try {
    instant = scheduleInstant({
      date: value.scheduleDate,
      time: value.scheduleTime,
      timezone: value.timezone,
    });
  } catch {
    return { path: 'scheduleDate', message: CARD_MESSAGES.dateRequired };
  }
  if (instant.getTime() <= now.getTime())
    return { path: 'scheduleTime', message: CARD_MESSAGES.scheduleInPast };
  return undefined;
}

/** Step 1 of /create-card (Details). */
export const createDetailsStepSchema = z
  .object({ ...senderShape, ...recipientShape('create'), ...styleShape })
  .superRefine(checkSender);

/** Step 2 of /create-card (Info): media and the sweet nickname. */
export const createInfoStepSchema = z.object({
  ...mediaShape,
  recipientName: recipientShape('create').recipientName,
});

/** Step 1 of /schedule-card: sending mode, recipient and the moment. */
export const scheduleBasicsStepSchema = z
  .object({ ...senderShape, ...recipientShape('schedule'), ...scheduleShape })
  .superRefine((value, ctx) => {
    checkSender(value, ctx);
    const problem = scheduleProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  });

/** Step 2 of /schedule-card: style, message, music and voice. */
export const scheduleMediaStepSchema = z.object({
  ...styleShape,
  musicUrl: mediaShape.musicUrl,
  voiceNoteId: mediaShape.voiceNoteId,
});

/** Step 3 of /schedule-card: image and nickname. */
export const scheduleMoreStepSchema = z.object({
  imageId: mediaShape.imageId,
  quote: mediaShape.quote,
});

const cardBaseShape = {
  templateId: z.number({ error: 'Choose a template' }).int().min(1).max(TEMPLATE_COUNT),
  ...senderShape,
  ...styleShape,
  ...mediaShape,
};

/** POST /api/cards: a whole card, sent now (no schedule) or scheduled. */
export const createCardSchema = z
  .object({
    ...cardBaseShape,
    ...recipientShape('create'),
    schedule: z.object(scheduleShape).optional(),
  })
  .superRefine((value, ctx) => {
    checkSender(value, ctx);
    const problem = value.schedule && scheduleProblem(value.schedule);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['schedule', problem.path], message: problem.message });
  });
export type CreateCardInput = z.input<typeof createCardSchema>;
export type CreateCard = z.output<typeof createCardSchema>;
