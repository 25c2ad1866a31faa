import { randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode as encodeQuotedPrintable, wrap as wrapQuotedPrintable } from 'nodemailer/lib/qp';
import type { OutgoingMail } from './mailer.ts';

/** A message ready for the relay: its envelope, its Message-ID and the RFC 5322 bytes. */
export interface ComposedMail {
  envelope: { from: string; to: string[] };
  messageId: string;
  raw: string;
}

/**
 * Our mails have one shape: a plain-text part and an HTML part as `multipart/alternative`, both
 * UTF-8 and quoted-printable. nodemailer's composer builds the same message as a tree of MIME
 * nodes streamed into each other, with several random draws per message; here that took about
 * half of the CPU of sending a card (decision 0037). nodemailer still does the parts that have
 * rules: its MimeNode encodes and folds every header (addresses, encoded words, line breaks
 * removed from values), its encoder makes the quoted-printable; this only puts them together.
 */
export function mailComposer(from: string): (mail: OutgoingMail) => ComposedMail {
  const fromAddress = addressOf(from);
  const domain = fromAddress.split('@').pop() || 'localhost';
  return (mail) => compose(mail, from, fromAddress, domain);
}

function compose(
  mail: OutgoingMail,
  from: string,
  fromAddress: string,
  domain: string,
): ComposedMail {
  const id = randomUUID();
  const messageId = `<${id}@${domain}>`;
  const root = new MimeNode('multipart/alternative', {
    // The boundary comes from a UUID drawn after the body was written: a body cannot hold it
    // (short of a 2^-122 chance), and MimeNode draws no random bytes of its own.
    baseBoundary: id.replaceAll('-', ''),
  });
  root.setHeader({
    From: from,
    To: mail.to,
    ...(mail.replyTo ? { 'Reply-To': mail.replyTo } : {}),
    Subject: mail.subject,
    'Message-ID': messageId,
    ...mail.headers,
  });
  const headers = root.buildHeaders();
  const boundary = root.boundary as string;
  const raw = [
    headers,
    '',
    `--${boundary}`,
    ...part('text/plain', mail.text),
    `--${boundary}`,
    ...part('text/html', mail.html),
    `--${boundary}--`,
    '',
  ].join('\r\n');
  return {
    envelope: { from: fromAddress, to: [addressOf(mail.to)] },
    messageId,
    raw,
  };
}

function part(type: string, body: string): string[] {
  return [
    `Content-Type: ${type}; charset=utf-8`,
    'Content-Transfer-Encoding: quoted-printable',
    '',
    wrapQuotedPrintable(encodeQuotedPrintable(body.replace(/\r\n|\r|\n/g, '\r\n')), 76),
  ];
}

/** The bare address of "Name <address>" or "address". */
function addressOf(value: string): string {
  const [first] = addressparser(value, { flatten: true });
  if (!first?.address) throw new Error(`Not an e-mail address: ${JSON.stringify(value)}`);
  return first.address;
}
