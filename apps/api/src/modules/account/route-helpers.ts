import { isIsoDate } from "@vitrine/shared/account-rules";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { badRequest, type HttpError } from "../../lib/http";
import { validationFieldErrors } from "../../plugins/errors";
import type { MailContext } from "./account-mail";
import type { SessionUser } from "./sessions.service";

/** What the account routes share: limits, the member of a call, the origin of e-mailed links. */

const MINUTE = 60_000;

/** Per client IP, per route. */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: MINUTE },
  register: { max: 10, timeWindow: 15 * MINUTE },
  passwordResetAsk: { max: 5, timeWindow: 15 * MINUTE },
  passwordReset: { max: 10, timeWindow: 15 * MINUTE },
  /** Each opening of a reset link's page checks it. */
  passwordResetCheck: { max: 30, timeWindow: 15 * MINUTE },
  newsletter: { max: 10, timeWindow: 15 * MINUTE },
  newsletterConfirm: { max: 10, timeWindow: 15 * MINUTE },
  /** A member's choice of lists may e-mail a confirmation link. */
  newsletterChoice: { max: 20, timeWindow: 15 * MINUTE },
  /** Calls that check the current password of a logged member. */
  passwordCheck: { max: 10, timeWindow: 15 * MINUTE },
} as const;

export const tags = ["account"];
export const security: Array<Record<string, string[]>> = [{ bearer: [] }, { cookie: [] }];

/** The member of a call behind requireUser. */
export const currentUser = async (request: FastifyRequest): Promise<SessionUser> =>
  (await request.currentUser())!;

/**
 * A body that failed its schema on a form with site rules (birth date): the schema's errors and
 * the site's together, so that the visitor sees every problem at once.
 */
export async function invalidBody(app: FastifyInstance, request: FastifyRequest): Promise<HttpError> {
  const errors = validationFieldErrors(request.validationError, request.routeOptions.schema?.body);
  const raw = (request.body as { birthdate?: unknown } | null | undefined)?.birthdate;
  const birthdate = typeof raw === "string" && isIsoDate(raw.trim()) ? raw.trim() : null;
  if (!errors.birthdate) {
    Object.assign(errors, await app.accounts.rules.birthdateErrors(request.siteId, birthdate));
  }
  return badRequest("Certains champs sont invalides.", errors);
}

/** Origin of the links sent by e-mail: the site's known address the visitor used, else its main one. */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  return app.sites.linkOrigin(app.services.config, request.siteId, request);
}

/** What the e-mails of a call need: the origin of their links, and the request's log. */
export const mailContext = async (app: FastifyInstance, request: FastifyRequest): Promise<MailContext> => ({
  origin: await siteOrigin(app, request),
  log: request.log,
});
