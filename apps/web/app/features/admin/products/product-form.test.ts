import { describe, expect, it } from "vitest";
import { bodyOf, emptyDeclination, formStateOf, readPostedForm } from "./product-form";

/** The product form as typed (euros, %, commas) and the API's body (cents, basis points). */

function posted(entries: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
}

const row = (values: Record<string, string>) =>
  Object.entries({ ...emptyDeclination(), ...values }).map(
    ([key, value]) => [`d-${key}`, value] as [string, string],
  );

const picture = (url: string, alt: string) => ({
  name: url.split("/").pop()!,
  externalPath: url,
  url,
  alt,
  width: 600,
  height: 800,
});

describe("the product form", () => {
  it("reads rows by position and converts euros, percents and decimal commas", () => {
    const state = readPostedForm(
      posted([
        ["name", "Muscadet"],
        ["type", "WINE"],
        ["degree", "12,5"],
        ["tags", "bio, vieilles vignes ,"],
        ["mealIconIds", "3"],
        ...row({ variation1: "2023", price: "14,50", stock: "36" }),
        ...row({ id: "9", price: "31", capacity: "1,5", capacityUnit: "L", vatRate: "5,5", isActive: "non" }),
        ...row({}),
      ]),
    );
    expect(state.declinations).toHaveLength(3);
    const { body, errors } = bodyOf(state);
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      name: "Muscadet",
      degree: 12.5,
      tags: ["bio", "vieilles vignes"],
      mealIconIds: [3],
      imageMediaId: null,
      declinations: [
        {
          variation1: "2023",
          price: 1450,
          capacity: 75,
          capacityUnit: "cl",
          stock: 36,
          vatRate: 2000,
          isActive: true,
        },
        { id: 9, price: 3100, capacity: 1.5, capacityUnit: "L", stock: null, vatRate: 550, isActive: false },
      ],
    });
  });

  it("names the fields that are not numbers, by the API's paths", () => {
    const state = readPostedForm(
      posted([["name", "X"], ["degree", "douze"], ...row({ price: "douze euros" })]),
    );
    const { body, errors } = bodyOf(state);
    expect(body).toBeNull();
    expect(errors).toEqual({
      degree: "Indiquez le degré en nombre (par exemple 12,5).",
      "declinations.0.price": "Indiquez un prix en euros (par exemple 12,50).",
    });
  });

  it("tells the API's other refusals in the same answer: every mistake at once", () => {
    const state = readPostedForm(
      posted([["name", "X"], ["degree", "douze"], ...row({ price: "-12", vatRate: "150", stock: "-5" })]),
    );
    const { body, errors } = bodyOf(state);
    expect(body).toBeNull();
    expect(Object.keys(errors).sort()).toEqual([
      "declinations.0.price",
      "declinations.0.stock",
      "declinations.0.vatRate",
      "degree",
    ]);
    expect(errors.degree).toBe("Indiquez le degré en nombre (par exemple 12,5).");
  });

  it("shows a product's cents and basis points as typed text", () => {
    const state = formStateOf({
      id: 1,
      type: "WINE",
      name: "Gros-Plant",
      slug: "gros-plant",
      summary: "",
      description: "",
      kind: null,
      tags: ["bio"],
      appellation: "",
      grapes: "",
      vinification: "",
      tasting: "",
      degree: 11.5,
      order: 2,
      isActive: true,
      image: picture("/media/1/gros-plant.jpg", "Bouteille de gros-plant"),
      imageMediaId: 7,
      mealIcons: [],
      awards: [
        {
          id: 2,
          name: "Concours de Nantes",
          year: 2024,
          medal: "Or",
          image: picture("/media/1/or.png", "Médaille d'or"),
          imageMediaId: 8,
        },
      ],
      hasOrders: false,
      createdAt: "2026-01-01T00:00:00.000Z",
      declinations: [
        {
          id: 4,
          variation1: "2022",
          variation2: null,
          variation3: "Étui",
          price: 990,
          capacity: 75,
          capacityUnit: "cl",
          sellByMultipleOf: 6,
          reference: "GP",
          stock: 12,
          vatRate: 2000,
          hasShippingFees: true,
          isActive: true,
          hasOrders: false,
        },
      ],
    });
    expect(state.fields.degree).toBe("11,5");
    expect(state.declinations[0]).toMatchObject({
      id: "4",
      price: "9,90",
      vatRate: "20",
      sellByMultipleOf: "6",
      stock: "12",
    });
    // The pictures are shown again with their address and text; the body names the files only.
    expect(state.fields).toMatchObject({ imageMediaId: "7", imageUrl: "/media/1/gros-plant.jpg" });
    expect(state.awards[0]).toMatchObject({ imageMediaId: "8", imageUrl: "/media/1/or.png" });
    const { body } = bodyOf(state);
    expect(body).toMatchObject({
      imageMediaId: 7,
      imageAlt: "Bouteille de gros-plant",
      awards: [{ name: "Concours de Nantes", imageMediaId: 8 }],
      declinations: [{ id: 4, variation1: "2022", variation2: null, variation3: "Étui" }],
    });
    expect(body?.awards?.[0]).not.toHaveProperty("imageUrl");
  });
});
