import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOO_MANY_PIXELS } from '../src/modules/media/inspect.ts';
import { mediaJobHandlers } from '../src/modules/media/jobs.ts';
import { MEDIA_ALLOWANCE, UPLOADS_BUSY } from '../src/modules/media/service.ts';
import { createJobWorker } from '../src/platform/jobs/worker.ts';
import { createGate, GateFullError } from '../src/platform/lib/gate.ts';
import { newId } from '../src/platform/lib/ids.ts';
import { bearer, signedInAccount } from './support/accounts.ts';
import { verifiedAccount } from './support/cards.ts';
import { seedDueCards, seedSender } from './support/seed-cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid, complete PNG of `side`×`side` one-bit pixels: a few tens of kilobytes on disk that
 * decode to side² pixels (16000² = 256 megapixels), the shape of a decompression bomb.
 */
function pngBomb(side: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = Buffer.alloc(side * (1 + Math.ceil(side / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('the decode gate', () => {
  it('runs one piece of work at a time, queues a few, and refuses beyond its line', async () => {
    const gate = createGate(1, 2);
    const order: string[] = [];
    let finishFirst: () => void = () => {};
    const first = gate.run(
      () =>
        new Promise<void>((resolve) => {
          order.push('first started');
          finishFirst = resolve;
        }),
    );
    const second = gate.run(async () => order.push('second'));
    const third = gate.run(async () => order.push('third'));
    await expect(gate.run(async () => order.push('fourth'))).rejects.toBeInstanceOf(GateFullError);
    expect(order).toEqual(['first started']);
    finishFirst();
    await Promise.all([first, second, third]);
    expect(order).toEqual(['first started', 'second', 'third']);
  });
});

describe.each(TEST_DATABASES)('upload limits on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  function upload(bytes: Buffer, token: string, name = 'photo.png') {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    return t.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: form,
      headers: bearer(token),
    });
  }
  const small = () =>
    sharp({ create: { width: 40, height: 40, channels: 3, background: '#c8334a' } })
      .png()
      .toBuffer();

  it('refuses an image of more than 40 megapixels from its header, before decoding it', async () => {
    const { token } = await signedInAccount(t.app);
    const bomb = pngBomb(16_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const response = await upload(bomb, token, 'bomb.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'image_too_large', message: TOO_MANY_PIXELS });
    const stored = await t.db.kysely.selectFrom('media').select('id').execute();
    expect(stored).toEqual([]);
  });

  it('answers 503 with Retry-After when more uploads wait for decoding than the line holds', async () => {
    const { token } = await verifiedAccount(t.app, smtp);
    // 36 megapixels in a small file: each takes a while to decode, so the line fills up.
    const heavy = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: '#f4c95d' },
    })
      .png()
      .toBuffer();
    const answers = await Promise.all(Array.from({ length: 14 }, () => upload(heavy, token)));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201).length).toBeGreaterThanOrEqual(9);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy.length + statuses.filter((status) => status === 201).length).toBe(14);
    for (const answer of busy) {
      expect(answer.json()).toMatchObject({ code: 'uploads_busy', message: UPLOADS_BUSY });
      expect(answer.headers['retry-after']).toBe('5');
    }
  });

  it('keeps an unverified account within its smaller storage, and a verified one within its own', async () => {
    const { token, user } = await signedInAccount(t.app);
    const already = MEDIA_ALLOWANCE.unverified.storageBytes - 10;
    await t.db.kysely
      .insertInto('media')
      .values({
        id: newId(),
        owner_id: user.id,
        kind: 'image',
        content_type: 'image/png',
        byte_size: already,
        duration_seconds: null,
        width: 10,
        height: 10,
        created_at: new Date().toISOString(),
      })
      .execute();
    const refused = await upload(await small(), token);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({
      code: 'storage_full',
      message: expect.stringMatching(/25 MB.*Verify your email/),
    });
    await t.db.kysely
      .updateTable('users')
      .set({ email_verified_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect((await upload(await small(), token)).statusCode).toBe(201);
  });

  it('limits uploads per hour: 20 before the address is verified', async () => {
    const { token } = await signedInAccount(t.app);
    const photo = await small();
    for (let i = 0; i < MEDIA_ALLOWANCE.unverified.uploadsPerHour; i++) {
      expect((await upload(photo, token)).statusCode, `upload ${i + 1}`).toBe(201);
    }
    const refused = await upload(photo, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('deletes media no card uses after a day, hourly, and keeps what cards show', async () => {
    const sender = await seedSender(t.db.kysely);
    const now = new Date();
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
    const media = (createdAt: string) => ({
      id: newId(),
      owner_id: sender.id,
      kind: 'image' as const,
      content_type: 'image/png',
      byte_size: 10,
      duration_seconds: null,
      width: 1,
      height: 1,
      created_at: createdAt,
    });
    const abandoned = media(hoursAgo(25));
    const onCard = media(hoursAgo(48));
    const fresh = media(hoursAgo(2));
    await t.db.kysely.insertInto('media').values([abandoned, onCard, fresh]).execute();
    await t.db.kysely
      .insertInto('media_blobs')
      .values(
        [abandoned, onCard, fresh].map(({ id }) => ({ media_id: id, data: Buffer.from('x') })),
      )
      .execute();
    const [cardId] = await seedDueCards(t.db.kysely, {
      userId: sender.id,
      count: 1,
      dueAt: new Date('2099-01-01T00:00:00Z'),
      recipient: () => 'keeps@example.com',
    });
    await t.db.kysely
      .updateTable('cards')
      .set({ image_id: onCard.id })
      .where('id', '=', cardId ?? '')
      .execute();

    const clock = { now: new Date(now.getTime() + 3_600_000) };
    const worker = createJobWorker({
      db: t.db.kysely,
      handlers: mediaJobHandlers(t.db.kysely, () => clock.now),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      batchSize: 10,
      concurrency: 1,
      pollMs: 50,
      leaseMs: 30_000,
      now: () => clock.now,
    });
    // The first round queues the sweep for the next full hour; that round then runs it.
    expect(await worker.runOnce()).toBe(0);
    clock.now = new Date((Math.floor(clock.now.getTime() / 3_600_000) + 1) * 3_600_000);
    expect(await worker.runOnce()).toBe(1);
    const left = await t.db.kysely
      .selectFrom('media')
      .select('id')
      .where('id', 'in', [abandoned.id, onCard.id, fresh.id])
      .execute();
    expect(left.map((row) => row.id).sort()).toEqual([onCard.id, fresh.id].sort());
    const blobs = await t.db.kysely
      .selectFrom('media_blobs')
      .select('media_id')
      .where('media_id', '=', abandoned.id)
      .execute();
    expect(blobs).toEqual([]);
    const next = await t.db.kysely
      .selectFrom('jobs')
      .select(['due_at', 'status'])
      .where('type', '=', 'media.sweep-unattached')
      .where('status', '=', 'pending')
      .execute();
    expect(next).toEqual([
      { status: 'pending', due_at: new Date(clock.now.getTime() + 3_600_000).toISOString() },
    ]);
  });
});
