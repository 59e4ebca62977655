import type { PersonalData } from "@vitrine/shared/schemas/account";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { passwordResetTokens, sessions, users } from "../../db/schema/index";
import { forbidden } from "../../lib/http";
import type { SiteService } from "../site/service";
import type { MemberAddressService } from "./addresses.service";
import { sessionUserColumns } from "./members";
import type { NewsletterService } from "./newsletter.service";
import { exportedOrders } from "./order-export";
import type { SessionUser } from "./sessions.service";

/** The member's rights over their personal data: access (a JSON export) and erasure (closing the space). */
export class PersonalDataService {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
    private readonly newsletter: NewsletterService,
    private readonly addresses: MemberAddressService,
  ) {}

  /**
   * Closes the personal space: the user row stays, so that orders (kept for accounting, ten years)
   * keep pointing at it, but every personal field is overwritten and the login becomes impossible.
   * Sessions, reset links, newsletter subscriptions and saved addresses are deleted. `within` runs
   * in the same transaction (the panel's erasure records its audit entry there).
   */
  async deleteAccount(user: SessionUser, within?: (tx: Db) => Promise<void>): Promise<void> {
    if (user.role !== "CUSTOMER") {
      throw forbidden(
        "Un compte administrateur ne peut pas être supprimé depuis l'espace personnel : contactez l'opérateur de la plateforme.",
      );
    }
    await this.db.transaction(async (tx) => {
      await tx.delete(sessions).where(eq(sessions.userId, user.id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
      await this.newsletter.forget(tx, user);
      await this.addresses.forget(tx, user);
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
      await within?.(tx);
    });
  }

  async export(user: SessionUser): Promise<PersonalData> {
    const [[row], sessionRows, resetRows, subscriptionRows, snapshot, addresses, placed] = await Promise.all([
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
      this.addresses.exportOf(user),
      exportedOrders(this.db, user.siteId, user.id),
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
      addresses,
      orders: placed,
      processing: {
        purposes: [
          "Gestion de votre compte et de votre espace personnel",
          "Traitement de vos commandes, leur facturation et leur livraison",
          "Envoi de la lettre d'information, si vous y êtes abonné",
          "Statistiques et gestion du site",
        ],
        retention:
          "Vos données sont conservées pendant 3 ans après votre dernière activité, puis supprimées ou anonymisées ; vos commandes et leurs factures restent conservées 10 ans, comme la loi l'impose aux pièces comptables.",
      },
    };
  }
}
