import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberAddresses } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";

/** A company's SIREN or SIRET and VAT number on a member's saved address (decision 045). */

let api: TestApi;
let franceId: number;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const countries = await api.services.geo.listCountries();
  franceId = countries.find((c) => c.alphaTwo === "FR")!.id;
});

afterAll(async () => {
  await api?.close();
});

async function member() {
  const { id } = await createMember(api.database.db, 2, { firstname: "Hélène", lastname: "Moreau" });
  return api.services.accounts.sessions.createSession(2, id);
}

const call = (token: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  api.call({
    method,
    url,
    site: 2,
    ...(payload ? { payload } : {}),
    headers: { authorization: `Bearer ${token}` },
  });

const office = () => ({
  type: "BILLING",
  firstname: "Hélène",
  lastname: "Moreau",
  company: "Cave Moreau",
  firstPart: "12 rue des Vignes",
  postalCode: "44000",
  city: "Nantes",
  country: franceId,
});

describe("a company's saved address", () => {
  it("keeps its SIREN or SIRET as digits and its VAT number upper case, and gives them back", async () => {
    const token = await member();
    const created = await call(token, "POST", "/user/address", {
      ...office(),
      companyId: "732 829 320 00074",
      vatNumber: "fr 44 732 829 320",
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ companyId: "73282932000074", vatNumber: "FR44732829320" });
    const [row] = await api.database.db
      .select()
      .from(memberAddresses)
      .where(eq(memberAddresses.id, created.body.data.id));
    expect(row).toMatchObject({ companyId: "73282932000074", vatNumber: "FR44732829320" });
    expect((await call(token, "GET", `/user/address/${row!.id}`)).body.data).toEqual(created.body.data);
    expect((await call(token, "GET", "/user/address")).body.data.items).toEqual([created.body.data]);

    // A SIREN and a Belgian number instead; then none: the fields are optional.
    const changed = await call(token, "PUT", `/user/address/${row!.id}`, {
      ...office(),
      companyId: "732829320",
      vatNumber: "BE 0123.456.789",
    });
    expect(changed.body.data).toMatchObject({ companyId: "732829320", vatNumber: "BE0123456789" });
    const cleared = await call(token, "PUT", `/user/address/${row!.id}`, { ...office(), companyId: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject({ company: "Cave Moreau", companyId: null, vatNumber: null });
  });

  it.each([
    [{ companyId: "732829321" }, { companyId: "Ce numéro SIREN ou SIRET n'est pas valide." }],
    [{ companyId: "7328293200007" }, { companyId: "Ce numéro SIREN ou SIRET n'est pas valide." }],
    [{ companyId: 732829320 }, { companyId: "Ce numéro SIREN ou SIRET n'est pas valide." }],
    [{ companyId: "1".repeat(5000) }, { companyId: "Ce numéro SIREN ou SIRET n'est pas valide." }],
    [
      { vatNumber: "FR45732829320" },
      {
        vatNumber:
          "Ce numéro de TVA ne correspond pas à son SIREN : vérifiez les deux chiffres qui suivent FR.",
      },
    ],
    [{ vatNumber: "US123456789" }, { vatNumber: expect.stringContaining("n'est pas valide") }],
    [{ vatNumber: ["FR44732829320"] }, { vatNumber: expect.stringContaining("n'est pas valide") }],
    [
      { company: null, companyId: "732829320", vatNumber: "FR44732829320" },
      {
        companyId: "Indiquez le nom de la société : un numéro SIREN ou SIRET est celui d'une entreprise.",
        vatNumber:
          "Indiquez le nom de la société : un numéro de TVA intracommunautaire est celui d'une entreprise.",
      },
    ],
  ])("refuses %j with a French 400 on the field", async (fields, errors) => {
    const token = await member();
    const reply = await call(token, "POST", "/user/address", { ...office(), ...fields });
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.data.errors).toEqual(errors);
  });
});
