import type { Config } from "../config";

/** Attributes of a cookie, as `cookie.serialize` and Fastify's `setCookie` take them. */
export interface CookieOptions {
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  /** Seconds; 0 removes the cookie. */
  maxAge: number;
}

/**
 * The attributes of every cookie the sites set (session, cart, its secret, the discount code),
 * decided here only: not readable by scripts, sent on top-level navigations from other sites
 * (SameSite=Lax), for the whole site, and only over HTTPS in production.
 */
export function cookieOptions(config: Pick<Config, "env">, maxAge: number): CookieOptions {
  return { httpOnly: true, sameSite: "lax", secure: config.env === "production", path: "/", maxAge };
}
