import type { FastifyRequest } from "fastify";
import type { AuditActor } from "../../db/audit";

/** Who makes the change: the administrator whose session the admin hook has checked. */
export async function actorOf(request: FastifyRequest): Promise<AuditActor> {
  const user = (await request.currentUser())!;
  return { userId: user.id, email: user.email };
}
