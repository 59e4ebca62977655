import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterLists, users } from "../../db/schema/index";
import { hashPassword } from "../../lib/passwords";

/** Members and administrators, written for a test. */

let made = 0;

export interface MemberValues {
  role?: "CUSTOMER" | "ADMIN" | "SUPER_ADMIN";
  email?: string;
  /** Hashed as at sign-up, so that the member can log in; without one the account cannot. */
  password?: string;
  firstname?: string;
  lastname?: string;
  phone?: string | null;
  acceptedTermsAt?: Date | null;
  emailConfirmedAt?: Date | null;
}

export interface TestMember {
  id: number;
  siteId: number;
  email: string;
  password: string | null;
  role: "CUSTOMER" | "ADMIN" | "SUPER_ADMIN";
}

/** A member of `siteId` (a customer unless told), with terms accepted. */
export async function createMember(db: Db, siteId: number, values: MemberValues = {}): Promise<TestMember> {
  made += 1;
  const { password, role = "CUSTOMER", email = `membre-${made}-${Date.now()}@example.fr`, ...rest } = values;
  const [user] = await db
    .insert(users)
    .values({
      siteId,
      email,
      role,
      passwordHash: password ? await hashPassword(password) : "x",
      firstname: "Anne",
      lastname: "Membre",
      acceptedTermsAt: new Date(),
      ...rest,
    })
    .returning({ id: users.id });
  return { id: user!.id, siteId, email, password: password ?? null, role };
}

/** The id of a site's user by e-mail (the seeded administrators). */
export async function userIdByEmail(db: Db, siteId: number, email: string): Promise<number> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.email, email)));
  if (!row) throw new Error(`No user ${email} on site ${siteId}`);
  return row.id;
}

/** A newsletter list of a site (active, after the others unless told). */
export async function createNewsletterList(
  db: Db,
  siteId: number,
  values: Partial<Omit<typeof newsletterLists.$inferInsert, "siteId">> = {},
) {
  made += 1;
  const [row] = await db
    .insert(newsletterLists)
    .values({
      siteId,
      name: `Lettre ${made}`,
      description: `Les nouvelles de la lettre ${made}.`,
      order: made,
      ...values,
    })
    .returning();
  return row!;
}
