import { LOGIN_COOKIE_MAX_AGE_S } from "@vitrine/shared/constants";
import type { AuthToken, RegisterBodySchema, User } from "@vitrine/shared/schemas/account";
import { and, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { sessions, users } from "../../db/schema/index";
import { badRequest, conflict } from "../../lib/http";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { hashToken, newToken } from "../../lib/tokens";
import type { AccountMail, MailContext } from "./account-mail";
import { welcomeEmail } from "./emails";
import { EMAIL_TAKEN, INVALID_FIELDS, type MemberRules, sessionUserColumns } from "./members";

/** The member behind a session, with the site the account belongs to. */
export interface SessionUser extends User {
  siteId: number;
}

export type RegisterInput = z.output<typeof RegisterBodySchema>;

/**
 * The member behind a token's hash, on a site, when the session is still valid. A member's session
 * holds on the site where it was opened only; the platform's SUPER_ADMIN manages every site, so
 * theirs holds on every site (the panel's site switcher calls another site with it).
 */
function prepareSessionUser(db: Db) {
  return db
    .select(sessionUserColumns)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("hash")),
        or(
          and(eq(sessions.siteId, sql.placeholder("siteId")), eq(users.siteId, sql.placeholder("siteId"))),
          eq(users.role, "SUPER_ADMIN"),
        ),
        gt(sessions.expiresAt, sql.placeholder("now")),
        isNull(users.deletedAt),
      ),
    )
    .prepare("session_user");
}

/** Registration, login and logout: the sessions of a site's members, kept as hashed tokens. */
export class SessionService {
  /** Hash compared against when the e-mail is unknown, so that both failures take as long. */
  private readonly dummyHash: Promise<string>;
  private readonly sessionUser: ReturnType<typeof prepareSessionUser>;

  constructor(
    private readonly db: Db,
    private readonly rules: MemberRules,
    private readonly mail: AccountMail,
  ) {
    this.dummyHash = hashPassword(newToken());
    this.sessionUser = prepareSessionUser(db);
  }

  /**
   * The member owning this token on this site, if the session is still valid. Asked on every
   * member's page: a prepared statement, built once.
   */
  async findSessionUser(siteId: number, token: string): Promise<SessionUser | null> {
    if (token.length > 200) return null;
    const [row] = await this.sessionUser.execute({ hash: hashToken(token), siteId, now: new Date() });
    return row ?? null;
  }

  /** Opens a session and returns its opaque token; only the token's hash is stored. */
  async createSession(siteId: number, userId: number): Promise<string> {
    const token = newToken();
    await this.db.insert(sessions).values({
      siteId,
      userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + LOGIN_COOKIE_MAX_AGE_S * 1000),
    });
    return token;
  }

  async endSession(siteId: number, token: string): Promise<void> {
    await this.db
      .delete(sessions)
      .where(and(eq(sessions.siteId, siteId), eq(sessions.tokenHash, hashToken(token))));
  }

  /** Ends every session of the member but the one of `keepToken` (the request's own), inside `db`'s transaction. */
  async endOtherSessions(db: Db, userId: number, keepToken: string | null) {
    await db
      .delete(sessions)
      .where(
        keepToken
          ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
          : eq(sessions.userId, userId),
      );
  }

  /** A new member's account and session; the welcome e-mail leaves in the background. */
  async register(siteId: number, input: RegisterInput, { origin, log }: MailContext): Promise<AuthToken> {
    const errors = {
      ...(await this.rules.birthdateErrors(siteId, input.birthdate)),
      ...this.rules.passwordErrors(input.password, input.email),
    };
    if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
    if (await this.rules.emailTaken(siteId, input.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    const [row] = await this.db
      .insert(users)
      .values({
        siteId,
        email: input.email,
        passwordHash: await hashPassword(input.password),
        firstname: input.firstname,
        lastname: input.lastname,
        phone: input.phone,
        birthdate: input.birthdate ?? null,
        role: "CUSTOMER",
        acceptedTermsAt: new Date(),
      })
      // Two registrations racing on the same e-mail: the second one loses here.
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    const token = await this.createSession(siteId, row.id);
    this.mail.send(
      siteId,
      (site) =>
        welcomeEmail(site, input, {
          account: `${origin}/mon-compte`,
          passwordReset: `${origin}/password/reset/ask`,
        }),
      log,
    );
    return { token, idSite: siteId };
  }

  /**
   * A new session for these credentials on this site, or null. An unknown e-mail is checked
   * against a dummy hash so that it answers in the same time as a wrong password.
   */
  async login(siteId: number, email: string, password: string): Promise<AuthToken | null> {
    // A member belongs to one site; the platform's SUPER_ADMIN may sign in on every site.
    const candidates = await this.db
      .select({ id: users.id, role: users.role, passwordHash: users.passwordHash })
      .from(users)
      .where(
        and(
          eq(users.email, email),
          isNull(users.deletedAt),
          or(eq(users.siteId, siteId), eq(users.role, "SUPER_ADMIN")),
        ),
      );
    // The platform account is tried first, so that a site account with its address (older data:
    // registration now refuses it) never shadows it; that account still opens with its own password.
    candidates.sort((a, b) => Number(b.role === "SUPER_ADMIN") - Number(a.role === "SUPER_ADMIN"));
    let user: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) {
      if (await verifyPassword(candidate.passwordHash, password)) {
        user = candidate;
        break;
      }
    }
    if (candidates.length === 0) await verifyPassword(await this.dummyHash, password);
    if (!user) return null;
    const now = new Date();
    await Promise.all([
      this.db.update(users).set({ lastActivityAt: now }).where(eq(users.id, user.id)),
      this.db.delete(sessions).where(and(eq(sessions.userId, user.id), lt(sessions.expiresAt, now))),
    ]);
    return { token: await this.createSession(siteId, user.id), idSite: siteId };
  }
}
