import { parseListQuery } from "@vitrine/shared/list-query";
import { line } from "@vitrine/shared/schemas/common";
import {
  AddressTypeSchema,
  CitySchema,
  CompanyAddressSchema,
  CountrySchema,
} from "@vitrine/shared/schemas/geo";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, envelope, idParam, ok } from "../../lib/http";
import { searchFrenchCities } from "./cities";
import { COMPANY_ADDRESS_LIST } from "./service";

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["geo"];

  app.get(
    "/countries",
    {
      schema: {
        tags,
        summary: "ISO 3166-1 countries, French names",
        response: { 200: envelope(z.array(CountrySchema)) },
      },
    },
    async () => ok(await app.geo.listCountries()),
  );

  app.get(
    "/cities/:search/:idCountry",
    {
      schema: {
        tags,
        summary: "Communes by postal code or name prefix (France)",
        params: z.object({
          search: line().trim().min(2, "Saisissez au moins 2 caractères.").max(60),
          idCountry: idParam,
        }),
        response: { 200: envelope(z.array(CitySchema)) },
      },
    },
    async (request) => {
      const country = await app.geo.findCountry(request.params.idCountry);
      if (!country) throw badRequest("Pays inconnu.", { idCountry: "Pays inconnu." });
      // Only French communes are known; other countries take a free-text city.
      return ok(country.alphaTwo === "FR" ? searchFrenchCities(request.params.search) : []);
    },
  );

  app.get(
    "/admin/address/type",
    {
      schema: {
        tags,
        summary: "Address types of the site",
        response: { 200: envelope(z.array(AddressTypeSchema)) },
      },
    },
    async (request) => ok(await app.geo.listAddressTypes(request.siteId)),
  );

  app.get(
    "/company/address",
    {
      config: { siteCache: true },
      schema: {
        tags,
        summary: "The company's addresses",
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        response: { 200: envelope(z.object({ items: z.array(CompanyAddressSchema), total: z.number() })) },
      },
    },
    async (request) => {
      const parsed = parseListQuery(request.query, COMPANY_ADDRESS_LIST);
      if (!parsed.ok) throw badRequest("Les paramètres de la liste sont invalides.", parsed.errors);
      return ok(await app.geo.listCompanyAddresses(request.siteId, parsed.query));
    },
  );
};
