import { describe, expect, it } from "vitest";
import { buildListQuery, type ListQueryRules, parseFilterValue, parseListQuery } from "./list-query";

describe("buildListQuery", () => {
  it.each([
    [{ page: 1, nbItem: 100 }, "nbItem=100&page=1"],
    [{ page: 2, nbItem: 12, orderBy: "" }, "nbItem=12&page=2"],
    [{ page: 1, nbItem: 10, orderBy: "price" }, "nbItem=10&page=1&orderBy=price"],
    [{ name: { op: "lk", value: "muscadet" } }, "name=lk%3Amuscadet"],
    [{ kind: "WINE", tags: "bio" }, "kind=WINE&tags=bio"],
    [{ price: { op: "gte", value: 1000 } }, "price=gte%3A1000"],
    [
      { price: { op: "lt", value: 5 }, status: { op: "df", value: "DRAFT" } },
      "price=lt%3A5&status=df%3ADRAFT",
    ],
    [{ search: "", kind: "BOX" }, "kind=BOX"],
    [{ search: { op: "lk", value: "" } }, ""],
    [{ a: null, b: undefined, c: 0, d: false }, "c=0&d=false"],
  ] as const)("builds %j", (input, expected) => {
    expect(buildListQuery(input)).toBe(expected);
  });
});

describe("parseFilterValue", () => {
  it.each([
    ["lk:abc", "lk", "abc"],
    ["df:x", "df", "x"],
    ["lt:3", "lt", "3"],
    ["lte:3", "lte", "3"],
    ["gt:3", "gt", "3"],
    ["gte:3", "gte", "3"],
    ["plain", "eq", "plain"],
    ["zz:plain", "eq", "zz:plain"],
    [":x", "eq", ":x"],
    ["lk:a:b", "lk", "a:b"],
  ])("%s -> %s %s", (raw, op, value) => {
    expect(parseFilterValue(raw)).toEqual({ op, value });
  });
});

describe("parseListQuery", () => {
  const rules: ListQueryRules = { defaultNbItem: 24, filters: ["name", "city"], orderBy: ["name"] };

  it("applies defaults", () => {
    expect(parseListQuery({}, rules)).toEqual({
      ok: true,
      query: { page: 1, nbItem: 24, orderBy: null, filters: [] },
    });
  });

  it("reads page, nbItem, orderBy and filters", () => {
    const result = parseListQuery(
      { page: "3", nbItem: "12", orderBy: "name:desc", name: "lk:dup", city: "Vannes" },
      rules,
    );
    expect(result).toEqual({
      ok: true,
      query: {
        page: 3,
        nbItem: 12,
        orderBy: { field: "name", direction: "desc" },
        filters: [
          { field: "name", op: "lk", value: "dup" },
          { field: "city", op: "eq", value: "Vannes" },
        ],
      },
    });
  });

  it("omits empty-string filters", () => {
    const result = parseListQuery({ name: "", city: "Auray", orderBy: "" }, rules);
    expect(result.ok && result.query.filters).toEqual([{ field: "city", op: "eq", value: "Auray" }]);
  });

  it.each([
    [{ page: "0" }, "page"],
    [{ page: "-1" }, "page"],
    [{ page: "1.5" }, "page"],
    [{ page: "abc" }, "page"],
    [{ nbItem: "101" }, "nbItem"],
    [{ nbItem: "0" }, "nbItem"],
    [{ orderBy: "password" }, "orderBy"],
    [{ orderBy: "name:sideways" }, "orderBy"],
    [{ password: "x" }, "password"],
    [{ "name;drop table": "x" }, "name;drop table"],
    [{ name: ["a", "b"] }, "name"],
  ])("refuses %j on %s", (raw, field) => {
    const result = parseListQuery(raw, rules);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors)).toContain(field);
  });

  it("lets route-specific keys through untouched", () => {
    expect(parseListQuery({ promoted: "true" }, { ...rules, passthrough: ["promoted"] }).ok).toBe(true);
  });

  it.each([
    [{ name: "lk:a\u0000b" }, "name"],
    [{ city: "Vannes\u0000" }, "city"],
    [{ city: "a\tb" }, "city"],
    [{ name: "lk:a\u0085" }, "name"],
    [{ orderBy: "name\u0000" }, "orderBy"],
    [{ page: "1\u0000" }, "page"],
    [{ promoted: "true\u0000" }, "promoted"],
    [{ promoted: ["true", "\u007f"] }, "promoted"],
  ])("refuses the control characters of %j", (raw, field) => {
    const result = parseListQuery(raw, { ...rules, passthrough: ["promoted"] });
    expect(result).toEqual({
      ok: false,
      errors: { [field]: "Ce paramètre contient des caractères non autorisés." },
    });
  });
});
