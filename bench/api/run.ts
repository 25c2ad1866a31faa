// API throughput benchmark: `node --import tsx bench/api/run.ts` from the repository root.
// See README.md next to this file.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import SQLite from 'better-sqlite3';
import { type Child, startChild, waitFor } from '../delivery/harness.ts';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    // Another checkout's apps/server (e.g. a git worktree of an older commit), to compare.
    'server-dir': { type: 'string', default: join(import.meta.dirname, '../../apps/server') },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = Number(options.connections);
const serverDir = resolve(options['server-dir']);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

async function healthy(url: string): Promise<boolean> {
  return fetch(url).then(
    (response) => response.ok,
    () => false,
  );
}

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function load(url: string): Promise<Figures> {
  // A short warm-up, then the measured run.
  await autocannon({ url, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** A sent card straight in the SQLite file, in the schema of whichever server version made it. */
function seedSentCard(file: string): string {
  const db = new SQLite(file);
  const columns = (table: string) =>
    new Set(
      (
        db.prepare(`select name from pragma_table_info('${table}')`).all() as { name: string }[]
      ).map((column) => column.name),
    );
  const now = new Date().toISOString();
  const userId = randomBytes(16).toString('base64url');
  const token = randomBytes(32).toString('base64url');
  const email = `bench.${userId.slice(0, 8).toLowerCase()}@example.com`;
  if (columns('users').has('role')) {
    db.prepare(
      `insert into users (id, email, first_name, last_name, phone, role, password_hash,
        email_verified_at, created_at, updated_at)
       values (?, ?, 'Tunde', 'Bakare', '+2348012345678', 'gifter', 'seeded', ?, ?, ?)`,
    ).run(userId, email, now, now, now);
  } else {
    db.prepare(
      `insert into users (id, email, first_name, last_name, phone, password_hash,
        email_verified_at, created_at, updated_at)
       values (?, ?, 'Tunde', 'Bakare', '+2348012345678', null, ?, ?, ?)`,
    ).run(userId, email, now, now, now);
    db.prepare(`insert into user_roles (user_id, role, granted_at) values (?, 'gifter', ?)`).run(
      userId,
      now,
    );
  }
  // Since 0007 the card keeps only the SHA-256 of its link's token once it is sent.
  const tokenColumn = columns('cards').has('link_token_hash') ? 'link_token_hash' : 'view_token';
  const stored =
    tokenColumn === 'link_token_hash' ? createHash('sha256').update(token).digest('hex') : token;
  const message = Array.from({ length: 30 }, (_, i) => (i % 3 ? 'birthday' : 'happy')).join(' ');
  db.prepare(
    `insert into cards (id, user_id, ${tokenColumn}, template_id, recipient_name, recipient_email,
      is_anonymous, sender_name, sender_email, font_family, font_size, text_color, effect, message,
      music_url, quote, image_id, voice_note_id, timezone, schedule_date, schedule_time, send_at,
      status, failure_reason, sent_at, opened_at, reply_text, replied_at, created_at, updated_at)
     values (?, ?, ?, 3, 'Amara', 'amara@example.com', 0, 'Tunde', 'tunde@example.com', 'Pacifico',
      '18px', '#f02c2c', 'balloons', ?, '', 'Sunshine', null, null, null, null, null, ?, 'sent',
      null, ?, null, null, null, ?, ?)`,
  ).run(randomBytes(16).toString('base64url'), userId, stored, message, now, now, now, now);
  db.close();
  return token;
}

const dataDir = mkdtempSync(join(tmpdir(), 'greetly-bench-api-'));
const children: Child[] = [];
try {
  const appPort = await freePort();
  const app = startChild(['src/main.ts'], serverDir, {
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:9',
  });
  children.push(app);
  const appUrl = `http://127.0.0.1:${appPort}`;
  await waitFor('the app', () => healthy(`${appUrl}/api/health`), 120_000);
  const token = seedSentCard(join(dataDir, 'app.db'));

  const barePort = await freePort();
  const bare = startChild([join(import.meta.dirname, 'bare-server.ts')], serverDir, {
    PORT: String(barePort),
  });
  children.push(bare);
  await waitFor(
    'the bare server',
    () => healthy(`http://127.0.0.1:${barePort}/api/health`),
    60_000,
  );

  const load1 = loadavg()[0]?.toFixed(1);
  const rows: [string, Figures][] = [
    ['bare Fastify GET /api/health', await load(`http://127.0.0.1:${barePort}/api/health`)],
    ['app GET /api/health', await load(`${appUrl}/api/health`)],
    ['app GET /api/c/:token', await load(`${appUrl}/api/c/${token}`)],
  ];
  const bareRate = rows[0]?.[1].requestsPerSecond ?? Number.NaN;
  console.log(
    `\n${CONNECTIONS} connections, ${SECONDS} s each, SQLite, server ${serverDir}; load ${load1}→${loadavg()[0]?.toFixed(1)}\n`,
  );
  console.log('| endpoint | req/s | p50 ms | p99 ms | non-2xx | × bare |');
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const [name, figures] of rows) {
    console.log(
      `| ${name} | ${figures.requestsPerSecond.toFixed(0)} | ${figures.p50} | ${figures.p99} | ${figures.non2xx} | ${(figures.requestsPerSecond / bareRate).toFixed(2)} |`,
    );
  }
} finally {
  for (const child of children) child.child.kill('SIGTERM');
  await Promise.all(children.map((child) => child.exited));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
