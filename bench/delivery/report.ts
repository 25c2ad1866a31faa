// The benchmark's two tables: wall-clock rates, and CPU per card by part.
import { availableParallelism } from 'node:os';
import { median } from './harness.ts';

/** CPU ms per card, by part. */
export interface CpuPerCard {
  senders: number;
  postgres: number | undefined;
  sink: number;
}

export interface RunResult {
  config: string;
  /** 1, 2, … within its config. */
  round: number;
  workerCpu: CpuPerCard;
  straightCpu: CpuPerCard;
  workerRate: number;
  straightRate: number;
  p50LatenessMs: number;
  p95LatenessMs: number;
  recordedAfterMs: number;
  duplicates: number;
  missing: number;
  /** SMTP connections the sink accepted: worker run / baseline. */
  connections: string;
  /**
   * Transactions committed in the bench database per card during the worker run (each statement
   * outside BEGIN/COMMIT is one): claims, batch reads and records, plus the harness's few polls.
   */
  xactsPerCard: number | undefined;
  load: string;
}

const cpuTotal = (cpu: CpuPerCard) => cpu.senders + (cpu.postgres ?? 0) + cpu.sink;

const ratio = (r: RunResult) => r.workerRate / r.straightRate;
const cpuRatio = (r: RunResult) => cpuTotal(r.straightCpu) / cpuTotal(r.workerCpu);

export function printReport(
  results: RunResult[],
  header: { cards: number; workers: number; worker: string; smtpQuery: string },
): void {
  const table = results.map((r) => ({
    'conc x batch': r.config,
    round: r.round,
    'worker cards/s': Math.round(r.workerRate),
    'nodemailer msg/s': Math.round(r.straightRate),
    ratio: Number(ratio(r).toFixed(2)),
    // The same ratio from CPU per card: steadier when other work shares the machine.
    'cpu ratio': Number(cpuRatio(r).toFixed(2)),
    'p50 late (s)': Number((r.p50LatenessMs / 1000).toFixed(1)),
    'p95 late (s)': Number((r.p95LatenessMs / 1000).toFixed(1)),
    'all recorded (s)': Number((r.recordedAfterMs / 1000).toFixed(1)),
    dup: r.duplicates,
    missing: r.missing,
    'smtp conns w/n': r.connections,
    'pg xact/card': r.xactsPerCard === undefined ? 'n/a' : Number(r.xactsPerCard.toFixed(3)),
    'load 1m': r.load,
  }));
  console.log(
    `\n${header.cards} cards, ${header.workers} worker processes (${header.worker}), PostgreSQL, SMTP_URL options: ${header.smtpQuery || '(none)'}`,
  );
  console.table(table);

  // One line per config: the medians of its rounds, the figures to quote.
  const configs = [...new Set(results.map((r) => r.config))];
  console.log('\nMedians over the rounds of each config');
  console.table(
    configs.map((config) => {
      const rounds = results.filter((r) => r.config === config);
      return {
        'conc x batch': config,
        rounds: rounds.length,
        'worker cards/s': Math.round(median(rounds.map((r) => r.workerRate))),
        'nodemailer msg/s': Math.round(median(rounds.map((r) => r.straightRate))),
        ratio: Number(median(rounds.map(ratio)).toFixed(2)),
        'ratio range': `${Math.min(...rounds.map(ratio)).toFixed(2)}–${Math.max(...rounds.map(ratio)).toFixed(2)}`,
        'cpu ratio': Number(median(rounds.map(cpuRatio)).toFixed(2)),
      };
    }),
  );

  // CPU per card is what the machine must supply whatever else runs on it; the sum over all parts
  // bounds the rate an otherwise idle machine with this many cores could reach.
  const cores = availableParallelism();
  const ms = (value: number | undefined) =>
    value === undefined ? 'n/a' : Number(value.toFixed(2));
  console.log(`\nCPU ms per card (all processes of each part; ${cores} cores)`);
  console.table(
    results.flatMap((r) =>
      (
        [
          ['worker', r.workerCpu],
          ['nodemailer', r.straightCpu],
        ] as const
      ).map(([mode, cpu]) => {
        const total = cpuTotal(cpu);
        return {
          'conc x batch': r.config,
          round: r.round,
          mode,
          'senders ms': ms(cpu.senders),
          'postgres ms': ms(cpu.postgres),
          'sink ms': ms(cpu.sink),
          'total ms': ms(total),
          'idle-machine bound /s': Math.round((cores * 1000) / total),
        };
      }),
    ),
  );
}
