import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "./client";
import { jobs } from "./schema/index";

/** A row of the jobs table, as a handler receives it (decision 021). */
export type Job = typeof jobs.$inferSelect;

/**
 * Does one job's work. It may run more than once (a process killed after the work and before the
 * job is marked done): handlers are written to be idempotent.
 */
export type JobHandler = (job: Job, db: Db) => Promise<void>;

/** What the worker logs (pino's signature, as Fastify's logger). */
export interface JobLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobWorkerOptions {
  /** Jobs taken per round trip; default 20. */
  batchSize?: number;
  /** How often start() looks for due jobs; 0 never (the tests call runDue). Default 2 s. */
  pollMs?: number;
  /** Tries before a failing job is given up; default 8. */
  maxAttempts?: number;
  /** First retry delay, doubled at each failure up to maxRetryMs; default 30 s. */
  retryMs?: number;
  maxRetryMs?: number;
  /**
   * How long a taken job is kept from the others: a process that dies while running it leaves it
   * to another instance once this time has passed. Default 10 min.
   */
  leaseMs?: number;
  log?: JobLog;
}

const silent: JobLog = { info() {}, warn() {}, error() {} };

/**
 * Runs the due jobs of the shared jobs table. Each instance has one; they take rows with
 * `FOR UPDATE SKIP LOCKED`, so no job is taken by two of them, and a restart finds what was left
 * in the table. A taken job is leased (its run_at pushed forward, one attempt counted) in the
 * statement that takes it, then run outside any transaction, then marked done; a failure is
 * retried later with a growing delay, and given up with an error log after maxAttempts tries
 * (done_at set, last_error kept).
 */
export class JobWorker {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly options: Required<Omit<JobWorkerOptions, "log">>;
  private log: JobLog;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    { log = silent, ...options }: JobWorkerOptions = {},
  ) {
    this.log = log;
    this.options = {
      batchSize: 20,
      pollMs: 2000,
      maxAttempts: 8,
      retryMs: 30_000,
      maxRetryMs: 3_600_000,
      leaseMs: 600_000,
      ...options,
    };
  }

  /** The handler of a kind of job; one per kind. */
  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`Job kind ${kind} already has a handler`);
    this.handlers.set(kind, handler);
  }

  /** Delay before the next try of a job that failed `attempts` times. */
  retryDelay(attempts: number): number {
    const { retryMs, maxRetryMs } = this.options;
    return Math.min(retryMs * 2 ** Math.max(0, attempts - 1), maxRetryMs);
  }

  /**
   * Runs every job due at `now` whose kind has a handler here, batch after batch, and answers how
   * many ran (successfully or not). Rounds never overlap within one worker.
   */
  runDue(now: Date = new Date()): Promise<number> {
    const round = this.running.then(() => this.drain(now));
    this.running = round.catch(() => {});
    return round;
  }

  /** Looks for due jobs now and every pollMs until stop(); errors are logged, never thrown. */
  start(log?: JobLog): void {
    if (log) this.log = log;
    if (this.timer || this.options.pollMs <= 0) return;
    const tick = () => {
      this.runDue().catch((error: unknown) => this.log.error({ err: error }, "jobs round failed"));
    };
    this.timer = setInterval(tick, this.options.pollMs);
    this.timer.unref();
    tick();
  }

  /** Stops polling and waits for the round in flight (the database closes after the server). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  private async drain(now: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await this.take(now);
      await Promise.all(batch.map((job) => this.runOne(job, now)));
      total += batch.length;
      if (batch.length < this.options.batchSize) return total;
    }
  }

  /** Takes up to batchSize due jobs in one statement: locked rows are another worker's, skipped. */
  private async take(now: Date): Promise<Job[]> {
    const kinds = [...this.handlers.keys()];
    if (kinds.length === 0) return [];
    // `now` counts milliseconds, the database microseconds: a job queued within now's millisecond
    // (run_at defaults to the database's clock) is due too.
    const until = new Date(now.getTime() + 1);
    const due = this.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(isNull(jobs.doneAt), lt(jobs.runAt, until), inArray(jobs.kind, kinds)))
      .orderBy(asc(jobs.runAt), asc(jobs.id))
      .limit(this.options.batchSize)
      .for("update", { skipLocked: true });
    return this.db
      .update(jobs)
      .set({ runAt: new Date(now.getTime() + this.options.leaseMs), attempts: sql`${jobs.attempts} + 1` })
      .where(inArray(jobs.id, due))
      .returning();
  }

  private async runOne(job: Job, now: Date): Promise<void> {
    const handler = this.handlers.get(job.kind)!;
    try {
      await handler(job, this.db);
    } catch (error) {
      await this.failed(job, error, now);
      return;
    }
    await this.db.update(jobs).set({ doneAt: new Date() }).where(eq(jobs.id, job.id));
  }

  private async failed(job: Job, error: unknown, now: Date): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const givenUp = job.attempts >= this.options.maxAttempts;
    await this.db
      .update(jobs)
      .set(
        givenUp
          ? { lastError: message, doneAt: new Date() }
          : { lastError: message, runAt: new Date(now.getTime() + this.retryDelay(job.attempts)) },
      )
      .where(eq(jobs.id, job.id));
    const context = { job: { id: job.id, kind: job.kind, attempts: job.attempts }, err: error };
    if (givenUp) this.log.error(context, `job given up after ${job.attempts} attempts`);
    else this.log.warn(context, "job failed, retried later");
  }
}
