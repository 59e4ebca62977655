import type { NewsletterList } from "@vitrine/shared/schemas/account";
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { newsletterLists, newsletterSubscriptions as subscriptions, users } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";
import type { MailMessage } from "../../lib/mailer";
import type { SiteService } from "../site/service";
import {
  memberAddressProofEmail,
  memberNewsletterConfirmationEmail,
  newsletterConfirmationEmail,
  type SiteSender,
} from "./emails";
import { hashToken, newToken, type SessionUser } from "./service";

const DISABLED = "La lettre d'information n'est pas proposée sur ce site.";
const LINK_INVALID =
  "Ce lien de confirmation n'est plus valable. Si vous avez déjà confirmé votre inscription, vous n'avez rien à faire ; sinon, inscrivez-vous à nouveau.";

/** A subscription waits this long for its confirmation link to be opened; then it is deleted. */
export const NEWSLETTER_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Sends an account e-mail in the background, signed with the site's name. */
export type AccountMail = (
  siteId: number,
  build: (site: SiteSender) => MailMessage,
  log: FastifyBaseLogger,
) => void;

/** What the e-mails of a call need: the origin of their links, and where to log a failure. */
export interface MailContext {
  origin: string;
  log: FastifyBaseLogger;
}

/** Where the link of a confirmation e-mail leads (a page of the site: apps/web/app/routes.ts). */
export const confirmationLink = (origin: string, token: string) =>
  `${origin}/newsletter/confirmation/${token}`;

