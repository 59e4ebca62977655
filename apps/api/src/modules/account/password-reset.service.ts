import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { passwordResetTokens, users } from "../../db/schema/index";
import { badRequest } from "../../lib/http";
import { hashPassword } from "../../lib/passwords";
import { hashToken, newToken } from "../../lib/tokens";
import type { AccountMail } from "./account-mail";
import { passwordResetEmail } from "./emails";
import { INVALID_FIELDS, type MemberRules } from "./members";
import type { SessionService } from "./sessions.service";

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** A forgotten password: a single-use link e-mailed to the member, valid one hour. */
export class PasswordResetService {
  constructor(
    private readonly db: Db,
    private readonly rules: MemberRules,
    private readonly sessions: SessionService,
    private readonly mail: AccountMail,
  ) {}

  /**
   * Sends a reset link when the e-mail belongs to a member of the site; says nothing either way.
   * The e-mail leaves in the background so that both cases answer alike.
   */
  async ask(siteId: number, email: string, origin: string, log: FastifyBaseLogger) {
    const [user] = await this.db
      .select({ id: users.id, email: users.email, firstname: users.firstname })
      .from(users)
      .where(and(eq(users.siteId, siteId), eq(users.email, email), isNull(users.deletedAt)));
    if (!user) return;
    const token = newToken();
    await this.db.transaction(async (tx) => {
      // Only the latest link works.
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      await tx.insert(passwordResetTokens).values({
        siteId,
        userId: user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
    });
    const link = `${origin}/password/reset/${token}`;
    this.mail.sendInBackground(passwordResetEmail(await this.mail.sender(siteId), user, link), log);
  }

  /** The member a reset link of the site is for, while it is unused, unexpired and its member kept. */
  private async linkOwner(siteId: number, tokenHash: string) {
    const [found] = await this.db
      .select({ userId: users.id, email: users.email })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          eq(passwordResetTokens.siteId, siteId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, new Date()),
          isNull(users.deletedAt),
        ),
      );
    return found ?? null;
  }

  /** Whether a reset link may still be used; reads only (the link is not spent). */
  async isUsable(siteId: number, token: string): Promise<boolean> {
    return (await this.linkOwner(siteId, hashToken(token))) !== null;
  }

  /** Sets a new password from a reset link; the link is spent and the member's other sessions end. */
  async reset(siteId: number, token: string, password: string, currentToken: string | null) {
    const tokenHash = hashToken(token);
    const found = await this.linkOwner(siteId, tokenHash);
    const invalid = "Ce lien de réinitialisation n'est plus valable. Faites une nouvelle demande.";
    if (!found) throw badRequest(invalid, { token: invalid });
    const errors = this.rules.passwordErrors(password, found.email);
    if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
    const passwordHash = await hashPassword(password);
    await this.db.transaction(async (tx) => {
      // Spent atomically: of two concurrent uses, only one updates the row.
      const spent = await tx
        .update(passwordResetTokens)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt)))
        .returning({ id: passwordResetTokens.id });
      if (spent.length === 0) throw badRequest(invalid, { token: invalid });
      // The link was e-mailed to the member's address: using it proves the address is theirs.
      await tx
        .update(users)
        .set({
          passwordHash,
          emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())`,
          updatedAt: new Date(),
        })
        .where(eq(users.id, found.userId));
      await tx
        .delete(passwordResetTokens)
        .where(and(eq(passwordResetTokens.userId, found.userId), isNull(passwordResetTokens.usedAt)));
      await this.sessions.endOtherSessions(tx, found.userId, currentToken);
    });
  }
}
