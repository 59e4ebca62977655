import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries, fonts, siteParameters } from "../../db/schema/index";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createFonts } from "../../testing/factories/site";
import { MINIMAL_SITES } from "../../testing/minimal-seed";

/** Several parameters saved at once (all or none, legal texts sanitized) and the fonts. */

let api: TestApi;
let token: string;
let adminEmail: string;
let memberToken: string;
const SITE: number = MINIMAL_SITES.building.id;
const OTHER: number = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  ({ token, email: adminEmail } = await adminToken(api.services, api.database.db, SITE));
  const member = await createMember(api.database.db, SITE);
  memberToken = await api.services.accounts.sessions.createSession(SITE, member.id);
});

afterAll(async () => {
  await api.close();
});

const put = (url: string, payload: unknown, as: string | null = token, site = SITE) =>
  api.call({
    method: "PUT",
    url,
    site,
    headers: as ? { authorization: `Bearer ${as}` } : {},
    payload: payload as Record<string, unknown>,
  });
const saveValues = (values: Record<string, unknown>, as?: string | null, site?: number) =>
  put("/admin/parameter", { values }, as, site);

async function storedValue(key: string, site = SITE): Promise<string | null> {
  const reply = await api.call({ method: "GET", url: "/parameter", site });
  return reply.body.data.find((p: { type: string }) => p.type === key).value;
}

const auditOf = (entityId: string) =>
  api.database.db
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.siteId, SITE), eq(auditEntries.entityId, entityId)));

