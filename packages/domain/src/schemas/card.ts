import { z } from 'zod';
import { CARD_MESSAGES } from '../catalog/card-messages.ts';
import { EFFECTS, FONT_FAMILIES, FONT_SIZES, TEXT_COLOURS } from '../catalog/card-style.ts';
import { MESSAGE_MAX_CHARACTERS, MESSAGE_MAX_WORDS, MESSAGE_MIN_WORDS } from '../catalog/limits.ts';
import { TEMPLATE_COUNT } from '../catalog/templates.ts';
import { EMAIL_PATTERN } from '../rules/email.ts';
import { isKnownTimeZone, scheduleInstant } from '../rules/schedule.ts';
import { type SenderFields, senderIssues } from '../rules/sender.ts';
import { countWords } from '../rules/words.ts';
import { stickersField } from './stickers.ts';

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
  stickers: stickersField,
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
  stickers: stickersField,
});

const cardBaseShape = {
  templateId: z.number({ error: 'Choose a template' }).int().min(1).max(TEMPLATE_COUNT),
  ...senderShape,
  ...styleShape,
  ...mediaShape,
  stickers: stickersField,
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
