import type { FastifyInstance, FastifyRequest } from "fastify";
import { clientAddress, tooManyAttempts } from "../../plugins/rate-limit";

const MINUTE = 60_000;

/** Failed logins on one account (site and e-mail) from one address: an owner's typos stay below. */
export const LOGIN_FAILURES_PER_ADDRESS = { max: 5, timeWindow: 15 * MINUTE } as const;

/**
 * Failed logins on one account from every address. This budget never blocks anyone by itself (a
 * stranger could then lock the owner out): once it is spent, the account is being guessed from
 * many addresses, and each address gets only UNDER_ATTACK_FAILURES_PER_ADDRESS failures. The right
 * password from an address that has not failed still logs in (decision 013).
 */
export const LOGIN_FAILURES_PER_ACCOUNT = { max: 20, timeWindow: 15 * MINUTE } as const;
export const UNDER_ATTACK_FAILURES_PER_ADDRESS = 2;

/**
 * Failed-login counters of the login route, kept by @fastify/rate-limit's store: in the database,
 * shared by every instance. Each counter's keys have their own prefix (the store has one table).
 */
export function loginLimits(app: FastifyInstance) {
  const account = (request: FastifyRequest) =>
    `${request.siteId}:${String((request.body as { email?: unknown } | undefined)?.email ?? "")}`;
  const perAccount = app.createRateLimit({
    ...LOGIN_FAILURES_PER_ACCOUNT,
    keyGenerator: (request) => `login-account:${account(request)}`,
  });
  const perAddress = app.createRateLimit({
    ...LOGIN_FAILURES_PER_ADDRESS,
    keyGenerator: (request) => `login-address:${account(request)}:${clientAddress(request)}`,
  });

  return {
    /** Throws 429 when this address may not try this account now; checked before the password. */
    async check(request: FastifyRequest): Promise<void> {
      const [accountStatus, addressStatus] = await Promise.all([
        perAccount(request, { increment: false }),
        perAddress(request, { increment: false }),
      ]);
      // `isAllowed` is only true for an allow list, which these counters do not have.
      if (accountStatus.isAllowed || addressStatus.isAllowed) return;
      const allowed =
        accountStatus.remaining === 0 ? UNDER_ATTACK_FAILURES_PER_ADDRESS : LOGIN_FAILURES_PER_ADDRESS.max;
      const failures = LOGIN_FAILURES_PER_ADDRESS.max - addressStatus.remaining;
      if (failures >= allowed) throw tooManyAttempts(addressStatus.ttl);
    },

    /** Counts a wrong password (or an unknown e-mail: both count alike, nothing tells them apart). */
    async failed(request: FastifyRequest): Promise<void> {
      await Promise.all([perAccount(request), perAddress(request)]);
    },
  };
}
