import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

/** One directory per SMTP port, so suites running side by side never read each other's mail. */
export const E2E_MAIL_DIR = join(
  import.meta.dirname,
  `../../.tmp/e2e-mail-${process.env.E2E_SMTP_PORT ?? 2626}`,
);

/**
 * A real SMTP server for the e2e run: every message the app sends is written, raw, to
 * E2E_MAIL_DIR so tests (in other processes) can read it.
 */
export async function startMailSink(port: number): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address).join(',');
        const name = `${Date.now()}-${++sequence}.eml`;
        writeFileSync(join(E2E_MAIL_DIR, name), Buffer.concat(chunks));
        writeFileSync(join(E2E_MAIL_DIR, `${name}.rcpt`), recipients);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
