import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope, ok } from "../../lib/http";

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/logged",
    {
      schema: {
        tags: ["account"],
        summary: "Whether the request carries a valid session on this site",
        response: { 200: envelope(z.boolean()) },
      },
    },
    async (request) => ok((await request.currentUser()) !== null),
  );
};
