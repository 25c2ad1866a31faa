// CPU time of processes, from Linux's /proc: on a machine shared with other work, the CPU each
// part spends per card is steadier than wall-clock rates.
import { readFileSync } from 'node:fs';
import pg from 'pg';

const TICK_MS = 10; // USER_HZ is 100 on Linux.

interface Stat {
  ppid: number;
  /** utime + stime, ms. */
  own: number;
  /** cutime + cstime (children that exited), ms. */
  reaped: number;
}

function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may contain spaces; the fields after its closing parenthesis do not.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const n = (i: number) => Number(fields[i - 3]);
    return { ppid: n(4), own: (n(14) + n(15)) * TICK_MS, reaped: (n(16) + n(17)) * TICK_MS };
  } catch {
    return undefined;
  }
}

/** A process's resident memory now (VmRSS), MiB. */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}

/** CPU ms a process has used so far (0 once it is gone). */
export function processCpuMs(pid: number | undefined): number {
  return pid === undefined ? 0 : (stat(pid)?.own ?? 0);
}

/** CPU ms so far of each PostgreSQL process counted by `postgresCpu`, by pid. */
export type PostgresCpu = Map<number, number>;

/**
 * The local PostgreSQL server's CPU on behalf of the database `url` names: its backends (the
 * workers' connections, autovacuum on it), the server's background processes (WAL writer,
 * checkpointer…) and the postmaster. Other databases' backends are left out: on a machine where
 * other people's tests use the same server, counting every backend charged their work to the
 * workers. Returns a reader of each process's CPU so far; `postgresCpuBetween` takes two readings
 * apart (a backend that exits between them loses its share: the workers keep theirs open while
 * they run). Undefined when the server is not on this machine.
 */
export async function postgresCpu(url: string): Promise<(() => Promise<PostgresCpu>) | undefined> {
  const query = async <R>(text: string, whileConnected?: (rows: R[]) => void): Promise<R[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rows = (await client.query(text)).rows as R[];
      whileConnected?.(rows);
      return rows;
    } finally {
      await client.end();
    }
  };
  let postmaster: number | undefined;
  // Read while the backend still exists: its parent is the postmaster.
  await query<{ pid: number }>('SELECT pg_backend_pid() AS pid', ([own]) => {
    postmaster = stat(own?.pid ?? -1)?.ppid;
  });
  if (postmaster === undefined || !stat(postmaster)) return undefined;
  const server = postmaster;
  return async () => {
    const cpu: PostgresCpu = new Map([[server, stat(server)?.own ?? 0]]);
    const rows = await query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE (datname = current_database() OR datname IS NULL) AND pid <> pg_backend_pid()`,
    );
    for (const { pid } of rows) {
      const child = stat(pid);
      if (child?.ppid === server) cpu.set(pid, child.own);
    }
    return cpu;
  };
}

/** CPU ms PostgreSQL spent between two readings of `postgresCpu` (processes alive at the second). */
export function postgresCpuBetween(before: PostgresCpu, after: PostgresCpu): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** This process's CPU ms so far (user + system). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
