import { PAGE_SIZE } from "@vitrine/shared/constants";
import type { ParsedListQuery } from "@vitrine/shared/list-query";
import type { CompanyAddress, Country } from "@vitrine/shared/schemas/geo";
import { and, asc, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { whereFilters } from "../../db/list-query";
import { addressTypes, companyAddresses, countries } from "../../db/schema/index";
import { type CommunePosition, communePosition } from "./commune-positions";

export const COMPANY_ADDRESS_LIST = {
  defaultNbItem: PAGE_SIZE.generic,
  maxNbItem: 100,
  filters: ["city", "postalCode", "isClickAndCollect", "isHeadOffice", "name"],
  orderBy: ["name", "city", "postalCode"],
} as const;

const companyAddressColumns = {
  name: companyAddresses.name,
  city: companyAddresses.city,
  postalCode: companyAddresses.postalCode,
  isClickAndCollect: companyAddresses.isClickAndCollect,
  isHeadOffice: companyAddresses.isHeadOffice,
};

export class GeoService {
  private countryList: Country[] | undefined;

  constructor(private readonly db: Db) {}

  /**
   * Countries never change at run time: read once. Sorted by their French name here, not in SQL:
   * the database's collation (often C) would put "Égypte" after "Zimbabwe".
   */
  async listCountries(): Promise<Country[]> {
    if (!this.countryList) {
      const rows = await this.db.select().from(countries);
      const collator = new Intl.Collator("fr");
      this.countryList = rows.sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
    }
    return this.countryList;
  }

  async findCountry(id: number): Promise<Country | undefined> {
    return (await this.listCountries()).find((c) => c.id === id);
  }

  /** Where a French postal code's commune lies (`city` picks among the communes of a shared code). */
  communePosition(postalCode: string, city?: string | null): CommunePosition | null {
    return communePosition(postalCode, city);
  }

  async listAddressTypes(siteId: number) {
    return this.db
      .select({ id: addressTypes.id, code: addressTypes.code, label: addressTypes.label })
      .from(addressTypes)
      .where(eq(addressTypes.siteId, siteId))
      .orderBy(asc(addressTypes.id));
  }

  async listCompanyAddresses(
    siteId: number,
    query: ParsedListQuery,
  ): Promise<{ items: CompanyAddress[]; total: number }> {
    const where = and(
      eq(companyAddresses.siteId, siteId),
      ...whereFilters(query.filters, companyAddressColumns),
    );
    const order = query.orderBy
      ? (query.orderBy.direction === "desc" ? desc : asc)(
          companyAddressColumns[query.orderBy.field as keyof typeof companyAddressColumns],
        )
      : asc(companyAddresses.id);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select({ address: companyAddresses, country: countries })
        .from(companyAddresses)
        .innerJoin(countries, eq(countries.id, companyAddresses.countryId))
        .where(where)
        .orderBy(order)
        .limit(query.nbItem)
        .offset((query.page - 1) * query.nbItem),
      this.db.select({ total: count() }).from(companyAddresses).where(where),
    ]);
    const items = rows.map(({ address, country }) => {
      const { siteId: _, countryId: __, createdAt: ___, ...rest } = address;
      return { ...rest, country };
    });
    return { items, total: totalRow?.total ?? 0 };
  }
}
