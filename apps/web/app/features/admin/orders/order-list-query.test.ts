import { describe, expect, it } from "vitest";
import { apiQuery, DEFAULT_SORT, listHref, readListParams, sortHref } from "./order-list-query";

/** The order list's French address and the API query it asks. */

const params = (query: string) => readListParams(new URLSearchParams(query));

describe("the order list's address", () => {
  it("reads the filters, the sort and the page, and asks the API for them", () => {
    const read = params(
      "etat=paid&livraison=delivery&du=2026-04-01&au=2026-04-30&recherche=+Moreau+&tri=total-asc&page=3",
    );
    expect(read).toEqual({
      status: "paid",
      deliveryType: "delivery",
      from: "2026-04-01",
      to: "2026-04-30",
      search: "Moreau",
      sort: { key: "total", desc: false },
      page: 3,
    });
    expect(apiQuery(read)).toEqual({
      page: 3,
      nbItem: 20,
      orderBy: "total:asc",
      status: "paid",
      deliveryType: "delivery",
      from: "2026-04-01",
      to: "2026-04-30",
      search: "Moreau",
    });
  });

  it("falls back to the newest first on page 1 for an unknown sort or a bad page", () => {
    for (const query of ["tri=prix-desc&page=0", "tri=&page=-2", "page=abc", "page=1.5", "page=999999999"]) {
      const read = params(query);
      expect([query, read.sort, read.page]).toEqual([query, DEFAULT_SORT, 1]);
    }
    expect(params(`recherche=${"a".repeat(500)}`).search).toHaveLength(200);
  });

  it("writes the address back without its defaults, and sorts a column first down for dates and amounts", () => {
    expect(listHref(params(""))).toBe("/admin/commandes");
    const filtered = params("etat=shipped&page=2");
    expect(listHref(filtered, { page: 1 })).toBe("/admin/commandes?etat=shipped");
    expect(sortHref(filtered, "total")).toBe("/admin/commandes?etat=shipped&tri=total-desc");
    expect(sortHref(filtered, "client")).toBe("/admin/commandes?etat=shipped&tri=client-asc");
    // The current sort's column reverses it; the date down is the default, left out.
    expect(sortHref(params("tri=date-asc"), "date")).toBe("/admin/commandes");
    expect(sortHref(params(""), "date")).toBe("/admin/commandes?tri=date-asc");
  });
});
