import { AdminFormBodySchema } from "@vitrine/shared/schemas/admin-forms";
import { describe, expect, it } from "vitest";
import { bodyOf, changeFields, draftOf, emptyField, NEW_FORM, readDraft, readIntent } from "./form-draft";

const posted = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [key, value] of entries) data.append(key, value);
  return data;
};

describe("the form builder's draft", () => {
  it("reads the posted inputs and makes a body the API accepts", () => {
    const draft = readDraft(
      posted([
        ["name", "Rappel"],
        ["submitLabel", "Envoyer"],
        ["successMessage", "Merci."],
        ["recipientEmail", ""],
        ["isActive", "on"],
        ["fieldCount", "2"],
        ["f0.label", "Créneau"],
        ["f0.type", "radio"],
        ["f0.required", "on"],
        ["f0.options", "Le matin\n\n L'après-midi "],
        ["f0.optionValues", '[{"value":"matin","label":"Le matin"}]'],
        ["f1.label", "Plan"],
        ["f1.type", "file"],
        ["f1.accept", "pdf"],
        ["f1.accept", "exe"],
        ["f1.maxSizeMo", "2,5"],
        ["f1.maxFiles", "3"],
      ]),
    );
    const body = bodyOf(draft);
    expect(body.fields[0]!.options).toEqual([
      { label: "Le matin", value: "matin" },
      { label: "L'après-midi" },
    ]);
    expect(body.fields[1]).toMatchObject({ accept: ["pdf"], maxSize: 2.5 * 1024 * 1024, maxFiles: 3 });
    const parsed = AdminFormBodySchema.parse(body);
    expect(parsed.fields.map((f) => f.name)).toEqual(["creneau", "plan"]);
  });

  it("gives back a stored form as it was (names, option values, hidden rules)", () => {
    const form = {
      id: 1,
      slug: "devis",
      name: "Devis",
      description: null,
      submitLabel: "Envoyer",
      successMessage: "Merci.",
      recipientEmail: null,
      isActive: true,
      fields: [
        {
          ...AdminFormBodySchema.parse({
            ...bodyOf(NEW_FORM),
            name: "x",
            fields: [{ label: "Surface", type: "number" }],
          }).fields[0]!,
          rules: { min: 1, max: 5000 },
        },
      ],
    };
    const body = AdminFormBodySchema.parse(bodyOf(draftOf(form)));
    expect(body.fields).toEqual(form.fields);
  });

  it("adds, removes and moves fields, never below one", () => {
    const two = changeFields({ ...NEW_FORM, fields: [{ ...emptyField(), label: "A" }] }, { kind: "add" });
    expect(two.fields).toHaveLength(2);
    const moved = changeFields(
      { ...two, fields: [two.fields[0]!, { ...emptyField(), label: "B" }] },
      {
        kind: "up",
        index: 1,
      },
    );
    expect(moved.fields.map((f) => f.label)).toEqual(["B", "A"]);
    expect(changeFields(moved, { kind: "up", index: 0 }).fields.map((f) => f.label)).toEqual(["B", "A"]);
    const one = changeFields(moved, { kind: "remove", index: 0 });
    expect(one.fields.map((f) => f.label)).toEqual(["A"]);
    expect(changeFields(one, { kind: "remove", index: 0 }).fields).toHaveLength(1);
    expect(readIntent("descendre:3")).toEqual({ kind: "down", index: 3 });
    expect(readIntent("supprimer:x")).toBeNull();
  });
});
