import {
  ADDRESS_TYPES,
  AddressBodySchema,
  addressCountryErrors,
  MemberAddressListSchema,
  MemberAddressSchema,
} from "@vitrine/shared/schemas/addresses";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest, envelope, idParam, ok } from "../../lib/http";
import { requireUser } from "../../plugins/auth";
import { isWrongShape, validationFieldErrors } from "../../plugins/errors";
import { currentUser, security } from "./route-helpers";

const tags = ["addresses"];

/**
 * A body its schema refused: every field's message at once, the postal code's rule in its country
 * included (it needs the country, read after the schema). A wrong id or a body that is not an
 * object keeps the usual reply.
 */
async function refusedBody(app: FastifyInstance, request: FastifyRequest): Promise<unknown> {
  const error = request.validationError!;
  if (error.validationContext !== "body" || isWrongShape(error)) return error;
  const errors = validationFieldErrors(error, request.routeOptions.schema?.body);
  const raw = request.body as { postalCode?: unknown; country?: unknown };
  if (
    !errors.postalCode &&
    !errors.country &&
    typeof raw.postalCode === "string" &&
    typeof raw.country === "number"
  ) {
    const country = await app.geo.findCountry(raw.country);
    Object.assign(
      errors,
      addressCountryErrors({ postalCode: raw.postalCode, country: raw.country }, country?.alphaTwo),
    );
  }
  return badRequest("Certains champs sont invalides.", errors);
}
const params = z.object({ id: idParam });

/** A member's saved shipping and billing addresses (types: GET /admin/address/type). */
export const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  const addresses = app.accounts.addresses;

  app.get(
    "/user/address",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: `The member's addresses (${ADDRESS_TYPES.join(", ")}), defaults first`,
        security,
        response: { 200: envelope(MemberAddressListSchema) },
      },
    },
    async (request) => ok(await addresses.list(await currentUser(request))),
  );

  app.get(
    "/user/address/:id",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "One of the member's addresses",
        security,
        params,
        response: { 200: envelope(MemberAddressSchema) },
      },
    },
    async (request) => ok(await addresses.get(await currentUser(request), request.params.id)),
  );

  app.post(
    "/user/address",
    {
      preValidation: requireUser,
      attachValidation: true,
      schema: {
        tags,
        summary: "Saves a new address (at most 20 per member)",
        security,
        body: AddressBodySchema,
        response: { 201: envelope(MemberAddressSchema) },
      },
    },
    async (request, reply) => {
      if (request.validationError) throw await refusedBody(app, request);
      const address = await addresses.create(await currentUser(request), request.body);
      return reply.code(201).send(ok(address, "L'adresse est enregistrée."));
    },
  );

  app.put(
    "/user/address/:id",
    {
      preValidation: requireUser,
      attachValidation: true,
      schema: {
        tags,
        summary: "Changes one of the member's addresses",
        security,
        params,
        body: AddressBodySchema,
        response: { 200: envelope(MemberAddressSchema) },
      },
    },
    async (request) => {
      if (request.validationError) throw await refusedBody(app, request);
      return ok(
        await addresses.update(await currentUser(request), request.params.id, request.body),
        "L'adresse est modifiée.",
      );
    },
  );

  app.delete(
    "/user/address/:id",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Deletes one of the member's addresses",
        security,
        params,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await addresses.delete(await currentUser(request), request.params.id);
      return ok(null, "L'adresse est supprimée.");
    },
  );
};
