import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../db/schema/index";
import { adminToken } from "../../testing/admin-pages";
import { createTestApi, type TestApi } from "../../testing/api";
import { createMember } from "../../testing/factories/account";
import { createForm } from "../../testing/factories/content";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { expectFrenchError, multipart, nextIp, SAMPLE } from "../content/testing";

/** The form builder, the submissions with their files and the CSV export (/admin/form). */

let api: TestApi;
let token: string;
let adminEmail: string;
let otherToken: string;
let memberToken: string;
const SITE: number = MINIMAL_SITES.building.id;
const OTHER: number = MINIMAL_SITES.shop.id;

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  ({ token, email: adminEmail } = await adminToken(api.services, api.database.db, SITE));
  ({ token: otherToken } = await adminToken(api.services, api.database.db, OTHER));
  const member = await createMember(api.database.db, SITE);
  memberToken = await api.services.accounts.sessions.createSession(SITE, member.id);
});

afterAll(async () => {
  await api.close();
});

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown, as = token, site = SITE) =>
  api.call({
    method,
    url,
    site,
    headers: { authorization: `Bearer ${as}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const raw = (url: string, as = token, site = SITE) =>
  api.app.inject({ method: "GET", url, headers: { idSite: String(site), authorization: `Bearer ${as}` } });

const baseBody = (fields: unknown[]) => ({
  name: "Demande de rappel",
  description: "On vous rappelle sous 48 heures.",
  submitLabel: "Être rappelé",
  successMessage: "Merci, nous vous rappelons très vite.",
  recipientEmail: "",
  isActive: true,
  fields,
});

function send(
  slug: string,
  fields: Record<string, string | string[]>,
  files: Parameters<typeof multipart>[1] = [],
) {
  const { payload, headers } = multipart(fields, files);
  return api.call({
    method: "POST",
    url: `/forms/${slug}/submit`,
    payload,
    headers,
    remoteAddress: nextIp(),
  });
}

describe("the form builder", () => {
  it("creates a form whose fields the public form renders and validates", async () => {
    const reply = await call(
      "POST",
      "/admin/form",
      baseBody([
        { label: "Votre nom", type: "text", required: true },
        { label: "Téléphone", type: "tel", required: true, width: "half" },
        {
          label: "Créneau préféré",
          type: "radio",
          required: true,
          options: [{ label: "Le matin" }, { label: "L'après-midi" }],
        },
        { label: "Photo du chantier", type: "file", accept: ["jpg", "png"], maxSize: 1_000_000, maxFiles: 2 },
      ]),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe("Formulaire créé.");
    const form = reply.body.data;
    expect(form).toMatchObject({ slug: "demande-de-rappel", recipientEmail: null, isActive: true });
    expect(form.fields.map((f: { name: string }) => f.name)).toEqual([
      "votre-nom",
      "telephone",
      "creneau-prefere",
      "photo-du-chantier",
    ]);
    expect(form.fields[2].options).toEqual([
      { value: "le-matin", label: "Le matin" },
      { value: "l-apres-midi", label: "L'après-midi" },
    ]);
    expect(form.fields[3]).toMatchObject({
      accept: ["jpg", "png"],
      rules: { maxSize: 1_000_000, maxFiles: 2 },
    });

    const shown = await api.call({ method: "GET", url: "/forms/demande-de-rappel" });
    expect(shown.status).toBe(200);
    expect(shown.body.data.fields).toEqual(form.fields);
    const refused = await send("demande-de-rappel", { "votre-nom": "Anne" });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors).toMatchObject({
      telephone: "Ce champ est obligatoire.",
      "creneau-prefere": "Choisissez une option.",
    });
    const accepted = await send(
      "demande-de-rappel",
      { "votre-nom": "Anne", telephone: "06 12 34 56 78", "creneau-prefere": "le-matin" },
      [{ field: "photo-du-chantier", filename: "mur.png", type: "image/png", data: SAMPLE.png }],
    );
    expect(accepted.status).toBe(201);

    const [entry] = await api.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "form.create"), eq(auditEntries.entityId, String(form.id))));
    expect(entry).toMatchObject({ siteId: SITE, userEmail: adminEmail, before: null });
  });

  it("adds a required field to an existing form: the public form asks for it at once", async () => {
    const existing = await createForm(api.database.db, SITE, { slug: "devis-rapide" });
    const before = await api.call({ method: "GET", url: "/forms/devis-rapide" });
    expect(before.body.data.fields).toHaveLength(2);
    const fields = [
      ...existing.fields.map(({ rules: _, accept: __, ...field }) => field),
      { label: "Code postal du chantier", type: "postalCode", required: true },
    ];
    const reply = await call("PUT", `/admin/form/${existing.id}`, {
      ...baseBody(fields),
      name: "Devis rapide",
    });
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe("Formulaire enregistré.");
    const after = await api.call({ method: "GET", url: "/forms/devis-rapide" });
    expect(after.body.data.name).toBe("Devis rapide");
    expect(after.body.data.fields.map((f: { name: string }) => f.name)).toEqual([
      "name",
      "email",
      "code-postal-du-chantier",
    ]);
    const refused = await send("devis-rapide", { name: "Paul", email: "paul@exemple.fr" });
    expect(refused.body.data.errors).toEqual({ "code-postal-du-chantier": "Ce champ est obligatoire." });
    const [entry] = await api.database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, "form.update"), eq(auditEntries.entityId, String(existing.id))));
    expect((entry!.before as { fields: unknown[] }).fields).toHaveLength(2);
    expect((entry!.after as { fields: unknown[] }).fields).toHaveLength(3);
  });

  it("refuses a form that could not be rendered, with French messages by field", async () => {
    const reply = await call(
      "POST",
      "/admin/form",
      baseBody([
        { label: "Choix", type: "select", options: [] },
        { label: "Pièce jointe", type: "file", accept: [] },
        { label: "", type: "text" },
        { label: "Pays", type: "teleport" },
        { name: "website", label: "Site", type: "text" },
        { label: "Taille", type: "file", accept: ["exe"], maxSize: 50 * 1024 * 1024 },
      ]),
    );
    expect(reply.status).toBe(400);
    expectFrenchError(reply.body);
    expect(reply.body.data.errors).toMatchObject({
      "fields.0.options": "Ajoutez au moins un choix à ce champ.",
      "fields.1.accept": "Choisissez au moins un format de fichier accepté.",
      "fields.2.label": "Indiquez le libellé du champ.",
      "fields.3.type": "Choisissez un type de champ valide.",
      "fields.5.maxSize": "Taille maximale : de 1 octet à 20 Mo.",
    });
    const noField = await call("POST", "/admin/form", { ...baseBody([]), recipientEmail: "pas-une-adresse" });
    expect(noField.status).toBe(400);
    expect(noField.body.data.errors).toMatchObject({
      fields: "Un formulaire a au moins un champ.",
      recipientEmail: "Cette adresse e-mail n'est pas valide.",
    });
    const honeypot = await call(
      "POST",
      "/admin/form",
      baseBody([{ name: "website", label: "Site", type: "text" }]),
    );
    expect(honeypot.body.data.errors).toEqual({ "fields.0.name": "Ce nom technique est déjà pris." });
  });

  it("lists the forms with their submission counts, only the site's own", async () => {
    const form = await createForm(api.database.db, SITE, { slug: "liste", name: "AAA Liste" });
    await send("liste", { name: "Luc", email: "luc@exemple.fr" });
    await createForm(api.database.db, OTHER, { slug: "ailleurs", name: "AAA Ailleurs" });
    const reply = await call("GET", "/admin/form?name=lk:AAA");
    expect(reply.status).toBe(200);
    expect(reply.body.data.total).toBe(1);
    expect(reply.body.data.items[0]).toMatchObject({ id: form.id, fieldCount: 2, submissionCount: 1 });
    expect(reply.body.data.items[0].lastSubmissionAt).toMatch(/^\d{4}-/);
    expect((await call("GET", `/admin/form/${form.id}`, undefined, otherToken, OTHER)).status).toBe(404);
    expect(
      (
        await call(
          "PUT",
          `/admin/form/${form.id}`,
          baseBody([{ label: "A", type: "text" }]),
          otherToken,
          OTHER,
        )
      ).status,
    ).toBe(404);
    const bad = await call("GET", "/admin/form?orderBy=secret");
    expect(bad.status).toBe(400);
    expectFrenchError(bad.body);
    expect((await call("GET", "/admin/form", undefined, memberToken)).status).toBe(403);
  });
});

describe("the submissions", () => {
  it("lists them newest first with their files, and downloads a file", async () => {
    const form = await createForm(api.database.db, SITE, {
      slug: "pieces",
      fields: [
        { name: "name", type: "text", label: "Nom", required: true },
        { name: "plan", type: "file", label: "Plan", accept: ["pdf"] },
      ],
    });
    await send("pieces", { name: "Premier" });
    await send("pieces", { name: "Second" }, [
      { field: "plan", filename: "plan étage.pdf", type: "application/pdf", data: SAMPLE.pdf },
    ]);
    const reply = await call("GET", `/admin/form/${form.id}/submission`);
    expect(reply.status).toBe(200);
    expect(reply.body.data.total).toBe(2);
    const [newest, oldest] = reply.body.data.items;
    expect(newest.values).toEqual({ name: "Second" });
    expect(oldest.values).toEqual({ name: "Premier" });
    expect(newest.files).toEqual([
      {
        index: 0,
        field: "plan",
        originalName: "plan étage.pdf",
        mimeType: "application/pdf",
        size: SAMPLE.pdf.length,
      },
    ]);
    const download = await raw(`/admin/form/${form.id}/submission/${newest.id}/file/0`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    expect(download.headers["content-disposition"]).toContain("filename*=UTF-8''plan%20%C3%A9tage.pdf");
    expect(download.rawPayload.equals(SAMPLE.pdf)).toBe(true);

    expect((await raw(`/admin/form/${form.id}/submission/${newest.id}/file/1`)).statusCode).toBe(404);
    expect((await raw(`/admin/form/${form.id}/submission/${newest.id}/file/x`)).statusCode).toBe(400);
    expect(
      (await raw(`/admin/form/${form.id}/submission/${newest.id}/file/0`, otherToken, OTHER)).statusCode,
    ).toBe(404);
    expect(
      (await call("GET", `/admin/form/${form.id}/submission`, undefined, otherToken, OTHER)).status,
    ).toBe(404);
    expect((await call("GET", "/admin/form/999999/submission")).status).toBe(404);
  });

  it("exports them as CSV for a French spreadsheet, formulas neutralized", async () => {
    const form = await createForm(api.database.db, SITE, {
      slug: "export",
      fields: [
        { name: "name", type: "text", label: "Nom", required: true },
        { name: "message", type: "textarea", label: "Message; détails" },
        {
          name: "kind",
          type: "select",
          label: "Type",
          options: [{ value: "maison", label: "Maison" }],
        },
        { name: "consent", type: "checkbox", label: "Accord" },
      ],
    });
    await send("export", {
      name: '=HYPERLINK("http://x";"clic")',
      message: 'ligne 1\nligne "2"',
      kind: "maison",
      consent: "on",
    });
    await send("export", { name: "@Zoé", message: "+33 6", kind: "" });
    const reply = await raw(`/admin/form/${form.id}/submission/csv`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(reply.headers["content-disposition"]).toMatch(
      /attachment; filename="demandes-export-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = reply.rawPayload.toString("utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const lines = text.slice(1).split("\r\n");
    expect(lines[0]).toBe('N°;Reçue le;Nom;"Message; détails";Type;Accord');
    expect(lines[1]).toMatch(/^\d+;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};'@Zoé;'\+33 6;;Non$/);
    expect(lines[2]).toMatch(
      /^\d+;\d{2}\/\d{2}\/\d{4} \d{2}:\d{2};"'=HYPERLINK\(""http:\/\/x"";""clic""\)";"ligne 1\nligne ""2""";Maison;Oui$/,
    );
    expect(lines[3]).toBe("");
    expect((await raw(`/admin/form/${form.id}/submission/csv`, otherToken, OTHER)).statusCode).toBe(404);
    expect((await raw(`/admin/form/${form.id}/submission/csv`, memberToken)).statusCode).toBe(403);
  });
});
