// CPU time of processes, from Linux's /proc: on a machine shared with other work, the CPU each
// part spends per card is steadier than wall-clock rates.
import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * The local PostgreSQL server's CPU so far: the postmaster, its live children (backends) and the
 * ones that exited. Undefined when the server is not on this machine.
 */
export async function postgresCpu(url: string): Promise<(() => number) | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  // Read while the backend still exists: its parent is the postmaster.
  const postmaster = stat(rows[0]?.pid ?? -1)?.ppid;
  await client.end();
  if (postmaster === undefined || !stat(postmaster)) return undefined;
  return () => {
    const main = stat(postmaster);
    let total = (main?.own ?? 0) + (main?.reaped ?? 0);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = stat(Number(entry));
      if (child?.ppid === postmaster) total += child.own;
    }
    return total;
  };
}

/** This process's CPU ms so far (user + system). */
export function ownCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}
