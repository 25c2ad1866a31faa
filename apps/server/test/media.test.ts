import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeVoiceNote } from '../src/modules/media/voice-sanitize.ts';
import { bearer, signedInAccount } from './support/accounts.ts';
import { cardPayload, postCard, verifiedAccount } from './support/cards.ts';
import { type SmtpSink, startSmtpSink } from './support/smtp-sink.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from './support/test-app.ts';
import { testWorker } from './support/worker.ts';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, 'fixtures', name));

const TOO_LARGE = 'This file is larger than 5MB. Please choose a smaller one.';
const TOO_LONG = 'Voice notes can be at most 120 seconds long.';

/** A small photo as a phone would take it: camera make and GPS position in its EXIF. */
function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#c8334a' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'GreetlyPhone', Model: 'Camera 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 27/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 23/1 0/1',
      },
    })
    .toBuffer();
}

/** Random pixels: they do not compress, so the file is as large as its raw size. */
function noise(width: number, height: number) {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });
}

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#f4c95d' } });

describe.each(TEST_DATABASES)('media on %s', (kind) => {
  let t: TestApp;
  let smtp: SmtpSink;
  let token: string;
  let otherToken: string;
  const clock = { now: new Date() };
  let worker: ReturnType<typeof testWorker>;

  beforeAll(async () => {
    smtp = await startSmtpSink();
    t = await createTestApp(kind, {}, { smtp, jobs: 'accounts' });
    token = (await verifiedAccount(t.app, smtp)).token;
    otherToken = (await signedInAccount(t.app)).token;
    worker = testWorker(t.db, smtp.url, clock);
  });
  afterAll(async () => {
    worker?.close();
    await t?.close();
    await smtp?.close();
  });

  function upload(bytes: Buffer, filename: string, type: string, auth: string | null = token) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
    return t.app.inject({
      method: 'POST',
      url: '/api/media',
      payload: form,
      ...(auth ? { headers: bearer(auth) } : {}),
    });
  }

  const fetchMedia = (url: string, auth: string | null = token) =>
    t.app.inject({ method: 'GET', url, ...(auth ? { headers: bearer(auth) } : {}) });

  /** Uploads and returns the stored file's response, checking the upload's 201 on the way. */
  async function uploadAndFetch(bytes: Buffer, filename: string, type: string) {
    const uploaded = await upload(bytes, filename, type);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const served = await fetchMedia(uploaded.json().url);
    expect(served.statusCode).toBe(200);
    return { uploaded: uploaded.json(), served };
  }

  it('strips EXIF and GPS from a JPEG and serves it safely', async () => {
    const photo = await photoWithGps();
    const before = await sharp(photo).metadata();
    expect(before.exif?.toString('latin1')).toContain('GreetlyPhone');

    const { uploaded, served } = await uploadAndFetch(photo, 'holiday.jpg', 'image/jpeg');
    expect(uploaded).toEqual({
      id: expect.any(String),
      kind: 'image',
      url: `/media/${uploaded.id}`,
    });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    const after = await sharp(served.rawPayload).metadata();
    expect(after).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(after.exif).toBeUndefined();
    expect(served.rawPayload.includes('GreetlyPhone')).toBe(false);
    expect(served.rawPayload.includes('Exif\0\0')).toBe(false);
  });

  it('scales a 3000x1000 PNG down to a longest side of 2048', async () => {
    const wide = await solid(3000, 1000).png().toBuffer();
    const { served } = await uploadAndFetch(wide, 'banner.png', 'image/png');
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 2048 });
    expect(meta.height).toBeGreaterThanOrEqual(682);
    expect(meta.height).toBeLessThanOrEqual(683);
  });

  it('accepts GIF and WebP images', async () => {
    for (const [format, type] of [
      ['gif', 'image/gif'],
      ['webp', 'image/webp'],
    ] as const) {
      const bytes = await solid(120, 90).toFormat(format).toBuffer();
      const { uploaded, served } = await uploadAndFetch(bytes, `picture.${format}`, type);
      expect(uploaded.kind).toBe('image');
      expect(served.headers['content-type']).toBe(type);
      expect((await sharp(served.rawPayload).metadata()).format).toBe(format);
    }
  });

  it('refuses a text file dressed up as a JPEG, speaking of images only (415)', async () => {
    const response = await upload(Buffer.from('hello'), 'photo.jpg', 'image/jpeg');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      code: 'unsupported_media',
      message:
        'This file is not an image we can use. Please choose a JPEG, PNG, GIF or WebP image.',
    });
  });

  it('refuses a file that claims to be nothing we take, naming both kinds (415)', async () => {
    const response = await upload(Buffer.from('hello'), 'notes.txt', 'text/plain');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/not supported.*JPEG, PNG, GIF or WebP.*voice note/);
  });

  it('refuses an image over 5 MB with 413', async () => {
    const big = await noise(1500, 1500).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const response = await upload(big, 'huge.png', 'image/png');
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(TOO_LARGE);
  });

  it('refuses truncated images with 415', async () => {
    for (const [bytes, name] of [
      [await noise(400, 300).jpeg().toBuffer(), 'half.jpg'],
      [await noise(400, 300).png().toBuffer(), 'half.png'],
    ] as const) {
      const half = bytes.subarray(0, Math.floor(bytes.length / 2));
      const response = await upload(half, name, 'image/jpeg');
      expect(response.statusCode, name).toBe(415);
      expect(response.json().code).toBe('unsupported_media');
    }
  });

  it('accepts voice notes: a live 4 s WebM, a 3 s Ogg and a 3 s M4A', async () => {
    for (const [name, type] of [
      ['voice-4s-live.webm', 'audio/webm'],
      ['voice-3s.ogg', 'audio/ogg'],
      ['voice-3s.m4a', 'audio/mp4'],
    ] as const) {
      const bytes = fixture(name);
      const { uploaded, served } = await uploadAndFetch(bytes, name, type);
      expect(uploaded.kind, name).toBe('voice');
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      // Tags are blanked in place: what is stored is exactly the cleaned upload, at the same size.
      expect(served.rawPayload.length).toBe(bytes.length);
      expect(Buffer.compare(served.rawPayload, sanitizeVoiceNote(bytes, type).bytes)).toBe(0);
      const row = await t.db.kysely
        .selectFrom('media')
        .select('duration_seconds')
        .where('id', '=', uploaded.id)
        .executeTakeFirstOrThrow();
      expect(row.duration_seconds).toBeGreaterThan(2.5);
      expect(row.duration_seconds).toBeLessThan(4.6);
    }
  });

  it('refuses voice notes over 120 seconds with 413', async () => {
    for (const name of ['voice-130s.webm', 'voice-130s-live.webm']) {
      const response = await upload(fixture(name), name, 'audio/webm');
      expect(response.statusCode, name).toBe(413);
      expect(response.json().message).toBe(TOO_LONG);
    }
  });

  it('refuses a guest upload with 401', async () => {
    const photo = await solid(40, 40).jpeg().toBuffer();
    expect((await upload(photo, 'a.jpg', 'image/jpeg', null)).statusCode).toBe(401);
  });

  it("keeps media private: the owner and a delivered card's link only", async () => {
    const photo = await solid(200, 150).jpeg().toBuffer();
    const { uploaded } = await uploadAndFetch(photo, 'us.jpg', 'image/jpeg');
    const url: string = uploaded.url;
    expect((await fetchMedia(url, otherToken)).statusCode).toBe(404);
    expect((await fetchMedia(url, null)).statusCode).toBe(404);
    expect((await fetchMedia(`${url}?t=not-a-real-token`, null)).statusCode).toBe(404);

    clock.now = new Date();
    const created = await postCard(t.app, token, cardPayload({ imageId: uploaded.id }));
    expect(created.statusCode, created.body).toBe(201);
    const cardId = created.json().card.id;
    const { link_token: viewToken } = await t.db.kysely
      .selectFrom('cards')
      .select('link_token')
      .where('id', '=', cardId)
      .executeTakeFirstOrThrow();
    // Not delivered yet: the link does not open the picture.
    expect((await fetchMedia(`${url}?t=${viewToken}`, null)).statusCode).toBe(404);

    clock.now = new Date();
    expect(await worker.worker.runOnce()).toBe(1);
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/cards/${cardId}`,
      headers: bearer(token),
    });
    expect(card.json().card.status).toBe('sent');
    const viaLink = await fetchMedia(`${url}?t=${viewToken}`, null);
    expect(viaLink.statusCode).toBe(200);
    expect(viaLink.headers['content-type']).toBe('image/jpeg');
    // The link opens this card's media only, not the sender's other uploads.
    const unrelated = await uploadAndFetch(photo, 'other.jpg', 'image/jpeg');
    expect((await fetchMedia(`${unrelated.uploaded.url}?t=${viewToken}`, null)).statusCode).toBe(
      404,
    );
    expect((await fetchMedia(`${url}?t=${viewToken}`, otherToken)).statusCode).toBe(200);
  });
});
