import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, formSubmissions, sites } from "../../db/schema/index";
import type { SeedFormField } from "../../db/seed/content";
import { ROOT_DIR } from "../../paths";
import { createTestApi, type TestApi } from "../../testing/api";
import { createForm } from "../../testing/factories/content";
import { QUOTE_FIELDS } from "../../testing/factories/forms";
import { setParameters } from "../../testing/factories/site";
import { parseEml } from "../../testing/mail";
import { MINIMAL_SITES } from "../../testing/minimal-seed";
import { expectFrenchError, multipart, nextIp, SAMPLE, type TestFile } from "./testing";

/** Forms (definitions, multipart submissions with files) and contact messages. */

let api: TestApi;

/** Where each site's company receives its forms and messages. */
const COMPANY_EMAIL = { 1: "contact@batiment-essai.fr", 2: "cave@domaine-essai.fr" };
const CONTACT_FIELDS: SeedFormField[] = [
  { name: "lastname", type: "text", label: "Nom", required: true },
  { name: "firstname", type: "text", label: "Prénom", required: true },
  { name: "email", type: "email", label: "Adresse e-mail", required: true },
  {
    name: "subject",
    type: "select",
    label: "Objet de votre demande",
    required: true,
    options: [
      { value: "information", label: "Demande d'information" },
      { value: "rendez-vous", label: "Prise de rendez-vous" },
      { value: "autre", label: "Autre" },
    ],
  },
  { name: "message", type: "textarea", label: "Votre message", required: true, rules: { minLength: 10 } },
  {
    name: "consent",
    type: "checkbox",
    label: "J'accepte que ces informations servent à me répondre.",
    required: true,
  },
];

beforeAll(async () => {
  api = await createTestApi({ seed: "minimal" });
  const db = api.database.db;
  for (const siteId of [1, 2] as const) {
    await setParameters(db, siteId, { COMPANY_EMAIL: COMPANY_EMAIL[siteId] });
    await api.services.sites.invalidate(siteId);
  }
  await createForm(db, 1, {
    slug: "devis",
    name: "Demande de devis",
    successMessage: "Merci, votre demande de devis est bien enregistrée.",
    fields: QUOTE_FIELDS,
  });
  await createForm(db, 1, { slug: "contact", name: "Nous contacter", fields: CONTACT_FIELDS });
  await createForm(db, 2, { slug: "contact", name: "Écrire au domaine", fields: CONTACT_FIELDS });
});

afterAll(async () => {
  await api?.close();
});

const get = (url: string, site = 1) => api.call({ method: "GET", url, site });

function submit(
  form: string,
  fields: Record<string, string | string[]>,
  files: TestFile[] = [],
  site = 1,
  ip = nextIp(),
) {
  const { payload, headers } = multipart(fields, files);
  return api.call({
    method: "POST",
    url: `/forms/${form}/submit`,
    payload,
    headers,
    site,
    remoteAddress: ip,
  });
}

const quote = (extra: Record<string, string | string[]> = {}) => ({
  service: "renovation-interieure",
  works: ["salle-de-bains", "isolation"],
  propertyType: "maison",
  timeframe: "3-mois",
  description: "Remplacer la baignoire par une douche à l'italienne et isoler les murs de la salle de bains.",
  lastname: "Le Bihan",
  firstname: "Nolwenn",
  email: "nolwenn.lebihan@exemple.fr",
  phone: "06 71 22 34 90",
  postalCode: "56000",
  city: "Vannes",
  visit: "on",
  consent: "true",
  ...extra,
});

const file = (filename: string, type: string, data: Buffer, field = "attachments"): TestFile => ({
  field,
  filename,
  type,
  data,
});

async function submissions() {
  const [row] = await api.database.db.select({ n: count() }).from(formSubmissions);
  return row!.n;
}

