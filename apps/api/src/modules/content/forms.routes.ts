import { FormSchema, FormSubmitResultSchema, HONEYPOT_FIELD } from "@vitrine/shared/schemas/content";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, HttpError, idParam, notFound, ok, slugParam } from "../../lib/http";
import { multipartError } from "../../lib/multipart";
import { formatSize, maxFileSizeOf, maxFilesOf, type RawValues, type UploadedFile } from "./form-validation";
import { sendLimitOf } from "./send-limits";

/** /forms/{id}: a numeric id, or the form's slug (contact, devis). */
const formKey = z.union([idParam, slugParam], { error: "Identifiant de formulaire invalide." });

/** Reads a multipart submission: text fields and files (in memory, bounded by the form's limits). */
async function readMultipart(
  request: FastifyRequest,
  limits: { fileSize: number; files: number },
): Promise<{ raw: RawValues; files: UploadedFile[] }> {
  const raw: RawValues = {};
  const files: UploadedFile[] = [];
  let current: string | null = null;
  try {
    const parts = request.parts({
      limits: { fileSize: limits.fileSize, files: limits.files, fields: 100, fieldSize: 20_000, parts: 120 },
    });
    for await (const part of parts) {
      current = part.fieldname;
      if (part.type === "file") {
        const data = await part.toBuffer();
        // An <input type=file> left empty is sent as a part without name nor content.
        if (!part.filename && data.length === 0) continue;
        files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      } else {
        raw[part.fieldname] = [...(raw[part.fieldname] ?? []), String(part.value ?? "")];
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      const message = `Le fichier dépasse la taille maximale de ${formatSize(limits.fileSize)}.`;
      throw new HttpError(413, message, current ? { [current]: message } : undefined);
    }
    throw multipartError(error, current, limits.files);
  }
  return { raw, files };
}

/** JSON submissions (no file): every value becomes a list of strings, as multipart would give. */
function jsonValues(body: unknown): RawValues {
  const raw: RawValues = {};
  if (!body || typeof body !== "object" || Array.isArray(body)) return raw;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const list = Array.isArray(value) ? value : [value];
    raw[key] = list
      .filter((v) => v !== null && v !== undefined && typeof v !== "object")
      .map((v) => String(v));
  }
  return raw;
}

/** The sites' forms (contact, quote request…): their definitions and submissions. */
export const formRoutes: FastifyPluginAsyncZod = async (app) => {
  const content = app.content;
  const sends = sendLimitOf(app, "messages");

  app.get(
    "/forms/:id",
    {
      config: { siteCache: true },
      schema: {
        tags: ["forms"],
        summary: "A form and its fields (by id or slug)",
        params: z.object({ id: formKey }),
        response: { 200: envelope(FormSchema) },
      },
    },
    async (request) => {
      const form = await content.forms.find(request.siteId, request.params.id);
      if (!form) throw notFound("Ce formulaire est introuvable.");
      return ok(content.forms.toForm(form));
    },
  );

  app.post(
    "/forms/:id/submit",
    {
      config: { rateLimit: sends.flood },
      schema: {
        tags: ["forms"],
        summary: "Submits a form (multipart/form-data with files, or JSON without)",
        description:
          "Per-field French errors in data.errors (400). Files are checked by extension, declared type and content, and by size (413 past the form's largest size).",
        params: z.object({ id: formKey }),
        consumes: ["multipart/form-data", "application/json"],
        response: { 201: envelope(FormSubmitResultSchema) },
      },
    },
    async (request, reply) => {
      const form = await content.forms.find(request.siteId, request.params.id);
      if (!form) throw notFound("Ce formulaire est introuvable.");
      // A visitor past the limit is answered before their files are read.
      await sends.check(request);
      const { raw, files } = request.isMultipart()
        ? await readMultipart(request, {
            fileSize: maxFileSizeOf(form.fields),
            files: maxFilesOf(form.fields),
          })
        : { raw: jsonValues(request.body), files: [] };
      const done = () => reply.status(201).send(ok({ submitted: true as const }, form.successMessage));
      if (raw[HONEYPOT_FIELD]?.some((v) => v.trim() !== "")) {
        request.log.info({ honeypot: true }, "form answered by a robot, ignored");
        await sends.count(request);
        return done();
      }
      const result = await content.forms.submit(request.siteId, form, raw, files, () => sends.count(request));
      if (result.mailError)
        request.log.error({ err: result.mailError, submission: result.id }, "form e-mail failed");
      return done();
    },
  );
};
