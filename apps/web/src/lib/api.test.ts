import {
  authEndpoints,
  cardEndpoints,
  type ErrorCode,
  newsletterEndpoints,
  recipientEndpoints,
} from '@greetly/domain';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiRequestError, api, NetworkError, UnexpectedResponseError } from './api';

interface SentRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

/** Stands in for the server: answers every fetch with `status` and `body`, and keeps what was sent. */
function answerWith(status: number, body: unknown) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      sent.push({
        url,
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

const CARD = {
  id: 'card_1',
  templateId: 3,
  recipientName: 'Amara',
  recipientEmail: 'amara@example.com',
  isAnonymous: false,
  senderName: 'Tunde',
  senderEmail: 'tunde@example.com',
  fontFamily: 'Pacifico',
  fontSize: null,
  textColor: '#f02c2c',
  effect: 'balloons',
  message: 'Happy birthday',
  musicUrl: '',
  quote: '',
  imageId: null,
  voiceNoteId: null,
  schedule: null,
  sendAt: '2025-02-14T09:00:00.000Z',
  status: 'scheduled',
  failureReason: null,
  sentAt: null,
  openedAt: null,
  reply: null,
  repliedAt: null,
  createdAt: '2025-02-01T09:00:00.000Z',
  link: null,
};

beforeEach(() => {
  const store = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('api()', () => {
  it("builds the URL from the contract's path, its parameters encoded", async () => {
    const sent = answerWith(200, { success: true, card: CARD });
    await api(cardEndpoints.cancel, { params: { id: 'a b/c' } });
    expect(sent[0]).toMatchObject({ url: '/api/cards/a%20b%2Fc/cancel', method: 'POST' });
    expect(sent[0]?.body).toBeUndefined();
  });

  it('appends the query, leaving out absent values', async () => {
    const sent = answerWith(200, { success: true, cards: [], nextCursor: null });
    await api(cardEndpoints.list, { query: { cursor: 'x&y=1' } });
    await api(cardEndpoints.list, { query: { cursor: undefined } });
    expect(sent.map((request) => request.url)).toEqual([
      '/api/cards?cursor=x%26y%3D1',
      '/api/cards',
    ]);
  });

  it('sends the body as JSON, with the token when signed in', async () => {
    localStorage.setItem('token', 'secret');
    const sent = answerWith(200, { success: true, message: 'Thanks!' });
    await api(newsletterEndpoints.subscribe, { body: { email: 'ada@example.com' } });
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.body).toEqual({ email: 'ada@example.com' });
    expect(sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(sent[0]?.headers.get('authorization')).toBe('Bearer secret');
    expect(sent[0]?.headers.has('idempotency-key')).toBe(false);
  });

  it('sends an idempotency key as the Idempotency-Key header', async () => {
    const sent = answerWith(200, { success: true, message: 'Thanks!' });
    await api(newsletterEndpoints.subscribe, {
      body: { email: 'ada@example.com' },
      idempotencyKey: 'k-123',
    });
    expect(sent[0]?.headers.get('idempotency-key')).toBe('k-123');
  });

  it("returns the answer parsed with the contract's schema, typed by it", async () => {
    answerWith(201, { success: true, card: CARD, extra: 'dropped' });
    const answer = await api(cardEndpoints.create, {
      body: {
        templateId: 3,
        recipientName: 'Amara',
        recipientEmail: 'amara@example.com',
        effect: 'balloons',
        message: 'Happy birthday',
      },
    });
    expectTypeOf(answer.card.status).toEqualTypeOf<
      | 'waiting'
      | 'awaiting_payment'
      | 'scheduled'
      | 'sending'
      | 'sent'
      | 'opened'
      | 'failed'
      | 'cancelled'
    >();
    // The schema's defaults for what older answers leave out (gift, stickers, price).
    expect(answer).toEqual({
      success: true,
      card: { ...CARD, gift: null, stickers: [], pricing: null },
      price: null,
      payment: null,
    });
  });

  it('turns an error body into ApiRequestError with its status and a typed code', async () => {
    answerWith(409, {
      success: false,
      code: 'already_replied',
      message: 'You have already sent a reply to this card.',
    });
    const failure = await api(recipientEndpoints.reply, {
      params: { token: 't' },
      body: { message: 'Thank you!' },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    if (!(failure instanceof ApiRequestError)) return;
    expect(failure.status).toBe(409);
    expect(failure.body?.code).toBe('already_replied');
    expect(failure.message).toBe('You have already sent a reply to this card.');
    expectTypeOf(failure.body?.code).toEqualTypeOf<ErrorCode | undefined>();
  });

  it('keeps the status but no body when an error answer is not in the API error shape', async () => {
    answerWith(502, { success: false, code: 'fst_err_upstream', message: 'Bad gateway' });
    const failure = await api(authEndpoints.me).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 502, body: null });
  });

  it('rejects a success answer that does not match the contract', async () => {
    answerWith(200, { success: true, card: { ...CARD, effect: 'glitter' } });
    await expect(api(cardEndpoints.get, { params: { id: 'card_1' } })).rejects.toBeInstanceOf(
      UnexpectedResponseError,
    );
    answerWith(201, { success: true, card: CARD });
    await expect(api(cardEndpoints.get, { params: { id: 'card_1' } })).rejects.toMatchObject({
      status: 201,
    });
  });

  it('reports a failed connection as NetworkError', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(api(authEndpoints.me)).rejects.toBeInstanceOf(NetworkError);
  });

  it('takes what the contract needs, checked at compile time', () => {
    answerWith(200, { success: true, card: CARD });
    // @ts-expect-error the card's id is required
    void api(cardEndpoints.get).catch(() => undefined);
    // @ts-expect-error a body must match the contract's schema
    void api(newsletterEndpoints.subscribe, { body: { address: 'x' } }).catch(() => undefined);
  });
});