const uploadsDir = () => join(api.config.dataDir, "uploads");
const mails = () => (existsSync(api.config.mailDir) ? readdirSync(api.config.mailDir) : []);
function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe("GET /forms/{id}", () => {
  it("answers the quote form by slug and by id, with its fields", async () => {
    const { status, body } = await get("/forms/devis");
    expect(status).toBe(200);
    expect(body.data.honeypot).toBe("website");
    const fields = new Map(body.data.fields.map((f: { name: string }) => [f.name, f]));
    expect(fields.get("attachments")).toMatchObject({
      type: "file",
      accept: ["pdf", "jpg", "jpeg", "png"],
      rules: { maxSize: 5 * 1024 * 1024, maxFiles: 5 },
    });
    expect(fields.get("email")).toMatchObject({ type: "email", required: true, label: "Adresse e-mail" });
    expect(fields.get("consent")).toMatchObject({ type: "checkbox", required: true });
    for (const field of body.data.fields) {
      expect(Object.keys(field).sort()).toEqual(
        [
          "accept",
          "autocomplete",
          "help",
          "label",
          "name",
          "options",
          "placeholder",
          "required",
          "rules",
          "type",
          "width",
        ].sort(),
      );
    }
    const byId = await get(`/forms/${body.data.id}`);
    expect(byId.body.data.slug).toBe("devis");
  });

  it("scopes forms by site: the same slug, another form; another site's id answers 404", async () => {
    const one = await get("/forms/contact");
    const two = await get("/forms/contact", 2);
    expect(one.body.data.name).toBe("Nous contacter");
    expect(two.body.data.name).toBe("Écrire au domaine");
    expect((await get(`/forms/${one.body.data.id}`, 2)).status).toBe(404);
    expect((await get("/forms/devis", 2)).status).toBe(404);
    for (const bad of ["Devis", "de_vis", "%24x", "a".repeat(90)]) {
      const reply = await get(`/forms/${bad}`);
      expect(reply.status, bad).toBe(400);
      expectFrenchError(reply.body);
    }
  });
});

