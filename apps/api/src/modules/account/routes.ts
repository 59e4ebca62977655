import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { addressRoutes } from "./addresses.routes";
import { newsletterRoutes } from "./newsletter.routes";
import { passwordResetRoutes } from "./password-reset.routes";
import { personalDataRoutes } from "./personal-data.routes";
import { profileRoutes } from "./profile.routes";
import { sessionRoutes } from "./sessions.routes";

// Member calls check the session before the body (preValidation): without one, 401 whatever the body.
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Nothing about a member may be kept by a shared cache.
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(personalDataRoutes);
  await app.register(newsletterRoutes);
  await app.register(addressRoutes);
};
