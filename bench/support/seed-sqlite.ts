// A sent card written straight into the app's SQLite file, for benchmarks that need a recipient's
// link without sending mail.
import { createHash, randomBytes } from 'node:crypto';
import SQLite from 'better-sqlite3';

/** A sent card straight in the SQLite file, in the schema of whichever server version made it. */
export function seedSentCard(file: string): string {
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

/**
 * A signed-in sender with `count` cards of every status, written straight into the SQLite file
 * (current schema). Returns the session's bearer token.
 */
export function seedSenderWithCards(file: string, count: number): string {
  const db = new SQLite(file);
  const now = Date.now();
  const iso = (ms: number) => new Date(ms).toISOString();
  const id = () => randomBytes(16).toString('base64url');
  const userId = id();
  const token = randomBytes(32).toString('base64url');
  const email = `bench.${userId.slice(0, 8).toLowerCase()}@example.com`;
  db.prepare(
    `insert into users (id, email, first_name, last_name, phone, password_hash,
      email_verified_at, created_at, updated_at)
     values (?, ?, 'Tunde', 'Bakare', '+2348012345678', null, ?, ?, ?)`,
  ).run(userId, email, iso(now), iso(now), iso(now));
  db.prepare(`insert into user_roles (user_id, role, granted_at) values (?, 'gifter', ?)`).run(
    userId,
    iso(now),
  );
  db.prepare(
    `insert into sessions (id, user_id, token_hash, created_at, expires_at, client_hash)
     values (?, ?, ?, ?, ?, null)`,
  ).run(
    id(),
    userId,
    createHash('sha256').update(token).digest('hex'),
    iso(now),
    iso(now + 30 * 86_400_000),
  );
  const message = Array.from({ length: 60 }, (_, i) => (i % 3 ? 'birthday' : 'happy')).join(' ');
  const insert = db.prepare(
    `insert into cards (id, user_id, link_token_hash, template_id, recipient_name, recipient_email,
      is_anonymous, sender_name, sender_email, font_family, font_size, text_color, effect, message,
      music_url, quote, image_id, voice_note_id, timezone, schedule_date, schedule_time, send_at,
      status, failure_reason, sent_at, opened_at, reply_text, replied_at, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, 0, 'Tunde', ?, 'Pacifico', '18px', '#f02c2c', 'balloons', ?, '',
      'Sunshine', null, null, null, null, null, ?, ?, null, ?, ?, ?, ?, ?, ?)`,
  );
  const statuses = ['sent', 'sent', 'sent', 'scheduled', 'failed', 'cancelled'] as const;
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const created = now - (count - i) * 60_000;
      const status = statuses[i % statuses.length] as (typeof statuses)[number];
      const sent = status === 'sent' ? iso(created + 1000) : null;
      const opened = status === 'sent' && i % 2 === 0 ? iso(created + 5000) : null;
      const reply = opened && i % 4 === 0 ? 'Thank you so much, this made my day!' : null;
      insert.run(
        id(),
        userId,
        createHash('sha256').update(id()).digest('hex'),
        (i % 68) + 1,
        `Friend ${i}`,
        `friend.${i}@example.com`,
        email,
        message,
        iso(status === 'scheduled' ? now + 86_400_000 : created),
        status,
        sent,
        opened,
        reply,
        reply ? opened : null,
        iso(created),
        iso(created),
      );
    }
  })();
  db.close();
  return token;
}
