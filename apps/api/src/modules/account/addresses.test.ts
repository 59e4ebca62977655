import { MAX_MEMBER_ADDRESSES } from "@vitrine/shared/schemas/addresses";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { memberAddresses } from "../../db/schema/index";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";

let api: TestApi;
let franceId: number;
let belgiumId: number;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const { body } = await api.call({ method: "GET", url: "/countries" });
  const countries = body.data as Array<{ id: number; alphaTwo: string }>;
  franceId = countries.find((c) => c.alphaTwo === "FR")!.id;
  belgiumId = countries.find((c) => c.alphaTwo === "BE")!.id;
});

afterAll(async () => {
  await api?.close();
});

/** A member of `site` with a session. */
async function member(site = 2) {
  const { id } = await createMember(api.database.db, site, { firstname: "Claire", lastname: "Adresse" });
  return { id, site, token: await api.services.accounts.sessions.createSession(site, id) };
}
type Member = Awaited<ReturnType<typeof member>>;

const call = (who: Member | null, method: InjectOptions["method"], url: string, payload?: object) =>
  api.call({
    method,
    url,
    site: who?.site ?? 2,
    ...(payload ? { payload } : {}),
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

const home = () => ({
  type: "SHIPPING",
  firstname: "Claire",
  lastname: "Martin",
  firstPart: "12 rue de la Loire",
  secondPart: "Bâtiment B",
  postalCode: "44330",
  city: "Vallet",
  country: franceId,
  phone: "06 12 34 56 78",
});

describe("without a session", () => {
  it.each([
    ["GET", "/user/address"],
    ["GET", "/user/address/1"],
    ["POST", "/user/address"],
    ["PUT", "/user/address/1"],
    ["DELETE", "/user/address/1"],
  ] as const)("%s %s answers 401 whatever the body", async (method, url) => {
    const { status, body, headers } = await call(null, method, url, method === "GET" ? undefined : { a: 1 });
    expect(status).toBe(401);
    expect(body.success).toBe(false);
    expect(headers["cache-control"]).toBe("no-store");
  });
});

describe("a member's addresses", () => {
  it("saves, lists, reads, changes and deletes an address", async () => {
    const claire = await member();
    const created = await call(claire, "POST", "/user/address", home());
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("L'adresse est enregistrée.");
    const address = created.body.data;
    expect(address).toEqual({
      id: expect.any(Number),
      ...home(),
      company: null,
      country: expect.objectContaining({ id: franceId, alphaTwo: "FR", name: "France" }),
      isDefault: true,
      companyId: null,
      vatNumber: null,
    });

    const list = await call(claire, "GET", "/user/address");
    expect(list.status).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(list.body.data).toEqual({ items: [address], total: 1 });
    expect((await call(claire, "GET", `/user/address/${address.id}`)).body.data).toEqual(address);

    const changed = await call(claire, "PUT", `/user/address/${address.id}`, {
      ...home(),
      secondPart: "",
      company: "Domaine des Trois Moulins",
      city: "Le Pallet",
      postalCode: "44330",
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      secondPart: null,
      company: "Domaine des Trois Moulins",
      city: "Le Pallet",
    });

    const removed = await call(claire, "DELETE", `/user/address/${address.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ success: true, data: null, message: "L'adresse est supprimée." });
    expect((await call(claire, "GET", "/user/address")).body.data).toEqual({ items: [], total: 0 });
    expect((await call(claire, "GET", `/user/address/${address.id}`)).status).toBe(404);
  });

  it("keeps one default per type: the first one, then the one chosen, then the latest left", async () => {
    const paul = await member();
    const first = (await call(paul, "POST", "/user/address", home())).body.data;
    const billing = (await call(paul, "POST", "/user/address", { ...home(), type: "BILLING" })).body.data;
    expect(first.isDefault).toBe(true);
    expect(billing.isDefault).toBe(true);
    const second = (
      await call(paul, "POST", "/user/address", { ...home(), city: "Clisson", postalCode: "44190" })
    ).body.data;
    expect(second.isDefault).toBe(false);
    const third = (
      await call(paul, "POST", "/user/address", {
        ...home(),
        city: "Nantes",
        postalCode: "44000",
        isDefault: true,
      })
    ).body.data;
    expect(third.isDefault).toBe(true);

    const defaults = async () =>
      (await call(paul, "GET", "/user/address")).body.data.items
        .filter((a: { isDefault: boolean }) => a.isDefault)
        .map((a: { id: number }) => a.id);
    expect(await defaults()).toEqual([billing.id, third.id]);
    // The list: billing first, then shipping with its default first.
    const items = (await call(paul, "GET", "/user/address")).body.data.items.map((a: { id: number }) => a.id);
    expect(items).toEqual([billing.id, third.id, first.id, second.id]);

    await call(paul, "DELETE", `/user/address/${third.id}`);
    expect(await defaults()).toEqual([billing.id, second.id]);
    // A default whose type changes leaves its old type a default of its own.
    await call(paul, "PUT", `/user/address/${second.id}`, { ...home(), type: "BILLING" });
    expect(await defaults()).toEqual([billing.id, first.id]);
  });

  it("reaches only the owner's addresses: another member's or another site's id is a 404", async () => {
    const owner = await member();
    const other = await member();
    const elsewhere = await member(1);
    const { id } = (await call(owner, "POST", "/user/address", home())).body.data;
    for (const who of [other, elsewhere]) {
      for (const method of ["GET", "DELETE"] as const) {
        const { status, body } = await call(who, method, `/user/address/${id}`);
        expect(status).toBe(404);
        expect(body.message).toBe("Cette adresse n'existe pas.");
      }
      expect((await call(who, "PUT", `/user/address/${id}`, home())).status).toBe(404);
      expect((await call(who, "GET", "/user/address")).body.data.total).toBe(0);
    }
    expect((await call(owner, "GET", `/user/address/${id}`)).body.data.city).toBe("Vallet");
    expect((await call(owner, "GET", "/user/address/999999")).status).toBe(404);
  });

  it.each(["abc", "0", "-1", "007", "1.5"])("refuses the address id %s", async (id) => {
    const someone = await member();
    expect((await call(someone, "GET", `/user/address/${id}`)).status).toBe(400);
  });

  it(`stops at ${MAX_MEMBER_ADDRESSES} addresses, also when they are added at once`, async () => {
    const busy = await member();
    const rows = Array.from({ length: MAX_MEMBER_ADDRESSES - 3 }, () => ({
      siteId: 2,
      userId: busy.id,
      type: "SHIPPING" as const,
      firstname: "Claire",
      lastname: "Martin",
      firstPart: "1 rue",
      postalCode: "44000",
      city: "Nantes",
      countryId: franceId,
    }));
    await api.database.db.insert(memberAddresses).values(rows);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => call(busy, "POST", "/user/address", home())),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    const refused = replies.find((r) => r.status === 409)!;
    expect(refused.body.message).toBe(
      `Vous avez déjà ${MAX_MEMBER_ADDRESSES} adresses enregistrées : supprimez-en une pour en ajouter une autre.`,
    );
    const held = await api.database.db
      .select()
      .from(memberAddresses)
      .where(eq(memberAddresses.userId, busy.id));
    expect(held).toHaveLength(MAX_MEMBER_ADDRESSES);
  });
});

describe("validation", () => {
  let someone: Member;
  beforeAll(async () => {
    someone = await member();
  });

  const refused = async (body: object) => {
    const { status, body: reply } = await call(someone, "POST", "/user/address", body);
    expect(status).toBe(400);
    expect(reply.success).toBe(false);
    return reply.data.errors as Record<string, string>;
  };

  it("names every missing field in French", async () => {
    const errors = await refused({});
    expect(errors).toMatchObject({
      type: "Choisissez le type d'adresse.",
      firstname: "Indiquez le prénom.",
      lastname: "Indiquez le nom.",
      firstPart: "Indiquez l'adresse (numéro et voie).",
      postalCode: "Indiquez le code postal.",
      city: "Indiquez la ville.",
      country: "Choisissez un pays.",
    });
  });

  it("says the postal code's problem with the other fields' ones", async () => {
    const errors = await refused({ ...home(), firstname: "", city: "", postalCode: "96000" });
    expect(errors).toEqual({
      firstname: "Indiquez le prénom.",
      city: "Indiquez la ville.",
      postalCode: "Ce code postal ne correspond à aucun département français.",
    });
    const { id } = (await call(someone, "POST", "/user/address", home())).body.data;
    const changed = await call(someone, "PUT", `/user/address/${id}`, {
      ...home(),
      lastname: "",
      postalCode: "4433",
    });
    expect(changed.body.data.errors).toEqual({
      lastname: "Indiquez le nom.",
      postalCode: "Un code postal français compte 5 chiffres.",
    });
    expect((await call(someone, "PUT", "/user/address/abc", home())).status).toBe(400);
  });

  it.each([
    ["4433", "Un code postal français compte 5 chiffres."],
    ["44 330", "Un code postal français compte 5 chiffres."],
    ["00100", "Ce code postal ne correspond à aucun département français."],
    ["96000", "Ce code postal ne correspond à aucun département français."],
    ["97800", "Ce code postal ne correspond à aucun département français."],
    ["20900", "Ce code postal ne correspond à aucun département français."],
  ])("refuses the French postal code %s", async (postalCode, message) => {
    expect(await refused({ ...home(), postalCode })).toEqual({ postalCode: message });
  });

  it.each(["20000", "20250", "97400", "97600", "01000"])(
    "accepts the French postal code %s",
    async (postalCode) => {
      const { status } = await call(someone, "POST", "/user/address", { ...home(), postalCode });
      expect(status).toBe(201);
    },
  );

  it("takes a postal code of another country's form abroad", async () => {
    const { status, body } = await call(someone, "POST", "/user/address", {
      ...home(),
      postalCode: "1000",
      city: "Bruxelles",
      country: belgiumId,
    });
    expect(status).toBe(201);
    expect(body.data.country.alphaTwo).toBe("BE");
    expect(await refused({ ...home(), postalCode: "<b>", country: belgiumId })).toEqual({
      postalCode: "Ce code postal n'est pas valide.",
    });
  });

  it("refuses an unknown country, a bad type, phone or control characters", async () => {
    expect(await refused({ ...home(), country: 999999 })).toEqual({ country: "Pays inconnu." });
    expect(await refused({ ...home(), type: "HOME" })).toHaveProperty("type");
    expect(await refused({ ...home(), phone: "12" })).toEqual({
      phone: "Le numéro de téléphone n'est pas valide.",
    });
    expect(await refused({ ...home(), city: "Vallet\u0000" })).toHaveProperty("city");
    expect(await refused({ ...home(), firstPart: "x".repeat(121) })).toEqual({
      firstPart: "120 caractères au maximum.",
    });
    expect(await refused({ ...home(), country: "FR" })).toHaveProperty("country");
  });

  it("refuses a body that is not an object", async () => {
    const { status, body } = await api.call({
      method: "POST",
      url: "/user/address",
      site: 2,
      payload: "[1]",
      headers: { authorization: `Bearer ${someone.token}`, "content-type": "application/json" },
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
  });
});

describe("personal data", () => {
  it("exports the addresses and erases them with the account", async () => {
    const leaving = await member();
    await call(leaving, "POST", "/user/address", home());
    const exported = await call(leaving, "GET", "/user/export");
    expect(exported.body.data.addresses).toEqual([
      expect.objectContaining({ city: "Vallet", postalCode: "44330" }),
    ]);
    expect((await call(leaving, "DELETE", "/user")).status).toBe(200);
    const left = await api.database.db
      .select()
      .from(memberAddresses)
      .where(eq(memberAddresses.userId, leaving.id));
    expect(left).toEqual([]);
  });
});
