import { createHash, randomBytes } from "node:crypto";
import { LOGIN_COOKIE_MAX_AGE_S } from "@vitrine/shared/constants";
import { and, eq, gt } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema/index";

export interface SessionUser {
  id: number;
  siteId: number;
  email: string;
  firstname: string;
  lastname: string;
  phone: string | null;
  birthdate: string | null;
  role: "CUSTOMER" | "ADMIN" | "SUPER_ADMIN";
}

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export class AccountService {
  constructor(private readonly db: Db) {}

  /** The member owning this token on this site, if the session is still valid. */
  async findSessionUser(siteId: number, token: string): Promise<SessionUser | null> {
    if (token.length > 200) return null;
    const [row] = await this.db
      .select({
        id: users.id,
        siteId: users.siteId,
        email: users.email,
        firstname: users.firstname,
        lastname: users.lastname,
        phone: users.phone,
        birthdate: users.birthdate,
        role: users.role,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          eq(sessions.siteId, siteId),
          gt(sessions.expiresAt, new Date()),
        ),
      );
    return row ?? null;
  }

  /** Opens a session and returns its opaque token; only the token's hash is stored. */
  async createSession(siteId: number, userId: number): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await this.db.insert(sessions).values({
      siteId,
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + LOGIN_COOKIE_MAX_AGE_S * 1000),
    });
    return token;
  }
}
