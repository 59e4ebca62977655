import type { FastifyInstance } from "fastify";
import { sendLimit } from "../../plugins/rate-limit";

const TEN_MINUTES = 10 * 60_000;

/**
 * What a visitor may send per site and address in 10 minutes: messages to the company (the site's
 * forms and the contact message share one count), reviews, event registrations. Posts refused by
 * validation only count toward each route's flood limit.
 */
export const SENDS = {
  messages: { max: 5, timeWindow: TEN_MINUTES },
  reviews: { max: 3, timeWindow: TEN_MINUTES },
  registrations: { max: 10, timeWindow: TEN_MINUTES },
} as const;

export const sendLimitOf = (app: FastifyInstance, name: keyof typeof SENDS) =>
  sendLimit(app, name, SENDS[name].max, SENDS[name].timeWindow);
