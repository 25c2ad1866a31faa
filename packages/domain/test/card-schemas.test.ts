import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  createCardSchema,
  createDetailsStepSchema,
  scheduleBasicsStepSchema,
  scheduleMediaStepSchema,
  senderIssues,
} from '../src/index.ts';

const message = Array.from({ length: 30 }, () => 'love').join(' ');
const details = {
  isAnonymous: false,
  sendYourself: true,
  recipientName: 'Amara',
  recipientEmail: 'amara@example.com',
  senderName: 'Tunde',
  senderEmail: 'tunde@example.com',
  effect: 'confetti',
  textColor: '#000000',
  message,
};

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('create wizard, step 1', () => {
  it('accepts a complete step', () => {
    expect(createDetailsStepSchema.safeParse(details).success).toBe(true);
  });

  it.each([
    [{ recipientName: '' }, 'recipientName', 'Recipient name is required'],
    [{ recipientEmail: '' }, 'recipientEmail', 'Recipient email is required'],
    [{ recipientEmail: 'amara@' }, 'recipientEmail', 'Enter a valid email'],
    [{ senderName: '' }, 'senderName', 'Sender name is required'],
    [{ senderEmail: '' }, 'senderEmail', 'Sender email is required'],
    [{ senderEmail: 'tunde' }, 'senderEmail', 'Enter a valid email'],
    [{ effect: undefined }, 'effect', 'Please select an effect'],
    [{ message: '   ' }, 'message', 'Message is required'],
    [{ message: 'too short' }, 'message', 'Your message must be at least 25 words.'],
    [{ message: `${message} ${message} extra` }, 'message', 'Your message cannot exceed 60 words.'],
  ])('%j gives its message', (override, path, text) => {
    expect(issuesOf(createDetailsStepSchema.safeParse({ ...details, ...override }))).toContainEqual(
      [path, text],
    );
  });

  it('needs a sending option', () => {
    const result = createDetailsStepSchema.safeParse({ ...details, sendYourself: false });
    expect(issuesOf(result)).toEqual([['sendingOption', CARD_MESSAGES.sendingOptionText]]);
  });

  it('does not ask for sender details when anonymous', () => {
    const result = createDetailsStepSchema.safeParse({
      ...details,
      isAnonymous: true,
      sendYourself: false,
      senderName: '',
      senderEmail: '',
    });
    expect(result.success).toBe(true);
  });
});

describe('schedule wizard', () => {
  const basics = {
    isAnonymous: true,
    sendYourself: false,
    recipientName: 'Amara',
    recipientEmail: 'amara@example.com',
    timezone: 'Africa/Lagos',
    scheduleDate: '2099-02-14',
    scheduleTime: '09:00',
  };

  it('uses the two-space recipient message', () => {
    expect(
      issuesOf(scheduleBasicsStepSchema.safeParse({ ...basics, recipientName: '' })),
    ).toContainEqual(['recipientName', 'Recipient name  is required']);
  });

  it('requires zone, date and time, in the future', () => {
    expect(
      issuesOf(scheduleBasicsStepSchema.safeParse({ ...basics, timezone: '' })),
    ).toContainEqual(['timezone', 'Choose a time zone']);
    expect(
      issuesOf(scheduleBasicsStepSchema.safeParse({ ...basics, scheduleDate: '' })),
    ).toContainEqual(['scheduleDate', 'Choose a date']);
    expect(
      issuesOf(scheduleBasicsStepSchema.safeParse({ ...basics, scheduleTime: '' })),
    ).toContainEqual(['scheduleTime', 'Choose a time']);
    expect(
      issuesOf(scheduleBasicsStepSchema.safeParse({ ...basics, scheduleDate: '2001-01-01' })),
    ).toContainEqual(['scheduleTime', 'Choose a date and time in the future.']);
  });

  it('checks the style step', () => {
    expect(issuesOf(scheduleMediaStepSchema.safeParse({ message }))).toContainEqual([
      'effect',
      'Please select an effect',
    ]);
  });
});

describe('the card API payload', () => {
  it('accepts a card to send now and one to schedule', () => {
    const card = { ...details, templateId: 12 };
    expect(createCardSchema.safeParse(card).success).toBe(true);
    const scheduled = createCardSchema.safeParse({
      ...card,
      schedule: { timezone: 'Europe/London', scheduleDate: '2099-01-01', scheduleTime: '00:00' },
    });
    expect(scheduled.success).toBe(true);
  });

  it('refuses a template outside 1–68 and a schedule in the past', () => {
    expect(createCardSchema.safeParse({ ...details, templateId: 69 }).success).toBe(false);
    const past = createCardSchema.safeParse({
      ...details,
      templateId: 1,
      schedule: { timezone: 'UTC', scheduleDate: '2001-01-01', scheduleTime: '00:00' },
    });
    expect(issuesOf(past)).toContainEqual([
      'schedule.scheduleTime',
      'Choose a date and time in the future.',
    ]);
  });
});

describe('senderIssues (the rules the studio shows beside the field messages)', () => {
  const sender = {
    isAnonymous: false,
    sendYourself: true,
    senderName: 'Tunde',
    senderEmail: 't@x.io',
  };

  it('asks for a sending option when neither is chosen, and nothing else', () => {
    expect(senderIssues({ ...sender, sendYourself: false, senderName: '' })).toEqual([
      { path: 'sendingOption', message: CARD_MESSAGES.sendingOptionText },
    ]);
  });

  it('needs no sender when anonymous', () => {
    expect(
      senderIssues({ ...sender, isAnonymous: true, sendYourself: false, senderName: '' }),
    ).toEqual([]);
  });

  it('needs the sender name and a valid e-mail when sending yourself', () => {
    expect(senderIssues({ ...sender, senderName: '  ', senderEmail: '' })).toEqual([
      { path: 'senderName', message: CARD_MESSAGES.senderNameRequired },
      { path: 'senderEmail', message: CARD_MESSAGES.senderEmailRequired },
    ]);
    expect(senderIssues({ ...sender, senderEmail: 'also@wrong' })).toEqual([
      { path: 'senderEmail', message: CARD_MESSAGES.invalidEmail },
    ]);
    expect(senderIssues(sender)).toEqual([]);
  });

  it('gives the schema the same answers', () => {
    const result = createDetailsStepSchema.safeParse({ ...details, senderEmail: 'also@wrong' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      CARD_MESSAGES.invalidEmail,
    ]);
  });
});
