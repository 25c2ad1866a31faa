import { type ParsedMail, simpleParser } from 'mailparser';
import MailComposer from 'nodemailer/lib/mail-composer';
import { describe, expect, it } from 'vitest';
import { mailComposer } from '../src/platform/mail/compose.ts';
import type { OutgoingMail } from '../src/platform/mail/mailer.ts';

const FROM = 'Greetly <hello@greetly.example>';

const longUrl = `https://cards.example/c/${'x'.repeat(300)}`;
const mails: Record<string, OutgoingMail> = {
  'plain ASCII': {
    to: 'ada@example.com',
    subject: 'Ada sent you a card',
    html: '<p>Hello <b>Bola</b></p>\n<p><a href="https://cards.example/c/abc">Open</a></p>',
    text: 'Hello Bola\n\nOpen <https://cards.example/c/abc>',
  },
  'names in Yoruba and Igbo, emoji, a long subject': {
    to: 'chidi@example.com',
    subject: `Adébáyọ̀ Ọláńrewájú 🎉 sent you a card — ${'with love and best wishes '.repeat(6)}`,
    html: '<p>Ẹ kú ọdún 🎂 — “quotes” &amp; ₦800</p>',
    text: 'Ẹ kú ọdún 🎂 — “quotes” & ₦800\r\nsecond line\nthird line',
    replyTo: 'Ọlá <ola@example.com>',
  },
  'line breaks in a header value cannot add a header': {
    to: 'bola@example.com',
    subject: 'Hi\r\nBcc: evil@attacker.example\r\n\r\n<p>injected</p>',
    html: '<p>ok</p>',
    text: 'ok',
    headers: { 'X-Note': 'a\r\nBcc: evil@attacker.example' },
  },
  'bodies with dots, From lines, =, trailing spaces and long lines': {
    to: 'emeka@bücher.example',
    subject: 'Edge cases',
    html: `.starts with a dot\n..two dots\nFrom the start\n= sign = 3D\ntrailing   \n${longUrl}\n<a href="${longUrl}">x</a>`,
    text: `.\nFrom me\ntrailing tab\t\n${'a'.repeat(500)}\n--not-a-boundary--`,
    headers: {
      'List-Unsubscribe': `<${longUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  },
};

/** What nodemailer's own composer makes of the same mail, as the app sent it before. */
function byNodemailer(mail: OutgoingMail): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    new MailComposer({ from: FROM, textEncoding: 'quoted-printable', ...mail })
      .compile()
      .build((error, message) => (error ? reject(error) : resolve(message))),
  );
}

function addresses(value: ParsedMail['to'] | ParsedMail['from'] | ParsedMail['replyTo']) {
  const list = value === undefined ? [] : Array.isArray(value) ? value : [value];
  return list.flatMap((entry) => entry.value.map(({ name, address }) => ({ name, address })));
}

function essentials(parsed: ParsedMail) {
  return {
    subject: parsed.subject,
    from: addresses(parsed.from),
    to: addresses(parsed.to),
    replyTo: addresses(parsed.replyTo),
    html: parsed.html,
    text: parsed.text,
    bcc: parsed.headers.get('bcc'),
    note: parsed.headers.get('x-note'),
    listUnsubscribe: parsed.headers.get('list-unsubscribe'),
    listUnsubscribePost: parsed.headers.get('list-unsubscribe-post'),
    contentType: (parsed.headers.get('content-type') as { value: string }).value,
  };
}

describe('the mail composer', () => {
  const compose = mailComposer(FROM);

  for (const [name, mail] of Object.entries(mails)) {
    it(`reads back as nodemailer's own message does: ${name}`, async () => {
      const composed = compose(mail);
      const ours = await simpleParser(composed.raw);
      const theirs = await simpleParser(await byNodemailer(mail));
      expect(essentials(ours)).toEqual(essentials(theirs));
      expect(ours.messageId).toBe(composed.messageId);
      expect(ours.date?.getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(ours.headers.get('mime-version')).toBe('1.0');
      // SMTP's hard limit is 998 characters a line; the body's lines are wrapped at 76. A header
      // is folded at its spaces: a long URL has none, and stays whole as nodemailer leaves it.
      const [head = '', body = ''] = composed.raw.split('\r\n\r\n');
      for (const line of head.split('\r\n')) expect(line.length).toBeLessThanOrEqual(998);
      for (const line of body.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
      expect(composed.raw).not.toMatch(/[^\r]\n|\r[^\n]/);
    });
  }

  it('puts no header of its own making into a header value with line breaks', async () => {
    const composed = compose(
      mails['line breaks in a header value cannot add a header'] as OutgoingMail,
    );
    const parsed = await simpleParser(composed.raw);
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.bcc).toBeUndefined();
    // Each line break became a space, as nodemailer's composer does it.
    expect(parsed.subject).toBe('Hi Bcc: evil@attacker.example  <p>injected</p>');
    expect(parsed.html).toBe('<p>ok</p>');
  });

  it('reads a lone carriage return in a body as a line break', async () => {
    const parsed = await simpleParser(
      compose({ ...(mails['plain ASCII'] as OutgoingMail), text: 'one\rtwo' }).raw,
    );
    expect(parsed.text).toBe('one\ntwo');
  });

  it('addresses the envelope to the recipient alone, from the bare sender address', () => {
    const composed = compose(
      mails['names in Yoruba and Igbo, emoji, a long subject'] as OutgoingMail,
    );
    expect(composed.envelope).toEqual({ from: 'hello@greetly.example', to: ['chidi@example.com'] });
  });

  it('gives every message its own Message-ID and multipart boundary', () => {
    const mail = mails['plain ASCII'] as OutgoingMail;
    const seen = new Set<string>();
    const boundaries = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { messageId, raw } = compose(mail);
      seen.add(messageId);
      boundaries.add(raw.match(/boundary="([^"]+)"/)?.[1] ?? '');
      expect(messageId).toMatch(/^<[\w-]+@greetly\.example>$/);
    }
    expect(seen.size).toBe(200);
    expect(boundaries.size).toBe(200);
  });

  it('refuses a sender that is not an address', () => {
    expect(() => mailComposer('Greetly')).toThrow(/Not an e-mail address/);
  });
});
