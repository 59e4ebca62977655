import type { NewsletterList } from "@vitrine/shared/schemas/account";
import { and, asc, eq, inArray, notInArray, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { newsletterLists, newsletterSubscriptions } from "../../db/schema/index";
import { badRequest, notFound } from "../../lib/http";
import type { SiteService } from "../site/service";
import type { SessionUser } from "./service";

const DISABLED = "La lettre d'information n'est pas proposée sur ce site.";

/** Newsletter lists of a site and who subscribed to them (members and visitors). */
export class NewsletterService {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
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

  /** Ids of the site's active lists among `ids`; an unknown or another site's id is refused. */
  private async checkLists(siteId: number, ids: number[]): Promise<number[]> {
    const known = new Set((await this.lists(siteId)).map((list) => list.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest("Liste inconnue.", { listIds: "Liste inconnue." });
    return [...new Set(ids)];
  }

  private ofMember(user: SessionUser) {
    return and(
      eq(newsletterSubscriptions.siteId, user.siteId),
      or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, user.email)),
    );
  }

  async subscriptionOf(user: SessionUser): Promise<{ listIds: number[] }> {
    const rows = await this.db
      .select({ listId: newsletterSubscriptions.listId })
      .from(newsletterSubscriptions)
      .innerJoin(newsletterLists, eq(newsletterLists.id, newsletterSubscriptions.listId))
      .where(and(this.ofMember(user), eq(newsletterLists.isActive, true)))
      .orderBy(asc(newsletterLists.order), asc(newsletterLists.id));
    return { listIds: rows.map((row) => row.listId) };
  }

  /** The member is subscribed to exactly these lists afterwards. */
  async setSubscription(user: SessionUser, ids: number[]): Promise<{ listIds: number[] }> {
    const listIds = await this.checkLists(user.siteId, ids);
    await this.db.transaction(async (tx) => {
      await tx
        .delete(newsletterSubscriptions)
        .where(
          and(
            this.ofMember(user),
            listIds.length ? notInArray(newsletterSubscriptions.listId, listIds) : undefined,
          ),
        );
      if (listIds.length) {
        await tx
          .insert(newsletterSubscriptions)
          .values(
            listIds.map((listId) => ({
              siteId: user.siteId,
              listId,
              email: user.email,
              userId: user.id,
              source: "MEMBER" as const,
            })),
          )
          .onConflictDoUpdate({
            target: [newsletterSubscriptions.listId, newsletterSubscriptions.email],
            set: { userId: user.id },
          });
      }
    });
    return this.subscriptionOf(user);
  }

  /** A visitor's subscription; subscribing twice changes nothing and answers the same. */
  async subscribeVisitor(siteId: number, email: string, listId: number | undefined): Promise<void> {
    const lists = await this.lists(siteId);
    const list = listId === undefined ? lists[0] : lists.find((l) => l.id === listId);
    if (!list) throw badRequest("Liste inconnue.", { listId: "Liste inconnue." });
    await this.db
      .insert(newsletterSubscriptions)
      .values({ siteId, listId: list.id, email, source: "VISITOR" })
      .onConflictDoNothing();
  }

  /** Follows a member's change of e-mail. */
  async moveEmail(db: Db, siteId: number, from: string, to: string): Promise<void> {
    // A visitor subscription already held by the new address wins; the old one goes.
    const taken = await db
      .select({ listId: newsletterSubscriptions.listId })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.email, to)));
    const where = and(eq(newsletterSubscriptions.siteId, siteId), eq(newsletterSubscriptions.email, from));
    if (taken.length) {
      await db.delete(newsletterSubscriptions).where(
        and(
          where,
          inArray(
            newsletterSubscriptions.listId,
            taken.map((t) => t.listId),
          ),
        ),
      );
    }
    await db.update(newsletterSubscriptions).set({ email: to }).where(where);
  }

  /** Deletes every subscription of a member (closing of the personal space). */
  async forget(db: Db, siteId: number, userId: number, email: string): Promise<void> {
    await db
      .delete(newsletterSubscriptions)
      .where(
        and(
          eq(newsletterSubscriptions.siteId, siteId),
          or(eq(newsletterSubscriptions.userId, userId), eq(newsletterSubscriptions.email, email)),
        ),
      );
  }
}
