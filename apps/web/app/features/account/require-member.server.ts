import { type ApiClient, isApiError } from "@vitrine/sdk/client";
import type { User } from "@vitrine/shared/schemas/account";
import { type AppLoadContext, data, redirect } from "react-router";
import { isAdministrator } from "./profile";

/** The login page, coming back to `returnTo` once signed in. */
const loginFor = (returnTo: string) => `/auth?redirectTo=${encodeURIComponent(returnTo)}`;

/**
 * Runs a call of the signed-in member. Without a session, or with one the API no longer knows
 * (401), the visitor goes to the login page, which brings them back to `returnTo`.
 */
export async function asMember<T>(
  context: AppLoadContext,
  returnTo: string,
  call: (api: ApiClient) => Promise<T>,
): Promise<T> {
  if (!context.token) throw redirect(loginFor(returnTo));
  try {
    return await call(context.api);
  } catch (error) {
    if (isApiError(error) && error.status === 401) throw redirect(loginFor(returnTo));
    throw error;
  }
}

/** The signed-in member's profile (GET /user), else the login page. */
export const requireMember = (context: AppLoadContext, returnTo: string): Promise<User> =>
  asMember(context, returnTo, (api) => api.user());

/** An administrator of the site (ADMIN or SUPER_ADMIN); another member is refused with a 403. */
export async function requireAdmin(context: AppLoadContext, returnTo: string): Promise<User> {
  const user = await requireMember(context, returnTo);
  if (!isAdministrator(user)) {
    throw data({ message: "Cet espace est réservé aux administrateurs du site." }, { status: 403 });
  }
  return user;
}
