import {
  addressCountryErrors,
  MAX_MEMBER_ADDRESSES,
  type MemberAddress,
  type MemberAddressList,
  type ParsedAddressBody,
} from "@vitrine/shared/schemas/addresses";
import type { Country } from "@vitrine/shared/schemas/geo";
import { and, asc, count, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { memberAddresses, users } from "../../db/schema/index";
import { badRequest, conflict, notFound } from "../../lib/http";
import type { GeoService } from "../geo/service";
import type { SessionUser } from "./sessions.service";

export const ADDRESS_MISSING = "Cette adresse n'existe pas.";
export const ADDRESS_LIMIT = `Vous avez déjà ${MAX_MEMBER_ADDRESSES} adresses enregistrées : supprimez-en une pour en ajouter une autre.`;

type Row = typeof memberAddresses.$inferSelect;

/**
 * A member's saved shipping and billing addresses. Only the owner reaches them: another member's
 * id answers 404, as an unknown one does. The first address of a type becomes its default; a new
 * default takes the place of the previous one; deleting the default passes it to the latest other.
 */
export class MemberAddressService {
  constructor(
    private readonly db: Db,
    private readonly geo: GeoService,
  ) {}

  async list(user: SessionUser): Promise<MemberAddressList> {
    const rows = await this.db
      .select()
      .from(memberAddresses)
      .where(this.ofMember(user))
      .orderBy(asc(memberAddresses.type), desc(memberAddresses.isDefault), asc(memberAddresses.id));
    const items = await Promise.all(rows.map((row) => this.reply(row)));
    return { items, total: items.length };
  }

  async get(user: SessionUser, id: number): Promise<MemberAddress> {
    return this.reply(await this.find(this.db, user, id));
  }

  async create(user: SessionUser, body: ParsedAddressBody): Promise<MemberAddress> {
    await this.checkCountry(body);
    const row = await this.db.transaction(async (tx) => {
      // The member's row is the lock: two additions at once cannot both pass the limit.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
      const [held] = await tx.select({ n: count() }).from(memberAddresses).where(this.ofMember(user));
      if ((held?.n ?? 0) >= MAX_MEMBER_ADDRESSES) throw conflict(ADDRESS_LIMIT);
      const [sameType] = await tx
        .select({ n: count() })
        .from(memberAddresses)
        .where(and(this.ofMember(user), eq(memberAddresses.type, body.type)));
      const isDefault = body.isDefault || (sameType?.n ?? 0) === 0;
      if (isDefault) await this.clearDefault(tx, user, body.type);
      const [inserted] = await tx
        .insert(memberAddresses)
        .values({ ...this.columns(body), isDefault, siteId: user.siteId, userId: user.id })
        .returning();
      return inserted!;
    });
    return this.reply(row);
  }

  async update(user: SessionUser, id: number, body: ParsedAddressBody): Promise<MemberAddress> {
    await this.checkCountry(body);
    const row = await this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
      const current = await this.find(tx, user, id);
      // A default stays one unless its type changes; a type left without default gets one back.
      const isDefault = body.isDefault || (current.isDefault && current.type === body.type);
      if (isDefault) await this.clearDefault(tx, user, body.type, id);
      const [updated] = await tx
        .update(memberAddresses)
        .set({ ...this.columns(body), isDefault, updatedAt: new Date() })
        .where(eq(memberAddresses.id, id))
        .returning();
      if (current.isDefault && !isDefault) await this.promoteLatest(tx, user, current.type);
      return updated!;
    });
    return this.reply(row);
  }

  async delete(user: SessionUser, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
      const current = await this.find(tx, user, id);
      await tx.delete(memberAddresses).where(eq(memberAddresses.id, id));
      if (current.isDefault) await this.promoteLatest(tx, user, current.type);
    });
  }

  /** Every address of the member (personal data export), and their erasure with the account. */
  async exportOf(user: SessionUser): Promise<MemberAddress[]> {
    return (await this.list(user)).items;
  }

  async forget(tx: Db, user: SessionUser): Promise<void> {
    await tx.delete(memberAddresses).where(this.ofMember(user));
  }

  private ofMember(user: SessionUser) {
    return and(eq(memberAddresses.siteId, user.siteId), eq(memberAddresses.userId, user.id));
  }

  private async find(db: Db, user: SessionUser, id: number): Promise<Row> {
    const [row] = await db
      .select()
      .from(memberAddresses)
      .where(and(this.ofMember(user), eq(memberAddresses.id, id)));
    if (!row) throw notFound(ADDRESS_MISSING);
    return row;
  }

  private async checkCountry(body: ParsedAddressBody): Promise<void> {
    const country = await this.geo.findCountry(body.country);
    const errors = addressCountryErrors(body, country?.alphaTwo);
    if (Object.keys(errors).length > 0) throw badRequest("Certains champs sont invalides.", errors);
  }

  private async clearDefault(tx: Db, user: SessionUser, type: Row["type"], except?: number) {
    await tx
      .update(memberAddresses)
      .set({ isDefault: false })
      .where(
        and(
          this.ofMember(user),
          eq(memberAddresses.type, type),
          eq(memberAddresses.isDefault, true),
          except === undefined ? undefined : ne(memberAddresses.id, except),
        ),
      );
  }

  private async promoteLatest(tx: Db, user: SessionUser, type: Row["type"]) {
    const [latest] = await tx
      .select({ id: memberAddresses.id })
      .from(memberAddresses)
      .where(and(this.ofMember(user), eq(memberAddresses.type, type)))
      .orderBy(desc(memberAddresses.id))
      .limit(1);
    if (latest) {
      await tx.update(memberAddresses).set({ isDefault: true }).where(eq(memberAddresses.id, latest.id));
    }
  }

  private columns(body: ParsedAddressBody) {
    const { country, isDefault: _, ...fields } = body;
    return { ...fields, postalCode: fields.postalCode.toUpperCase(), countryId: country };
  }

  private async reply(row: Row): Promise<MemberAddress> {
    const country = (await this.geo.findCountry(row.countryId)) as Country;
    return {
      id: row.id,
      type: row.type,
      firstname: row.firstname,
      lastname: row.lastname,
      company: row.company,
      firstPart: row.firstPart,
      secondPart: row.secondPart,
      postalCode: row.postalCode,
      city: row.city,
      country,
      phone: row.phone,
      isDefault: row.isDefault,
      companyId: row.companyId,
      vatNumber: row.vatNumber,
    };
  }
}
