import { CART_COOKIE_MAX_AGE_S } from "@vitrine/shared/constants";
import type { FastifyInstance } from "fastify";
import type { Carts } from "./cart";

const DAY_MS = 86_400_000;

/**
 * A visitor's cart untouched for longer than its cookie lives (plus a day) can no longer be opened
 * by anybody: every browser that held its secret has forgotten it.
 */
export const ABANDONED_CART_AGE_MS = CART_COOKIE_MAX_AGE_S * 1000 + DAY_MS;
export const CART_PURGE_INTERVAL_MS = DAY_MS / 4;

/**
 * Deletes abandoned visitors' carts when the server is ready, then every six hours, so that robots
 * and one-time visitors do not fill the database of a long-running deployment. A failure is logged
 * and tried again at the next round.
 */
export function scheduleCartPurge(app: FastifyInstance, carts: Carts) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const purge = async () => {
    try {
      const count = await carts.purgeAbandoned(new Date(Date.now() - ABANDONED_CART_AGE_MS));
      if (count > 0) app.log.info({ carts: count }, "abandoned carts deleted");
    } catch (error) {
      app.log.error({ err: error }, "abandoned carts purge failed");
    }
  };
  const start = () => {
    running = running.then(purge);
  };
  app.addHook("onReady", async () => {
    timer = setInterval(start, CART_PURGE_INTERVAL_MS);
    timer.unref();
    start();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    // The database closes after the server: let a purge in flight finish first.
    await running;
  });
}
