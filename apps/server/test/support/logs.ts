import { Writable } from 'node:stream';

/** The log lines an app writes (give `stream` to createTestApp's `logStream`), as text. */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { stream, text: () => lines.join('') };
}