/**
 * Newsletter lists of a site and who subscribed to them (members and visitors). Double opt-in: a
 * subscription is pending until a link sent to its address is opened; pending ones expire, and are
 * never mailed, shown nor exported. A visitor's subscription is a member's only once the member has
 * proved the address is theirs (users.emailConfirmedAt).
 */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
    private readonly mail: AccountMail,
  ) {}

  /** 404 unless the site's ENABLE_NEWSLETTER parameter is on. */
  async assertEnabled(siteId: number): Promise<void> {
    const snapshot = await this.sites.getSnapshot(siteId);
    const enabled = snapshot?.parameters.find((p) => p.type === "ENABLE_NEWSLETTER")?.value === "true";
    if (!enabled) throw notFound(DISABLED);
  }

  async lists(siteId: number): Promise<NewsletterList[]> {
    return this.db
      .select({
        id: newsletterLists.id,
        name: newsletterLists.name,
        description: newsletterLists.description,
      })
      .from(newsletterLists)
      .where(and(eq(newsletterLists.siteId, siteId), eq(newsletterLists.isActive, true)))
      .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
  }

  /** The site's active lists among `ids`; an unknown or another site's id is refused. */
  private async checkLists(siteId: number, ids: number[]): Promise<NewsletterList[]> {
    const known = new Map((await this.lists(siteId)).map((list) => [list.id, list]));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest("Liste inconnue.", { listIds: "Liste inconnue." });
    return [...new Set(ids)].map((id) => known.get(id)!);
  }

  private expiry = () => new Date(Date.now() - NEWSLETTER_CONFIRM_TTL_MS);

  /** Whether the member proved that their current address is theirs (a link sent to it was opened). */
  async addressConfirmed(user: SessionUser, db: Db = this.db): Promise<boolean> {
    const [row] = await db
      .select({ confirmedAt: users.emailConfirmedAt })
      .from(users)
      .where(and(eq(users.id, user.id), eq(users.email, user.email)));
    return Boolean(row?.confirmedAt);
  }

  /**
   * The rows a member controls: those made while signed in, and, once the member proved the address
   * is theirs, every row of the address. Before that, whoever registers an address cannot see nor
   * touch what a visitor subscribed with it.
   */
  private ofMember(user: SessionUser, addressConfirmed: boolean) {
    const own = and(eq(subscriptions.userId, user.id), eq(subscriptions.source, "MEMBER"));
    return and(
      eq(subscriptions.siteId, user.siteId),
      addressConfirmed ? or(own, eq(subscriptions.email, user.email)) : own,
    );
  }

  /** The member's confirmed subscriptions, by list order. */
  private async confirmedOf(user: SessionUser) {
    const confirmed = await this.addressConfirmed(user);
    return this.db
      .select({
        listId: newsletterLists.id,
        list: newsletterLists.name,
        isActive: newsletterLists.isActive,
        confirmedAt: subscriptions.confirmedAt,
      })
      .from(subscriptions)
      .innerJoin(newsletterLists, eq(newsletterLists.id, subscriptions.listId))
      .where(and(this.ofMember(user, confirmed), isNotNull(subscriptions.confirmedAt)))
      .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
  }

  async subscriptionOf(user: SessionUser): Promise<{ listIds: number[] }> {
    const rows = await this.confirmedOf(user);
    return { listIds: rows.filter((row) => row.isActive).map((row) => row.listId) };
  }

  /** The subscriptions of the member's personal data, dated by their confirmation (the consent). */
  async exportOf(user: SessionUser): Promise<Array<{ listId: number; list: string; subscribedAt: Date }>> {
    const rows = await this.confirmedOf(user);
    return rows.map(({ listId, list, confirmedAt }) => ({ listId, list, subscribedAt: confirmedAt! }));
  }

  /**
   * The member is subscribed to exactly these lists afterwards. A member whose address is not
   * confirmed gets pending subscriptions and one e-mail whose link confirms them and the address;
   * `confirmationSent` says an e-mail left (the same whoever else holds the address's lists).
   */
  async setSubscription(
    user: SessionUser,
    ids: number[],
    { origin, log }: MailContext,
  ): Promise<{ listIds: number[]; confirmationSent: boolean }> {
    const lists = await this.checkLists(user.siteId, ids);
    const listIds = lists.map((list) => list.id);
    const confirmed = await this.addressConfirmed(user);
    const now = new Date();
    const rows = listIds.map((listId) => ({
      siteId: user.siteId,
      listId,
      email: user.email,
      userId: user.id,
      source: "MEMBER" as const,
      confirmedAt: confirmed ? now : null,
    }));
    const token = newToken();
    const unseen = await this.db.transaction(async (tx) => {
      await tx
        .delete(subscriptions)
        .where(
          and(
            this.ofMember(user, confirmed),
            listIds.length ? notInArray(subscriptions.listId, listIds) : undefined,
          ),
        );
      if (!listIds.length) return { pending: [], held: [] };
      if (confirmed) {
        // The address is the member's: its rows, a visitor's included, become theirs.
        await tx
          .insert(subscriptions)
          .values(rows)
          .onConflictDoUpdate({
            target: [subscriptions.listId, subscriptions.email],
            set: {
              userId: user.id,
              source: "MEMBER",
              confirmedAt: sql`coalesce(${subscriptions.confirmedAt}, excluded.confirmed_at)`,
              confirmTokenHash: null,
            },
          });
        return { pending: [], held: [] };
      }
      // A row of the address that is not the member's (a visitor's) is left as it is: it becomes
      // theirs once they confirm the address, and nothing here tells them it exists.
      await tx.insert(subscriptions).values(rows).onConflictDoNothing();
      const found = await tx
        .select({
          id: subscriptions.id,
          listId: subscriptions.listId,
          userId: subscriptions.userId,
          source: subscriptions.source,
          confirmedAt: subscriptions.confirmedAt,
        })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.siteId, user.siteId),
            eq(subscriptions.email, user.email),
            inArray(subscriptions.listId, listIds),
          ),
        );
      const own = (row: (typeof found)[number]) => row.userId === user.id && row.source === "MEMBER";
      const pending = found.filter((row) => own(row) && !row.confirmedAt);
      if (pending.length) {
        // One link confirms every pending list of the member: it sits on one of their rows.
        await tx
          .update(subscriptions)
          .set({ confirmTokenHash: null, createdAt: now })
          .where(
            inArray(
              subscriptions.id,
              pending.map((row) => row.id),
            ),
          );
        await tx
          .update(subscriptions)
          .set({ confirmTokenHash: hashToken(token) })
          .where(eq(subscriptions.id, pending[0]!.id));
      }
      return {
        pending: pending.map((row) => row.listId),
        held: found.filter((row) => !own(row)).map((row) => row.listId),
      };
    });
    const names = (ids: number[]) => lists.filter((list) => ids.includes(list.id)).map((list) => list.name);
    if (unseen.pending.length) {
      const asked = names([...unseen.pending, ...unseen.held]);
      this.mail(
        user.siteId,
        (site) => memberNewsletterConfirmationEmail(site, user, asked, confirmationLink(origin, token)),
        log,
      );
    } else if (unseen.held.length) {
      this.mail(
        user.siteId,
        (site) => memberAddressProofEmail(site, user, names(unseen.held), `${origin}/password/reset/ask`),
        log,
      );
    }
    return {
      ...(await this.subscriptionOf(user)),
      confirmationSent: unseen.pending.length + unseen.held.length > 0,
    };
  }

  /**
   * A visitor asks for a list: a pending row and a confirmation e-mail. Asking again sends a new
   * link; an address already subscribed gets nothing. The caller answers the same in every case.
   */
  async subscribeVisitor(
    siteId: number,
    email: string,
    listId: number | undefined,
    { origin, log }: MailContext,
  ): Promise<void> {
    const lists = await this.lists(siteId);
    const list = listId === undefined ? lists[0] : lists.find((l) => l.id === listId);
    if (!list) throw badRequest("Liste inconnue.", { listId: "Liste inconnue." });
    // Requests nobody confirmed in time go: nothing was ever sent to their address.
    await this.db
      .delete(subscriptions)
      .where(
        and(
          eq(subscriptions.siteId, siteId),
          isNull(subscriptions.confirmedAt),
          lt(subscriptions.createdAt, this.expiry()),
        ),
      );
    const token = newToken();
    const pending = {
      userId: null,
      source: "VISITOR" as const,
      confirmTokenHash: hashToken(token),
      createdAt: new Date(),
    };
    // A pending row, a member's included, becomes this request: its link is the one just sent.
    const [row] = await this.db
      .insert(subscriptions)
      .values({ siteId, listId: list.id, email, ...pending })
      .onConflictDoUpdate({
        target: [subscriptions.listId, subscriptions.email],
        set: pending,
        setWhere: isNull(subscriptions.confirmedAt),
      })
      .returning({ id: subscriptions.id });
    if (!row) return;
    this.mail(
      siteId,
      (site) => newsletterConfirmationEmail(site, email, list.name, confirmationLink(origin, token)),
      log,
    );
  }

  /**
   * Opens a confirmation link. A link a member asked for also proves their address, which confirms
   * their other pending lists and gives them the address's subscriptions.
   */
  async confirm(siteId: number, token: string): Promise<void> {
    const now = new Date();
    const live = and(isNull(subscriptions.confirmedAt), gt(subscriptions.createdAt, this.expiry()));
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(subscriptions)
        .set({ confirmedAt: now, confirmTokenHash: null })
        .where(
          and(eq(subscriptions.confirmTokenHash, hashToken(token)), eq(subscriptions.siteId, siteId), live),
        )
        .returning({
          userId: subscriptions.userId,
          source: subscriptions.source,
          email: subscriptions.email,
        });
      if (!row) throw badRequest(LINK_INVALID, { token: LINK_INVALID });
      if (row.userId === null || row.source !== "MEMBER") return;
      const [member] = await tx
        .update(users)
        .set({ emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, now())` })
        .where(
          and(
            eq(users.id, row.userId),
            eq(users.siteId, siteId),
            eq(users.email, row.email),
            isNull(users.deletedAt),
          ),
        )
        .returning({ id: users.id });
      if (!member) return;
      await tx
        .update(subscriptions)
        .set({ confirmedAt: now, confirmTokenHash: null })
        .where(
          and(
            eq(subscriptions.siteId, siteId),
            eq(subscriptions.userId, member.id),
            eq(subscriptions.source, "MEMBER"),
            eq(subscriptions.email, row.email),
            live,
          ),
        );
    });
  }

  /**
   * Follows a member's change of e-mail (inside its transaction): the member's rows go to the new
   * address, pending until a link sent there is opened; a row the new address already has wins.
   * Rows of the old address the member never proved theirs stay with it. Returns the link's token
   * and the lists to name, or null when nothing moved.
   */
  async moveEmail(
    tx: Db,
    user: SessionUser,
    to: string,
    addressConfirmed: boolean,
  ): Promise<{ token: string; lists: string[] } | null> {
    const mine = this.ofMember(user, addressConfirmed);
    const taken = await tx
      .select({ listId: subscriptions.listId })
      .from(subscriptions)
      .where(and(eq(subscriptions.siteId, user.siteId), eq(subscriptions.email, to)));
    if (taken.length) {
      await tx.delete(subscriptions).where(
        and(
          mine,
          inArray(
            subscriptions.listId,
            taken.map((t) => t.listId),
          ),
        ),
      );
    }
    const moved = await tx
      .update(subscriptions)
      .set({
        email: to,
        userId: user.id,
        source: "MEMBER",
        confirmedAt: null,
        confirmTokenHash: null,
        createdAt: new Date(),
      })
      .where(mine)
      .returning({ id: subscriptions.id, listId: subscriptions.listId });
    if (!moved.length) return null;
    const token = newToken();
    await tx
      .update(subscriptions)
      .set({ confirmTokenHash: hashToken(token) })
      .where(eq(subscriptions.id, moved[0]!.id));
    const names = await tx
      .select({ name: newsletterLists.name })
      .from(newsletterLists)
      .where(
        inArray(
          newsletterLists.id,
          moved.map((m) => m.listId),
        ),
      )
      .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
    return { token, lists: names.map((n) => n.name) };
  }

  /** Deletes the member's subscriptions (closing of the personal space), inside its transaction. */
  async forget(tx: Db, user: SessionUser): Promise<void> {
    const confirmed = await this.addressConfirmed(user, tx);
    await tx.delete(subscriptions).where(this.ofMember(user, confirmed));
  }
}