describe("POST /forms/{id}/submit", () => {
  it("stores a quote request with files outside the code tree and e-mails the company", async () => {
    const mailsBefore = mails().length;
    const { status, body } = await submit("devis", quote(), [
      file("plan-salle-de-bains.pdf", "application/pdf", SAMPLE.pdf),
      file("photo.png", "image/png", SAMPLE.png),
      file("Photo Douche.JPG", "image/jpeg", SAMPLE.jpeg),
    ]);
    expect(status).toBe(201);
    expect(body.data).toEqual({ submitted: true });
    expect(body.message).toMatch(/^Merci, votre demande de devis/);

    const [row] = await api.database.db
      .select()
      .from(formSubmissions)
      .orderBy(desc(formSubmissions.id))
      .limit(1);
    expect(row!.siteId).toBe(1);
    expect(row!.values).toMatchObject({
      service: "renovation-interieure",
      works: ["salle-de-bains", "isolation"],
      visit: "oui",
      consent: "oui",
      city: "Vannes",
    });
    expect(row!.mailedAt).not.toBeNull();
    expect(row!.files.map((f) => f.originalName)).toEqual([
      "plan-salle-de-bains.pdf",
      "photo.png",
      "Photo Douche.JPG",
    ]);
    for (const stored of row!.files) {
      const path = join(uploadsDir(), stored.path);
      expect(stored.path).toMatch(/^site-1\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.(pdf|png|jpg)$/);
      expect(existsSync(path)).toBe(true);
      expect(relative(ROOT_DIR, path).startsWith("..") || !path.startsWith(ROOT_DIR)).toBe(true);
    }
    expect(readFileSync(join(uploadsDir(), row!.files[0]!.path))).toEqual(SAMPLE.pdf);

    const newMails = mails().slice(mailsBefore);
    expect(newMails).toHaveLength(1);
    const eml = readFileSync(join(api.config.mailDir, newMails[0]!), "utf8");
    expect(eml).toContain(`To: ${COMPANY_EMAIL[1]}`);
    expect(eml).toContain("Reply-To: nolwenn.lebihan@exemple.fr");
    const text = decodeQuotedPrintable(eml);
    expect(text).toContain("Salle de bains, Isolation");
    expect(text).toContain("plan-salle-de-bains.pdf");
    expect(text).toContain("Vannes");
  });

  it("accepts a JSON submission without files", async () => {
    const reply = await api.call({
      method: "POST",
      url: "/forms/contact/submit",
      remoteAddress: nextIp(),
      payload: {
        lastname: "Morvan",
        firstname: "Loïc",
        email: "loic.morvan@exemple.fr",
        subject: "rendez-vous",
        message: "Bonjour, je souhaite une visite pour ma toiture.",
        consent: true,
      },
    });
    expect(reply.status).toBe(201);
  });

  it("answers every invalid field with a French message and stores nothing", async () => {
    const before = await submissions();
    const { status, body } = await submit("devis", {
      service: "piscine",
      works: ["salle-de-bains", "jacuzzi"],
      propertyType: "",
      surface: "beaucoup",
      timeframe: "3-mois",
      description: "court",
      email: "pas-une-adresse",
      phone: "12",
      postalCode: "5600",
      city: "Vannes",
      lastname: "X",
      firstname: "Y",
    });
    expect(status).toBe(400);
    expectFrenchError(body);
    expect(body.data.errors).toEqual({
      service: "Cette option n'est pas proposée.",
      works: "Cette option n'est pas proposée.",
      propertyType: "Choisissez une option.",
      surface: "Saisissez un nombre.",
      description: "Saisissez au moins 20 caractères.",
      email: "Cette adresse e-mail n'est pas valide.",
      phone: "Le numéro de téléphone n'est pas valide.",
      postalCode: "Le code postal doit comporter 5 chiffres.",
      consent: "Vous devez cocher cette case.",
    });
    expect(await submissions()).toBe(before);
  });

  it("refuses a PNG renamed .pdf, a text file declared image/png and an unaccepted format", async () => {
    const before = await submissions();
    const filesBefore = listFiles(uploadsDir()).length;
    const cases: Array<[TestFile, RegExp]> = [
      [file("devis.pdf", "application/pdf", SAMPLE.png), /ne correspond pas à un fichier PDF/],
      [file("photo.png", "image/png", SAMPLE.text), /ne correspond pas à un fichier PNG/],
      [file("photo.png", "application/pdf", SAMPLE.png), /ne correspond pas à un fichier PNG/],
      [file("script.exe", "application/octet-stream", SAMPLE.text), /n'est pas accepté/],
      [file("dessin.svg", "image/svg+xml", Buffer.from("<svg/>")), /n'est pas accepté/],
      [file("vide.pdf", "application/pdf", Buffer.alloc(0)), /est vide/],
    ];
    for (const [bad, message] of cases) {
      const { status, body } = await submit("devis", quote(), [
        file("ok.pdf", "application/pdf", SAMPLE.pdf),
        bad,
      ]);
      expect(status, bad.filename).toBe(400);
      expectFrenchError(body);
      expect(body.data.errors.attachments, bad.filename).toMatch(message);
    }
    expect(await submissions()).toBe(before);
    expect(listFiles(uploadsDir()).length).toBe(filesBefore);
  });

  it("refuses a file over the size limit with 413 and too many files", async () => {
    const before = await submissions();
    const big = Buffer.concat([SAMPLE.pdf, Buffer.alloc(5 * 1024 * 1024)]);
    const { status, body } = await submit("devis", quote(), [file("gros-plan.pdf", "application/pdf", big)]);
    expect(status).toBe(413);
    expectFrenchError(body);
    expect(body.message).toBe("Le fichier dépasse la taille maximale de 5 Mo.");
    expect(body.data.errors.attachments).toBe("Le fichier dépasse la taille maximale de 5 Mo.");

    const six = Array.from({ length: 6 }, (_, i) => file(`plan-${i}.pdf`, "application/pdf", SAMPLE.pdf));
    const tooMany = await submit("devis", quote(), six);
    expect(tooMany.status).toBe(413);
    expectFrenchError(tooMany.body);
    expect(tooMany.body.message).toBe(
      "Trop de fichiers ont été envoyés pour ce formulaire : 5 fichiers au maximum.",
    );
    expect(tooMany.body.data.errors.attachments).toBe(
      "Trop de fichiers pour ce formulaire : 5 fichiers au maximum.",
    );
    const onContact = await submit(
      "contact",
      {
        lastname: "A",
        firstname: "B",
        email: "a@exemple.fr",
        subject: "autre",
        message: "Un message assez long.",
        consent: "on",
      },
      [file("plan.pdf", "application/pdf", SAMPLE.pdf)],
    );
    expect(onContact.status).toBe(413);
    expect(onContact.body.message).toBe("Ce formulaire n'accepte pas de fichier.");
    expect(await submissions()).toBe(before);
  });

  it("accepts a filled honeypot silently: nothing stored, nothing sent", async () => {
    const before = await submissions();
    const mailsBefore = mails().length;
    const { status, body } = await submit("devis", { ...quote(), website: "http://spam.example" }, [
      file("plan.pdf", "application/pdf", SAMPLE.pdf),
    ]);
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(await submissions()).toBe(before);
    expect(mails().length).toBe(mailsBefore);
  });

  it("answers 404 for another site's form and 400 for a malformed id", async () => {
    const { body } = await get("/forms/devis");
    expect((await submit(String(body.data.id), quote(), [], 2)).status).toBe(404);
    expect((await submit("inconnu", quote())).status).toBe(404);
    expect((await submit("x.y", quote())).status).toBe(400);
  });

  it("answers 400 in French to a multipart body cut short or with another boundary, and stores nothing", async () => {
    const before = await submissions();
    for (const payload of [
      "--autre\r\n\r\n",
      "--limite\r\n",
      'texte\r\n--limite\r\nContent-Disposition: form-data; name="a"\r\n\r\nb',
    ]) {
      const { status, body } = await api.call({
        method: "POST",
        url: "/forms/devis/submit",
        payload,
        headers: { "content-type": "multipart/form-data; boundary=limite" },
        remoteAddress: nextIp(),
      });
      expect(status).toBe(400);
      expect(body.message).toBe("Le formulaire envoyé est mal formé.");
      expectFrenchError(body);
    }
    expect(await submissions()).toBe(before);
  });

  it("limits submissions per address: 429 after 5 in 10 minutes", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await submit("devis", quote(), [], 1, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe("POST /message", () => {
  const message = {
    name: "Gaëlle Le Roux",
    email: "Gaelle.LeRoux@exemple.fr",
    phone: "02 97 00 00 00",
    subject: "Entretien de ma pompe à chaleur",
    message: "Bonjour, pouvez-vous passer pour l'entretien de ma pompe à chaleur en décembre ?",
    consent: true,
  };
  const post = (payload: Record<string, unknown>, site = 1, ip = nextIp()) =>
    api.call({ method: "POST", url: "/message", payload, site, remoteAddress: ip });

  it("stores the message and e-mails the company of the right site", async () => {
    const mailsBefore = mails().length;
    const { status, body } = await post(message, 2);
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      data: null,
      message: "Merci, votre message a bien été envoyé. Nous vous répondrons rapidement.",
    });
    const rows = await api.database.db.select().from(contactMessages).where(eq(contactMessages.siteId, 2));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: "gaelle.leroux@exemple.fr", subject: message.subject });
    expect(rows[0]!.consentAt).toBeInstanceOf(Date);
    const eml = readFileSync(join(api.config.mailDir, mails().slice(mailsBefore)[0]!), "utf8");
    expect(eml).toContain(`To: ${COMPANY_EMAIL[2]}`);
    expect(eml).toContain("Reply-To: Gaelle.LeRoux@exemple.fr");
  });

  it("signs the company's e-mail with the site's own address, never a header's or a non-web one", async () => {
    const [site] = await api.database.db.select().from(sites).where(eq(sites.id, 2));
    await api.database.db
      .update(sites)
      .set({ prodUrls: ["javascript://www.domaine-essai.fr/%0Aalert(1)", ...site!.prodUrls] })
      .where(eq(sites.id, 2));
    await api.services.sites.invalidate(2);
    try {
      const mailsBefore = mails().length;
      const forged = {
        host: "evil.example",
        "x-forwarded-host": "evil.example",
        "x-forwarded-proto": "javascript",
      };
      const response = await api.call({
        method: "POST",
        url: "/message",
        payload: message,
        site: 2,
        remoteAddress: nextIp(),
        headers: forged,
      });
      expect(response.status).toBe(201);
      const mail = parseEml(join(api.config.mailDir, mails().slice(mailsBefore)[0]!));
      expect(mail.text).toContain(`Message envoyé depuis le site ${MINIMAL_SITES.shop.devUrl}.`);
      expect(mail.text).not.toMatch(/javascript|evil/);
    } finally {
      await api.database.db.update(sites).set({ prodUrls: site!.prodUrls }).where(eq(sites.id, 2));
      await api.services.sites.invalidate(2);
    }
  });

  it("answers per-field French errors", async () => {
    const { status, body } = await post({
      name: " ",
      email: "x@",
      message: "Court",
      consent: false,
      phone: "0",
    });
    expect(status).toBe(400);
    expectFrenchError(body);
    expect(body.data.errors).toEqual({
      name: "Indiquez votre nom.",
      email: "Cette adresse e-mail n'est pas valide.",
      phone: "Le numéro de téléphone n'est pas valide.",
      subject: "Indiquez l'objet de votre message.",
      message: "Votre message doit faire au moins 10 caractères.",
      consent: "Vous devez accepter que vos données soient utilisées pour vous répondre.",
    });
  });

  it("accepts a filled honeypot silently without storing", async () => {
    const [before] = await api.database.db.select({ n: count() }).from(contactMessages);
    const { status, body } = await post({ ...message, website: "spam" });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    const [after] = await api.database.db.select({ n: count() }).from(contactMessages);
    expect(after!.n).toBe(before!.n);
  });

  it("limits messages per address: 429 after 5 in 10 minutes", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await post(message, 1, ip)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(message, 1, ip);
    expectFrenchError(limited.body);
    expect(limited.body.message).toMatch(/^Trop de tentatives/);
  });
});

/** Body of a quoted-printable e-mail, decoded. */
function decodeQuotedPrintable(eml: string): string {
  const body = eml.slice(eml.indexOf("\n\n") + 2).replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === "=" && /^[0-9A-F]{2}$/.test(body.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(body.charCodeAt(i));
  }
  return Buffer.from(bytes).toString("utf8");
}
