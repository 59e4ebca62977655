import {
  ADDRESS_TYPES,
  AddressBodySchema,
  MemberAddressListSchema,
  MemberAddressSchema,
} from "@vitrine/shared/schemas/addresses";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, idParam, ok } from "../../lib/http";
import { requireUser } from "../../plugins/auth";
import { currentUser, security } from "./route-helpers";

const tags = ["addresses"];
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
      schema: {
        tags,
        summary: "Saves a new address (at most 20 per member)",
        security,
        body: AddressBodySchema,
        response: { 201: envelope(MemberAddressSchema) },
      },
    },
    async (request, reply) => {
      const address = await addresses.create(await currentUser(request), request.body);
      return reply.code(201).send(ok(address, "L'adresse est enregistrée."));
    },
  );

  app.put(
    "/user/address/:id",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Changes one of the member's addresses",
        security,
        params,
        body: AddressBodySchema,
        response: { 200: envelope(MemberAddressSchema) },
      },
    },
    async (request) =>
      ok(
        await addresses.update(await currentUser(request), request.params.id, request.body),
        "L'adresse est modifiée.",
      ),
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