describe("PUT /admin/parameter", () => {
  it("saves several parameters together, each change audited with its old value", async () => {
    const reply = await saveValues({
      COMPANY_NAME: "Menuiserie Le Goff",
      COMPANY_EMAIL: "contact@legoff.fr",
      FACEBOOK_URL: "https://www.facebook.com/legoff",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Paramètres enregistrés.");
    expect(reply.body.data.map((p: { type: string }) => p.type).sort()).toEqual([
      "COMPANY_EMAIL",
      "COMPANY_NAME",
      "FACEBOOK_URL",
    ]);
    expect(await storedValue("COMPANY_EMAIL")).toBe("contact@legoff.fr");
    expect(await storedValue("COMPANY_EMAIL", OTHER)).toBeNull();
    const [entry] = await auditOf("COMPANY_NAME");
    expect(entry).toMatchObject({ action: "parameter.update", userEmail: adminEmail, before: null });
    expect(entry!.after).toBe("Menuiserie Le Goff");
  });

  it("writes and logs nothing for a value given as it already is", async () => {
    await saveValues({ COMPANY_PHONE: "02 97 11 22 33" });
    const again = await saveValues({ COMPANY_PHONE: "02 97 11 22 33" });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ data: [], message: "Aucune modification." });
    expect(await auditOf("COMPANY_PHONE")).toHaveLength(1);
  });

  it("empties a parameter given as an empty string or null", async () => {
    await saveValues({ BANNER: "Fermé le 15 août", FOOTER_BANNER: "Devis gratuit" });
    expect((await saveValues({ BANNER: "", FOOTER_BANNER: null })).status).toBe(200);
    expect(await storedValue("BANNER")).toBeNull();
    expect(await storedValue("FOOTER_BANNER")).toBeNull();
  });

  it("refuses the whole change when one value is wrong, naming each wrong field in French", async () => {
    const reply = await saveValues({
      COMPANY_NAME: "Ne doit pas être enregistré",
      COMPANY_EMAIL: "contact@",
      INSTAGRAM_URL: "instagram",
      PRIMARY_COLOR: "bleu",
    });
    expect(reply.status).toBe(400);
    expect(reply.body.success).toBe(false);
    expect(reply.body.message).toBe("Certains paramètres sont invalides.");
    expect(reply.body.data.errors).toEqual({
      COMPANY_EMAIL: "Cette adresse e-mail n'est pas valide.",
      INSTAGRAM_URL: expect.stringContaining("lien"),
      PRIMARY_COLOR: expect.stringContaining("couleur"),
    });
    expect(await storedValue("COMPANY_NAME")).not.toBe("Ne doit pas être enregistré");
    expect(await auditOf("PRIMARY_COLOR")).toHaveLength(0);
  });

  it("refuses an unknown key, an empty change and a body that is no list of values", async () => {
    const unknown = await saveValues({ NOT_A_PARAMETER: "x", COMPANY_NAME: "Autre" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual({ NOT_A_PARAMETER: "Ce paramètre n'existe pas." });
    expect(await storedValue("COMPANY_NAME")).not.toBe("Autre");
    const empty = await saveValues({});
    expect([empty.status, empty.body.message]).toEqual([400, "Aucun paramètre à enregistrer."]);
    for (const [payload, field, words] of [
      [{}, "values", "Indiquez les valeurs"],
      [{ values: "x" }, "values", "Indiquez les valeurs"],
      [{ values: { COMPANY_NAME: 12 } }, "values.COMPANY_NAME", "un texte"],
    ] as const) {
      const reply = await put("/admin/parameter", payload);
      expect(reply.status).toBe(400);
      expect(reply.body.data.errors[field]).toContain(words);
    }
  });

  it("refuses a maximum of bottles per shipment below the stored minimum", async () => {
    expect((await saveValues({ MINIMUM_EXPEDITION_BOTTLE: "6" })).status).toBe(200);
    const reply = await saveValues({ MAXIMUM_EXPEDITION_BOTTLE: "3" });
    expect(reply.status).toBe(400);
    expect(reply.body.data.errors.MAXIMUM_EXPEDITION_BOTTLE).toContain("inférieur au minimum");
    expect(
      (await saveValues({ MINIMUM_EXPEDITION_BOTTLE: "2", MAXIMUM_EXPEDITION_BOTTLE: "3" })).status,
    ).toBe(200);
  });

  it("creates a parameter the site does not have yet", async () => {
    const where = and(eq(siteParameters.siteId, SITE), eq(siteParameters.type, "DISCORD_URL"));
    await api.database.db.delete(siteParameters).where(where);
    const reply = await saveValues({ DISCORD_URL: "https://discord.gg/legoff" });
    expect(reply.status).toBe(200);
    expect(reply.body.data[0]).toMatchObject({ type: "DISCORD_URL", kind: "LINK", label: "Serveur Discord" });
    expect(await storedValue("DISCORD_URL")).toBe("https://discord.gg/legoff");
  });

  it("needs an administrator of this site", async () => {
    const values = { COMPANY_NAME: "Intrus" };
    expect((await saveValues(values, null)).status).toBe(401);
    expect((await saveValues(values, memberToken)).status).toBe(403);
    expect((await saveValues(values, token, OTHER)).status).toBe(401);
    expect(await storedValue("COMPANY_NAME", OTHER)).not.toBe("Intrus");
  });
});

describe("legal texts", () => {
  const dirty = [
    "<h2>Éditeur</h2><p>{{LEGAL_COMPANY_NAME}}, <strong>{{CORPORATE_FORM}}</strong></p>",
    "<script>alert(1)</script><img src=x onerror=alert(2)><iframe src='https://evil.test'></iframe>",
    `<p onclick="alert(3)"><a href="javascript:alert(4)">lien</a> <a href="https://www.cnil.fr" target="_blank">CNIL</a></p>`,
    "<ul><li>Nom</li></ul><style>body{display:none}</style>",
  ].join("");

  it.each([
    ["PUT /admin/parameter", () => saveValues({ LEGAL_NOTICE: dirty })],
    ["PUT /admin/parameter/{type}", () => put("/admin/parameter/LEGAL_NOTICE", { value: dirty })],
  ])("are stored sanitized through %s: the editor's markup and the placeholders only", async (_, save) => {
    await saveValues({ LEGAL_NOTICE: null });
    expect((await save()).status).toBe(200);
    const stored = (await storedValue("LEGAL_NOTICE"))!;
    expect(stored).toBe(
      "<h2>Éditeur</h2><p>{{LEGAL_COMPANY_NAME}}, <strong>{{CORPORATE_FORM}}</strong></p>" +
        '<p><a>lien</a> <a href="https://www.cnil.fr" target="_blank" rel="noopener noreferrer nofollow">CNIL</a></p>' +
        "<ul><li>Nom</li></ul>",
    );
    expect(stored).not.toMatch(/script|onerror|onclick|iframe|javascript:|style/i);
  });

  it("empty once sanitized are stored empty", async () => {
    expect((await saveValues({ SALE_TERMS: "<script>alert(1)</script>" })).status).toBe(200);
    expect(await storedValue("SALE_TERMS")).toBeNull();
  });
});

describe("PUT /admin/font", () => {
  const title = {
    type: "TITLE",
    family: "Playfair Display",
    color: "#102030",
    size: 22,
    weight: 700,
    style: "normal",
  };

  it("changes a font the site has, and creates one it lacks, each audited", async () => {
    await createFonts(api.database.db, SITE);
    const reply = await put("/admin/font", { fonts: [title] });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Polices enregistrées.");
    expect(reply.body.data).toEqual([expect.objectContaining(title)]);
    const info = await api.call({ method: "GET", url: "/site/info" });
    expect(info.body.data.fonts.find((f: { type: string }) => f.type === "TITLE")).toMatchObject(title);
    const [entry] = await auditOf("TITLE");
    expect(entry).toMatchObject({ action: "font.update", entity: "font" });
    expect(entry!.before).toMatchObject({ family: "Montserrat" });

    const menu = { ...title, type: "MENU", family: "Inter", size: 14, weight: 500 };
    await api.database.db.delete(fonts).where(and(eq(fonts.siteId, SITE), eq(fonts.type, "MENU")));
    expect((await put("/admin/font", { fonts: [menu] })).status).toBe(200);
    const after = await api.call({ method: "GET", url: "/site/info" });
    expect(after.body.data.fonts.find((f: { type: string }) => f.type === "MENU")).toMatchObject(menu);
  });

  it.each([
    [{ ...title, family: "Comic Sans MS" }, "Inter, Montserrat, Playfair Display, Lora"],
    [{ ...title, color: "javascript:alert(1)" }, "couleur"],
    [{ ...title, size: 200 }, "entre 10 et 48"],
  ])("refuses %j in French and changes nothing", async (font, words) => {
    const reply = await put("/admin/font", { fonts: [font] });
    expect(reply.status).toBe(400);
    expect(Object.values(reply.body.data.errors).join(" ")).toContain(words);
    const info = await api.call({ method: "GET", url: "/site/info" });
    expect(info.body.data.fonts.find((f: { type: string }) => f.type === "TITLE").family).not.toBe(
      "Comic Sans MS",
    );
  });

  it("needs an administrator", async () => {
    expect((await put("/admin/font", { fonts: [title] }, memberToken)).status).toBe(403);
  });
});
