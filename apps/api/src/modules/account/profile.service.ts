import type { ProfileBodySchema, User } from "@vitrine/shared/schemas/account";
import { and, eq, isNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { passwordResetTokens, users } from "../../db/schema/index";
import { badRequest, conflict } from "../../lib/http";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import type { AccountMail, MailContext } from "./account-mail";
import { memberNewsletterConfirmationEmail, passwordChangedEmail } from "./emails";
import { EMAIL_TAKEN, INVALID_FIELDS, type MemberRules, sessionUserColumns } from "./members";
import { confirmationLink, type NewsletterService } from "./newsletter.service";
import type { SessionService, SessionUser } from "./sessions.service";

export type ProfileInput = z.output<typeof ProfileBodySchema>;

/** The member's own fields: name, phone, birth date, e-mail address and password. */
export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly rules: MemberRules,
    private readonly sessions: SessionService,
    private readonly newsletter: NewsletterService,
    private readonly mail: AccountMail,
  ) {}

  async get(user: SessionUser): Promise<User> {
    const { siteId: _, ...profile } = user;
    return profile;
  }

  async update(user: SessionUser, input: ProfileInput, { origin, log }: MailContext): Promise<User> {
    const errors = await this.rules.birthdateErrors(user.siteId, input.birthdate);
    const newEmail = input.email && input.email !== user.email ? input.email : null;
    if (newEmail) {
      const current = await this.rules.passwordHashOf(user.id);
      if (!input.currentPassword) {
        errors.currentPassword = "Indiquez votre mot de passe actuel pour changer d'adresse e-mail.";
      } else if (!(await verifyPassword(current, input.currentPassword))) {
        errors.currentPassword = "Le mot de passe actuel est incorrect.";
      }
    }
    if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
    if (newEmail && (await this.rules.emailTaken(user.siteId, newEmail, user.id))) {
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
      this.mail.send(
        user.siteId,
        (site) => memberNewsletterConfirmationEmail(site, row, moved.lists, link, true),
        log,
      );
    }
    const { siteId: _, ...profile } = row;
    return profile;
  }

  /** Changes the password after checking the current one; the member's other sessions end. */
  async changePassword(
    user: SessionUser,
    currentPassword: string,
    newPassword: string,
    currentToken: string | null,
    log: FastifyBaseLogger,
  ): Promise<void> {
    if (!(await verifyPassword(await this.rules.passwordHashOf(user.id), currentPassword))) {
      throw badRequest(INVALID_FIELDS, { currentPassword: "Le mot de passe actuel est incorrect." });
    }
    const errors = this.rules.passwordErrors(newPassword, user.email, "newPassword");
    if (newPassword === currentPassword) {
      errors.newPassword = "Choisissez un mot de passe différent de l'actuel.";
    }
    if (Object.keys(errors).length) throw badRequest(INVALID_FIELDS, errors);
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
      await this.sessions.endOtherSessions(tx, user.id, currentToken);
    });
    this.mail.sendInBackground(passwordChangedEmail(await this.mail.sender(user.siteId), user), log);
  }
}
