import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { albumRoutes } from "./albums.routes";
import { blogRoutes } from "./blog.routes";
import { calendarRoutes } from "./calendar.routes";
import { elementRoutes } from "./elements.routes";
import { formRoutes } from "./forms.routes";
import { messageRoutes } from "./messages.routes";
import { newsRoutes } from "./news.routes";
import { reviewRoutes } from "./reviews.routes";
import { serviceOfferRoutes } from "./service-offers.routes";
import { svgRoutes } from "./svg.routes";

/** Content domain: services, blog, news, albums, element lists, forms, messages, reviews, calendars. */
export const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both plugins stay inside this module's context unless the API already registered them.
  if (!app.hasDecorator("rateLimit")) await app.register(rateLimit, { global: false });
  if (!app.hasRequestDecorator("isMultipart")) {
    // Each form sets its own limits when it reads its parts (forms.ts: maxFileSizeOf, maxFilesOf).
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: 5 * 1024 * 1024, files: 5 },
    });
  }

  await app.register(serviceOfferRoutes);
  await app.register(blogRoutes);
  await app.register(newsRoutes);
  await app.register(albumRoutes);
  await app.register(elementRoutes);
  await app.register(reviewRoutes);
  await app.register(calendarRoutes);
  await app.register(formRoutes);
  await app.register(messageRoutes);
  await app.register(svgRoutes);
};
