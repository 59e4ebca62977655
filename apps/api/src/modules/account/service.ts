import { createHash, randomBytes } from "node:crypto";
import { ADULT_AGE, ageOn, passwordProblem, todayInParis } from "@vitrine/shared/account-rules";
import { LOGIN_COOKIE_MAX_AGE_S } from "@vitrine/shared/constants";
import type { FieldErrors } from "@vitrine/shared/envelope";
import type { ParameterKey } from "@vitrine/shared/parameters";
import type {
  AuthToken,
  PersonalData,
  ProfileBodySchema,
  RegisterBodySchema,
  User,
} from "@vitrine/shared/schemas/account";
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { passwordResetTokens, sessions, users } from "../../db/schema/index";
import { badRequest, conflict, forbidden } from "../../lib/http";
import type { Mailer, MailMessage } from "../../lib/mailer";
import type { SiteService } from "../site/service";
import {
  memberNewsletterConfirmationEmail,
  passwordChangedEmail,
  passwordResetEmail,
  type SiteSender,
} from "./emails";
import { confirmationLink, type MailContext, NewsletterService } from "./newsletter";
import { hashPassword, verifyPassword } from "./passwords";

export interface SessionUser extends User {
  siteId: number;
}

export const hashToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const INVALID_FIELDS = "Certains champs sont invalides.";
const EMAIL_TAKEN = "Un compte existe déjà avec cette adresse e-mail.";

export type RegisterInput = z.output<typeof RegisterBodySchema>;
export type ProfileInput = z.output<typeof ProfileBodySchema>;

const sessionUserColumns = {
  id: users.id,
  siteId: users.siteId,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  phone: users.phone,
  birthdate: users.birthdate,
  role: users.role,
};

