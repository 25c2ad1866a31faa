import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A unique, valid sign-up payload (the spec's register fields). */
export function newAccount(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Amara',
    last_name: 'Okafor',
    email: `amara.${process.pid}.${counter}.${Date.now()}@example.com`,
    password: 'Sunflower-Lagos-2026',
    phone: '+2348012345678',
    ...overrides,
  };
}

let clients = 0;

/** A new client address for each sign-up, as real sign-ups come from many people's devices. */
export function newClientIp(): string {
  clients += 1;
  return `10.${(process.pid >> 8) % 250}.${Math.floor(clients / 250) % 250}.${(clients % 250) + 1}`;
}

export async function register(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  ip = newClientIp(),
) {
  return app.inject({ method: 'POST', url: '/api/register', payload, remoteAddress: ip });
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
  ip = '10.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password },
    remoteAddress: ip,
  });
}

/** Registers and signs in; returns the bearer token and the account's payload. */
export async function signedInAccount(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
) {
  const account = newAccount(overrides);
  const created = await register(app, account);
  if (created.statusCode !== 201) throw new Error(`register failed: ${created.body}`);
  const response = await login(app, account.email, account.password);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { account, token: response.json().token as string, user: response.json().user };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
