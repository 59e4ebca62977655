import { type AppLoadContext, data } from "react-router";
import { adminSession } from "../admin-api.server";

const PLATFORM_ONLY = "Cette page est réservée à l'administrateur de la plateforme.";

/** The platform's screens are the SUPER_ADMIN's: a site's ADMIN gets the panel's 403 page. */
export async function requirePlatform(context: AppLoadContext, request: Request) {
  const session = await adminSession(context, request);
  if (session.user.role !== "SUPER_ADMIN") {
    throw data({ message: PLATFORM_ONLY }, { status: 403 });
  }
  return session;
}
