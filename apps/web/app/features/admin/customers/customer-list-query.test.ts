import { describe, expect, it } from "vitest";
import {
  customerApiQuery,
  customerListHref,
  customerSortHref,
  readCustomerParams,
} from "./customer-list-query";

/** The customer list's French address and the API query it asks. */

const params = (query: string) => readCustomerParams(new URLSearchParams(query));

describe("the customer list's address", () => {
  it("reads the search, the sort and the page, and asks the API for them", () => {
    const read = params("recherche=+Martin+&tri=depense-desc&page=2");
    expect(read).toEqual({ search: "Martin", sort: { key: "depense", desc: true }, page: 2 });
    expect(customerApiQuery(read)).toEqual({
      page: 2,
      nbItem: 20,
      orderBy: "totalSpent:desc",
      search: "Martin",
    });
  });

  it("falls back to the newest accounts, page 1, for what it does not know", () => {
    expect(params("tri=motdepasse-asc&page=-4")).toEqual({
      search: "",
      sort: { key: "inscription", desc: true },
      page: 1,
    });
    expect(customerListHref(params(""))).toBe("/admin/clients");
  });

  it("sorts a column from its natural end, then reverses it, back on page 1", () => {
    const read = params("recherche=zoé&page=3");
    expect(customerSortHref(read, "nom")).toBe("/admin/clients?recherche=zo%C3%A9&tri=nom-asc");
    expect(customerSortHref(read, "depense")).toBe("/admin/clients?recherche=zo%C3%A9&tri=depense-desc");
    expect(customerSortHref(params("tri=nom-asc"), "nom")).toBe("/admin/clients?tri=nom-desc");
  });
});
