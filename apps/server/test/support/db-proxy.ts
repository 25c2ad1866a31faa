import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of the test PostgreSQL that can take the database away in the two ways a
 * network does:
 * - `partition()`: no byte moves either way and new connections are accepted but lead nowhere;
 *   no socket is closed, as in a real partition (a black hole). `heal()` delivers what was held,
 *   as TCP's retransmissions would.
 * - `cut()`: every open connection is reset and new ones are dropped at once, as when the
 *   database restarts or a firewall rejects; `restore()` lets new connections through again.
 */
export interface DatabaseProxy {
  port: number;
  partition: () => void;
  heal: () => void;
  cut: () => void;
  restore: () => void;
  close: () => Promise<void>;
}

export async function startDatabaseProxy(targetUrl: string, port = 0): Promise<DatabaseProxy> {
  const target = new URL(targetUrl);
  let isPartitioned = false;
  let isCut = false;
  let held: Array<() => void> = [];
  const sockets = new Set<Socket>();
  const whenConnected = (move: () => void) => {
    if (isPartitioned) held.push(move);
    else move();
  };
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  };
  const server = createServer((client) => {
    track(client);
    if (isCut) {
      client.resetAndDestroy();
      return;
    }
    let upstream: Socket | undefined;
    whenConnected(() => {
      if (client.destroyed) return;
      const opened = connect(Number(target.port || 5432), target.hostname);
      upstream = opened;
      track(opened);
      opened.on('data', (chunk) => whenConnected(() => client.write(chunk)));
      opened.on('close', () => client.destroy());
    });
    client.on('data', (chunk) => whenConnected(() => upstream?.write(chunk)));
    client.on('close', () => upstream?.destroy());
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    partition: () => {
      isPartitioned = true;
    },
    heal: () => {
      isPartitioned = false;
      const moves = held;
      held = [];
      for (const move of moves) move();
    },
    cut: () => {
      isCut = true;
      for (const socket of sockets) socket.resetAndDestroy();
    },
    restore: () => {
      isCut = false;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The URL of a test database with its port pointed at the proxy. */
export function throughProxy(databaseUrl: string, proxy: DatabaseProxy): string {
  const url = new URL(databaseUrl);
  url.port = String(proxy.port);
  return url.toString();
}
