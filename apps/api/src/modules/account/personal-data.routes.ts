import { PersonalDataSchema } from "@vitrine/shared/schemas/account";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../lib/http";
import { requireUser } from "../../plugins/auth";
import { currentUser, security, tags } from "./route-helpers";

/** The member's rights over their data: closing the personal space, exporting what is held. */
export const personalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    "/user",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Closes the personal space: personal data anonymised, sessions ended",
        security,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await app.accounts.personalData.deleteAccount(await currentUser(request));
      return ok(null, "Votre compte est supprimé et vos données personnelles effacées.");
    },
  );

  app.get(
    "/user/export",
    {
      preValidation: requireUser,
      schema: {
        tags,
        summary: "Every personal data held about the member (right of access), as a JSON download",
        security,
        response: { 200: envelope(PersonalDataSchema) },
      },
    },
    async (request, reply) => {
      const data = await app.accounts.personalData.export(await currentUser(request));
      const day = data.exportedAt.slice(0, 10);
      reply.header("content-disposition", `attachment; filename="mes-donnees-${day}.json"`);
      return ok(data, "Voici toutes les données personnelles que nous détenons sur vous.");
    },
  );
};
