import type { Db } from "./client";
import { jobs } from "./schema/index";

/** Work to do later, kept in the database so that a restart forgets nothing (decision 021). */
export interface JobRequest {
  /** What to do: « mail.orderPaid », « order.releaseStock »… A worker has one handler per kind. */
  kind: string;
  siteId: number | null;
  payload?: Record<string, unknown>;
  /** Not before this time; now when left out. */
  runAt?: Date;
  /** A job with a key is queued once: a second enqueue with the same key does nothing. */
  key?: string;
}

/**
 * Queues a job, inside the caller's transaction when `db` is one: the job exists exactly when
 * what asked for it was committed.
 */
export async function enqueue(db: Db, job: JobRequest): Promise<void> {
  await db
    .insert(jobs)
    .values({
      kind: job.kind,
      siteId: job.siteId,
      payload: job.payload ?? {},
      runAt: job.runAt ?? new Date(),
      key: job.key ?? null,
    })
    .onConflictDoNothing();
}
