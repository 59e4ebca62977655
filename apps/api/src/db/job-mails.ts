import { and, eq } from "drizzle-orm";
import type { Db } from "./client";
import { jobMails } from "./schema/index";

/**
 * Sends one message of a job (`mail`: « customer », « shop »…) unless an earlier try of the same
 * job sent it, then records it: a job tried again after a failure sends only what is missing.
 * Answers whether it was sent now.
 */
export async function sendJobMailOnce(
  db: Db,
  { jobId, mail, recipient }: { jobId: number; mail: string; recipient: string },
  send: () => Promise<unknown>,
): Promise<boolean> {
  const [sent] = await db
    .select({ jobId: jobMails.jobId })
    .from(jobMails)
    .where(and(eq(jobMails.jobId, jobId), eq(jobMails.mail, mail)));
  if (sent) return false;
  await send();
  await db.insert(jobMails).values({ jobId, mail, recipient }).onConflictDoNothing();
  return true;
}
