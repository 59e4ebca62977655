import { type ActionFunctionArgs, redirect } from "react-router";
import { clearedSessionCookies } from "../features/account/session.server";

/** Logout: POST only (a link or an image cannot log a member out); the session ends server-side. */
export async function action({ context }: ActionFunctionArgs) {
  if (context.token) {
    // The cookies go whatever the API says: the visitor asked to leave.
    await context.api.logout().catch(() => null);
  }
  return redirect("/auth?etat=deconnecte", { headers: clearedSessionCookies() });
}

export function loader() {
  return redirect("/mon-compte");
}