export class AccountService {
  readonly newsletter: NewsletterService;
  /** Hash compared against when the e-mail is unknown, so that both failures take as long. */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
    private readonly mailer: Mailer,
  ) {
    this.newsletter = new NewsletterService(db, sites, (siteId, build, log) => this.mail(siteId, build, log));
    this.dummyHash = hashPassword(newToken());
  }

  /* ---------- Sessions ---------- */

  /** The member owning this token on this site, if the session is still valid. */
  async findSessionUser(siteId: number, token: string): Promise<SessionUser | null> {
    if (token.length > 200) return null;
    const [row] = await this.db
      .select(sessionUserColumns)
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, hashToken(token)),
          eq(sessions.siteId, siteId),
          or(eq(users.siteId, siteId), eq(users.role, "SUPER_ADMIN")),
          gt(sessions.expiresAt, new Date()),
          isNull(users.deletedAt),
        ),
      );
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

  /** Ends every session of the member but the one of `keepToken` (the request's own). */
  private async endOtherSessions(db: Db, userId: number, keepToken: string | null) {
    await db
      .delete(sessions)
      .where(
        keepToken
          ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken)))
          : eq(sessions.userId, userId),
      );
  }

  /* ---------- Registration and login ---------- */

  private async flag(siteId: number, key: ParameterKey): Promise<boolean> {
    const snapshot = await this.sites.getSnapshot(siteId);
    return snapshot?.parameters.find((p) => p.type === key)?.value === "true";
  }

  /** The site's birthdate rules: required when asked (or when minors are refused), adults only. */
  async birthdateErrors(siteId: number, birthdate: string | null | undefined): Promise<FieldErrors> {
    const [ask, blockMinors] = await Promise.all([
      this.flag(siteId, "ASK_BIRTHDATE_AT_REGISTER"),
      this.flag(siteId, "BLOCK_MINORS_FROM_REGISTERING"),
    ]);
    if (!birthdate) {
      return ask || blockMinors ? { birthdate: "Indiquez votre date de naissance." } : {};
    }
    if (blockMinors && ageOn(birthdate, todayInParis()) < ADULT_AGE) {
      return { birthdate: "L'inscription est réservée aux personnes majeures." };
    }
    return {};
  }

  private passwordErrors(password: string, email: string, field = "password"): FieldErrors {
    const problem = passwordProblem(password, email);
    return problem ? { [field]: problem } : {};
  }

  async register(siteId: number, input: RegisterInput): Promise<AuthToken> {
    const errors = {
      ...(await this.birthdateErrors(siteId, input.birthdate)),
      ...this.passwordErrors(input.password, input.email),
    };
    if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
    if (await this.emailTaken(siteId, input.email)) throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
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
    return { token: await this.createSession(siteId, row.id), idSite: siteId };
  }

  /**
   * Whether the address belongs to another account of the site, or to a platform account
   * (SUPER_ADMIN), whose address is reserved on every site: a member holding it could shadow it.
   */
  private async emailTaken(siteId: number, email: string, exceptUserId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.email, email),
          or(eq(users.siteId, siteId), eq(users.role, "SUPER_ADMIN")),
          exceptUserId ? ne(users.id, exceptUserId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
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

  /* ---------- Password reset ---------- */

  /**
   * Sends a reset link when the e-mail belongs to a member of the site; says nothing either way.
   * The e-mail leaves in the background so that both cases answer alike.
   */
  async askPasswordReset(siteId: number, email: string, origin: string, log: FastifyBaseLogger) {
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
    this.sendInBackground(passwordResetEmail(await this.sender(siteId), user, link), log);
  }

  /** Sets a new password from a reset link; the link is spent and the member's other sessions end. */
  async resetPassword(siteId: number, token: string, password: string, currentToken: string | null) {
    const tokenHash = hashToken(token);
    const now = new Date();
    const [found] = await this.db
      .select({ userId: users.id, email: users.email, firstname: users.firstname })
      .from(passwordResetTokens)
      .innerJoin(users, eq(users.id, passwordResetTokens.userId))
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          eq(passwordResetTokens.siteId, siteId),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
          isNull(users.deletedAt),
        ),
      );
    const invalid = "Ce lien de réinitialisation n'est plus valable. Faites une nouvelle demande.";
    if (!found) throw badRequest(invalid, { token: invalid });
    const errors = this.passwordErrors(password, found.email);
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
      await this.endOtherSessions(tx, found.userId, currentToken);
    });
  }

  /* ---------- Profile ---------- */

  async getProfile(user: SessionUser): Promise<User> {
    const { siteId: _, ...profile } = user;
    return profile;
  }

  async updateProfile(user: SessionUser, input: ProfileInput, { origin, log }: MailContext): Promise<User> {
    const errors = await this.birthdateErrors(user.siteId, input.birthdate);
    const newEmail = input.email && input.email !== user.email ? input.email : null;
    if (newEmail) {
      const current = await this.passwordHashOf(user.id);
      if (!input.currentPassword) {
        errors.currentPassword = "Indiquez votre mot de passe actuel pour changer d'adresse e-mail.";
      } else if (!(await verifyPassword(current, input.currentPassword))) {
        errors.currentPassword = "Le mot de passe actuel est incorrect.";
      }
    }
    if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
    if (newEmail && (await this.emailTaken(user.siteId, newEmail, user.id))) {
      throw conflict(EMAIL_TAKEN, { email: EMAIL_TAKEN });
    }
    const addressConfirmed = newEmail ? await this.newsletter.addressConfirmed(user) : false;
    const { row, moved } = await this.db.transaction(async (tx) => {
      const moved = newEmail ? await this.newsletter.moveEmail(tx, user, newEmail, addressConfirmed) : null;
      if (newEmail) {
        // A link e-mailed to the old address must not prove the new one.
        await tx
          .delete(passwordResetTokens)
          .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
      }
      const [row] = await tx
        .update(users)
        .set({
          firstname: input.firstname,
          lastname: input.lastname,
          phone: input.phone,
          birthdate: input.birthdate ?? null,
          // A new address is not proved yet.
          ...(newEmail ? { email: newEmail, emailConfirmedAt: null } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(users.id, user.id), eq(users.siteId, user.siteId)))
        .returning(sessionUserColumns);
      return { row: row!, moved };
    });
    if (moved) {
      const link = confirmationLink(origin, moved.token);
      this.mail(
        user.siteId,
        (site) => memberNewsletterConfirmationEmail(site, row, moved.lists, link, true),
        log,
      );
    }
    const { siteId: _, ...profile } = row;
    return profile;
  }

  private async passwordHashOf(userId: number): Promise<string> {
    const [row] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    return row?.passwordHash ?? "";
  }

  /** Changes the password after checking the current one; the member's other sessions end. */
  async changePassword(
    user: SessionUser,
    currentPassword: string,
    newPassword: string,
    currentToken: string | null,
    log: FastifyBaseLogger,
  ): Promise<void> {
    if (!(await verifyPassword(await this.passwordHashOf(user.id), currentPassword))) {
      throw badRequest(INVALID_FIELDS, { currentPassword: "Le mot de passe actuel est incorrect." });
    }
    const errors = this.passwordErrors(newPassword, user.email, "newPassword");
    if (newPassword === currentPassword) {
      errors.newPassword = "Choisissez un mot de passe différent de l'actuel.";
    }
    if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      await this.endOtherSessions(tx, user.id, currentToken);
    });
    this.sendInBackground(passwordChangedEmail(await this.sender(user.siteId), user), log);
  }

  /* ---------- Closing the personal space ---------- */

  /**
   * Closes the personal space: the user row stays, so that orders (kept for accounting, ten years)
   * keep pointing at it, but every personal field is overwritten and the login becomes impossible.
   * Sessions, reset links and newsletter subscriptions are deleted.
   */
  async deleteAccount(user: SessionUser): Promise<void> {
    if (user.role !== "CUSTOMER") {
      throw forbidden(
        "Un compte administrateur ne peut pas être supprimé depuis l'espace personnel : contactez l'opérateur de la plateforme.",
      );
    }
    await this.db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      await this.newsletter.forget(tx, user);
      await tx
        .update(users)
        .set({
          email: `compte-supprime-${user.id}@anonyme.invalid`,
          // Not an argon2 hash: no password can ever match it.
          passwordHash: "!",
          firstname: "Compte",
          lastname: "supprimé",
          phone: null,
          birthdate: null,
          acceptedTermsAt: null,
          deletedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, user.id));
    });
  }

  /* ---------- Right of access ---------- */

  async exportPersonalData(user: SessionUser): Promise<PersonalData> {
    const [[row], sessionRows, resetRows, subscriptionRows, snapshot] = await Promise.all([
      this.db
        .select({
          ...sessionUserColumns,
          acceptedTermsAt: users.acceptedTermsAt,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
          lastActivityAt: users.lastActivityAt,
        })
        .from(users)
        .where(eq(users.id, user.id)),
      this.db
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, user.id))
        .orderBy(asc(sessions.createdAt)),
      this.db
        .select({
          createdAt: passwordResetTokens.createdAt,
          expiresAt: passwordResetTokens.expiresAt,
          usedAt: passwordResetTokens.usedAt,
        })
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.userId, user.id))
        .orderBy(asc(passwordResetTokens.createdAt)),
      this.newsletter.exportOf(user),
      this.sites.getSnapshot(user.siteId),
    ]);
    const { siteId: _, ...profile } = row!;
    const iso = (date: Date) => date.toISOString();
    return {
      exportedAt: new Date().toISOString(),
      site: { id: user.siteId, name: snapshot?.info.name ?? "", url: snapshot?.info.url ?? "" },
      profile: {
        ...profile,
        acceptedTermsAt: profile.acceptedTermsAt ? iso(profile.acceptedTermsAt) : null,
        createdAt: iso(profile.createdAt),
        updatedAt: iso(profile.updatedAt),
        lastActivityAt: iso(profile.lastActivityAt),
      },
      sessions: sessionRows.map((s) => ({ createdAt: iso(s.createdAt), expiresAt: iso(s.expiresAt) })),
      passwordResetRequests: resetRows.map((r) => ({
        createdAt: iso(r.createdAt),
        expiresAt: iso(r.expiresAt),
        usedAt: r.usedAt ? iso(r.usedAt) : null,
      })),
      newsletterSubscriptions: subscriptionRows.map((row) => ({
        ...row,
        subscribedAt: iso(row.subscribedAt),
      })),
      processing: {
        purposes: [
          "Gestion de votre compte et de votre espace personnel",
          "Envoi de la lettre d'information, si vous y êtes abonné",
          "Statistiques et gestion du site",
        ],
        retention:
          "Vos données sont conservées pendant 3 ans après votre dernière activité, puis supprimées ou anonymisées.",
      },
    };
  }

  /* ---------- E-mails ---------- */

  private async sender(siteId: number): Promise<SiteSender> {
    const snapshot = await this.sites.getSnapshot(siteId);
    const value = (key: ParameterKey) => snapshot?.parameters.find((p) => p.type === key)?.value ?? null;
    return {
      siteName: value("COMPANY_NAME") ?? snapshot?.info.name ?? "Vitrine",
      companyEmail: value("COMPANY_EMAIL"),
    };
  }

  /** Builds an e-mail signed with the site's name and sends it in the background. */
  private mail(siteId: number, build: (site: SiteSender) => MailMessage, log: FastifyBaseLogger): void {
    this.sender(siteId).then(
      (site) => this.sendInBackground(build(site), log),
      (error: unknown) => log.error({ err: error }, "e-mail not sent"),
    );
  }

  private sendInBackground(message: MailMessage, log: FastifyBaseLogger) {
    this.mailer.send(message).catch((error: unknown) => {
      log.error({ err: error }, "e-mail not sent");
    });
  }
}
