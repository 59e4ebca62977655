import { describe, expect, it } from "vitest";
import { ELEMENT_TEXT_FIELDS, elementBody, factsOf, factsText, parisIso, parisLocal } from "./element-form";

const empty = Object.fromEntries(ELEMENT_TEXT_FIELDS.map((name) => [name, ""])) as Record<
  (typeof ELEMENT_TEXT_FIELDS)[number],
  string
>;

describe("the element form's values", () => {
  it("reads a date typed in Paris time, in summer and in winter, and shows it back", () => {
    expect(parisIso("2030-07-01T10:00")).toBe("2030-07-01T10:00:00+02:00");
    expect(parisIso("2030-01-15T10:00")).toBe("2030-01-15T10:00:00+01:00");
    expect(parisLocal("2030-07-01T08:00:00.000Z")).toBe("2030-07-01T10:00");
    expect(parisLocal(null)).toBe("");
    expect(parisIso("demain")).toBe("demain");
  });

  it("reads the facts one per line and writes them back", () => {
    const facts = factsOf("Surface : 40 m²\n\n  Durée: 3 mois \nSans valeur");
    expect(facts).toEqual([
      { label: "Surface", value: "40 m²" },
      { label: "Durée", value: "3 mois" },
      { label: "Sans valeur", value: "" },
    ]);
    expect(factsText(facts.slice(0, 1))).toBe("Surface : 40 m²");
  });

  it("makes the API body: empty fields as null, tags split, numbers read, order left out when empty", () => {
    const body = elementBody(
      {
        ...empty,
        title: "Atelier",
        tags: "bois, , isolation",
        capacity: "12",
        albumId: "",
        startsAt: "2030-07-01T10:00",
      },
      { isActive: true, registrationOpen: true },
      undefined,
    );
    expect(body).toMatchObject({
      title: "Atelier",
      summary: null,
      tags: ["bois", "isolation"],
      capacity: 12,
      albumId: null,
      startsAt: "2030-07-01T10:00:00+02:00",
      endsAt: null,
      registrationOpen: true,
    });
    expect(body).not.toHaveProperty("order");
    expect(body).not.toHaveProperty("imageMediaId");
    expect(
      elementBody({ ...empty, title: "A", order: "3" }, { isActive: false, registrationOpen: false }, null),
    ).toMatchObject({
      order: 3,
      imageMediaId: null,
      isActive: false,
    });
    expect(
      elementBody(
        { ...empty, title: "A", capacity: "douze" },
        { isActive: true, registrationOpen: false },
        undefined,
      ).capacity,
    ).toBe("douze");
  });
});
