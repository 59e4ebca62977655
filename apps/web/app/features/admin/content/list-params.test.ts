import { describe, expect, it } from "vitest";
import { apiQuery, type ListSpec, listHref, readListParams, sortHref } from "./list-params";

const SPEC: ListSpec<"date" | "titre"> = {
  path: "/admin/actualites",
  sorts: { date: "publishedAt", titre: "title" },
  defaultSort: { key: "date", desc: true },
  descFirst: ["date"],
  filters: { etat: "state" },
};
const read = (query: string) => readListParams(SPEC, new URL(`http://site.test/admin/actualites${query}`));

describe("content list addresses", () => {
  it("reads the French parameters and asks the API in its own names", () => {
    const params = read("?recherche=%20portes%20&etat=REJECTED&tri=titre-asc&page=3");
    expect(params).toEqual({
      search: "portes",
      filters: { etat: "REJECTED" },
      sort: { key: "titre", desc: false },
      page: 3,
    });
    expect(apiQuery(SPEC, params)).toEqual({
      page: 3,
      nbItem: 20,
      orderBy: "title:asc",
      search: "portes",
      state: "REJECTED",
    });
  });

  it("falls back on the default sort and the first page for what it does not know", () => {
    const params = read("?tri=prix-desc&page=-2");
    expect(params.sort).toEqual(SPEC.defaultSort);
    expect(params.page).toBe(1);
    expect(apiQuery(SPEC, params)).toEqual({ page: 1, nbItem: 20, orderBy: "publishedAt:desc" });
  });

  it("takes no word of every object for a sort: the list stays the default one", () => {
    for (const word of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      const params = read(`?tri=${word}-desc`);
      expect(params.sort).toEqual(SPEC.defaultSort);
      expect(apiQuery(SPEC, params).orderBy).toBe("publishedAt:desc");
    }
  });

  it("leaves defaults out of links, reverses the current sort and starts a new one on its first direction", () => {
    const params = read("?etat=APPROVED&page=2");
    expect(listHref(SPEC, params)).toBe("/admin/actualites?etat=APPROVED&page=2");
    expect(sortHref(SPEC, params, "date")).toBe("/admin/actualites?etat=APPROVED&tri=date-asc");
    expect(sortHref(SPEC, params, "titre")).toBe("/admin/actualites?etat=APPROVED&tri=titre-asc");
    expect(listHref(SPEC, read(""))).toBe("/admin/actualites");
  });
});
