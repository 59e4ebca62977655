import type { FieldErrors } from "@vitrine/shared/envelope";
import { PARAMETER_KEYS, type ParameterKey } from "@vitrine/shared/parameters";
import {
  crossParameterErrors,
  ParameterValuesBodySchema,
  parameterValueError,
} from "@vitrine/shared/schemas/parameters";
import { FontSchema, ParameterSchema } from "@vitrine/shared/schemas/site";
import { FontsBodySchema } from "@vitrine/shared/schemas/theme";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, envelope, ok } from "../../lib/http";
import { actorOf } from "./actor";
import { storedParameterValue } from "./parameters";

const KNOWN_KEYS: ReadonlySet<string> = new Set(PARAMETER_KEYS);
export const INVALID_PARAMETERS = "Certains paramètres sont invalides.";

/**
 * The site's look from the admin panel (registered by admin/routes.ts, behind its session check):
 * several parameters saved together, and the fonts. The writes live in the site module (ThemeAdmin).
 */
export const adminThemeRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];

  app.put(
    "/admin/parameter",
    {
      schema: {
        tags,
        summary:
          "Changes several site parameters at once: all or none, each refused value named in data.errors by its key",
        body: ParameterValuesBodySchema,
        response: { 200: envelope(z.array(ParameterSchema)) },
      },
    },
    async (request) => {
      const given = Object.entries(request.body.values);
      if (given.length === 0) throw badRequest("Aucun paramètre à enregistrer.");
      const errors: FieldErrors = {};
      const values: Partial<Record<ParameterKey, string | null>> = {};
      for (const [key, raw] of given) {
        if (!KNOWN_KEYS.has(key)) {
          errors[key] = "Ce paramètre n'existe pas.";
          continue;
        }
        const value = raw === "" ? null : raw;
        const error = parameterValueError(key as ParameterKey, value);
        if (error) errors[key] = error;
        else values[key as ParameterKey] = storedParameterValue(key as ParameterKey, value);
      }
      const current = (await app.sites.getSnapshot(request.siteId))!.parameters;
      const merged = Object.fromEntries(current.map((p) => [p.type, p.value]));
      const between = crossParameterErrors({ ...merged, ...values }, Object.keys(values));
      for (const [key, message] of Object.entries(between)) errors[key] ??= message;
      if (Object.keys(errors).length > 0) throw badRequest(INVALID_PARAMETERS, errors);
      const saved = await app.sites.theme.updateParameters(request.siteId, values, await actorOf(request));
      return ok(saved, saved.length > 0 ? "Paramètres enregistrés." : "Aucune modification.");
    },
  );

  app.put(
    "/admin/font",
    {
      schema: {
        tags,
        summary: "Changes the site's fonts (title, content, menu) among the families it serves itself",
        body: FontsBodySchema,
        response: { 200: envelope(z.array(FontSchema)) },
      },
    },
    async (request) => {
      const fonts = await app.sites.theme.updateFonts(
        request.siteId,
        request.body.fonts,
        await actorOf(request),
      );
      return ok(fonts, "Polices enregistrées.");
    },
  );
};
