import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** A request the stub received, as it arrived. */
export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, parsed (undefined when there was none or it was not JSON). */
  body: unknown;
}

/** A transaction as the stub keeps it, in Paystack's own field names. */
export interface StubTransaction {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  callback_url: string | null;
  metadata: unknown;
  status: string;
  paid_at: string | null;
  channel: string | null;
  refunded: number;
}

export interface WebhookOptions {
  /** Changes the amount after signing, as an attacker would. */
  tamper?: boolean;
  /** Sent instead of the right signature. */
  signature?: string;
  /** Signs with this secret instead of the stub's key. */
  secret?: string;
  /** Indents the JSON: the signature covers whatever bytes are sent. */
  space?: number;
}

export interface PaystackStub {
  baseUrl: string;
  secretKey: string;
  requests: StubRequest[];
  transactions: Map<string, StubTransaction>;
  /** The status a new refund answers with ('pending' unless a test says otherwise). */
  refundStatus: 'pending' | 'processing' | 'processed' | 'failed';
  /** What the next verify of `reference` says: its status and, when given, amount and currency. */
  settle(
    reference: string,
    outcome: { status: string; amount?: number; currency?: string; channel?: string },
  ): void;
  /** The next request is answered with this status and raw body instead. */
  failNext(status: number, body: string): void;
  /** While true, requests are read and never answered. */
  stall: boolean;
  sendWebhook(
    url: string,
    event: { event: string; data: Record<string, unknown> },
    options?: WebhookOptions,
  ): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const refuse = (res: ServerResponse, status: number, message: string) =>
  send(res, status, { status: false, message });

/** Paystack takes an amount as a number or a numeric string, in the currency's subunit. */
function amountOf(value: unknown): number | null {
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof amount === 'number' && Number.isSafeInteger(amount) && amount > 0 ? amount : null;
}

/**
 * A Paystack-compatible API on a free loopback port: the parts our adapter uses (initialize,
 * verify, refund) with Paystack's answers and refusals, and webhooks signed as Paystack signs them.
 */
export async function startPaystackStub(
  secretKey = `sk_test_${randomBytes(20).toString('hex')}`,
): Promise<PaystackStub> {
  const requests: StubRequest[] = [];
  const transactions = new Map<string, StubTransaction>();
  const sockets = new Set<Socket>();
  let nextId = 4_000_000_000;
  let failure: { status: number; body: string } | null = null;

  const stub: PaystackStub = {
    baseUrl: '',
    secretKey,
    requests,
    transactions,
    refundStatus: 'pending',
    stall: false,
    settle(reference, { status, amount, currency, channel = 'card' }) {
      const transaction = transactions.get(reference);
      if (!transaction) throw new Error(`the stub has no transaction ${reference}`);
      transaction.status = status;
      transaction.amount = amount ?? transaction.amount;
      transaction.currency = currency ?? transaction.currency;
      transaction.channel = channel;
      transaction.paid_at = status === 'success' ? new Date().toISOString() : null;
    },
    failNext(status, body) {
      failure = { status, body };
    },
    async sendWebhook(url, event, options = {}) {
      const body = Buffer.from(JSON.stringify(event, null, options.space));
      const signature =
        options.signature ??
        createHmac('sha512', options.secret ?? secretKey)
          .update(body)
          .digest('hex');
      const sent = options.tamper
        ? Buffer.from(
            body
              .toString('utf8')
              .replace(/("amount":\s*)(\d+)/, (_match, key, digits) => `${key}1${digits}`),
          )
        : body;
      if (options.tamper && sent.equals(body)) throw new Error('nothing to tamper with');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        body: sent,
      });
      return { status: response.status, body: await response.text() };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = undefined;
      }
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      if (stub.stall) return;
      if (failure) {
        const { status, body: failureBody } = failure;
        failure = null;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(failureBody);
        return;
      }
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return refuse(res, 401, 'Invalid key');
      }
      const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<
        string,
        unknown
      >;

      if (req.method === 'POST' && path === '/transaction/initialize') {
        const amount = amountOf(fields.amount);
        if (amount === null) return refuse(res, 400, 'Invalid Amount Sent');
        if (typeof fields.email !== 'string' || !EMAIL.test(fields.email)) {
          return refuse(res, 400, 'Invalid Email Address Passed');
        }
        const currency = fields.currency ?? 'NGN';
        if (currency !== 'NGN') return refuse(res, 400, 'Currency not supported by merchant');
        const reference =
          typeof fields.reference === 'string' ? fields.reference : `T${nextId.toString(36)}`;
        if (transactions.has(reference)) {
          return refuse(res, 400, 'Duplicate Transaction Reference');
        }
        const accessCode = randomBytes(8).toString('hex');
        nextId += 1;
        transactions.set(reference, {
          id: nextId,
          reference,
          email: fields.email,
          amount,
          currency,
          callback_url: typeof fields.callback_url === 'string' ? fields.callback_url : null,
          metadata: fields.metadata ?? null,
          status: 'abandoned',
          paid_at: null,
          channel: null,
          refunded: 0,
        });
        return send(res, 200, {
          status: true,
          message: 'Authorization URL created',
          data: {
            authorization_url: `https://checkout.paystack.com/${accessCode}`,
            access_code: accessCode,
            reference,
          },
        });
      }

      const verify = path.match(/^\/transaction\/verify\/([^/?]+)$/);
      if (req.method === 'GET' && verify) {
        const transaction = transactions.get(decodeURIComponent(verify[1] ?? ''));
        if (!transaction) return refuse(res, 400, 'Transaction reference not found');
        return send(res, 200, {
          status: true,
          message: 'Verification successful',
          data: {
            id: transaction.id,
            domain: 'test',
            status: transaction.status,
            reference: transaction.reference,
            amount: transaction.amount,
            currency: transaction.currency,
            paid_at: transaction.paid_at,
            paidAt: transaction.paid_at,
            channel: transaction.channel,
            gateway_response:
              transaction.status === 'success' ? 'Successful' : 'The transaction was not completed',
            customer: { email: transaction.email },
            metadata: transaction.metadata,
          },
        });
      }

      if (req.method === 'POST' && path === '/refund') {
        const transaction = [...transactions.values()].find(
          (candidate) =>
            candidate.reference === fields.transaction ||
            String(candidate.id) === String(fields.transaction),
        );
        if (!transaction) return refuse(res, 404, 'Transaction not found');
        if (transaction.status !== 'success') {
          return refuse(res, 400, 'Cannot refund an unsuccessful transaction');
        }
        const remaining = transaction.amount - transaction.refunded;
        const amount = fields.amount === undefined ? remaining : amountOf(fields.amount);
        if (amount === null || amount > remaining) {
          return refuse(res, 400, 'Refund amount cannot be greater than transaction amount');
        }
        transaction.refunded += amount;
        return send(res, 200, {
          status: true,
          message: 'Refund has been queued for processing',
          data: {
            transaction: {
              id: transaction.id,
              reference: transaction.reference,
              amount: transaction.amount,
            },
            amount,
            currency: transaction.currency,
            status: stub.refundStatus,
          },
        });
      }

      return refuse(res, 404, 'Not found');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
