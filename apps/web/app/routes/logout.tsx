import { type ActionFunctionArgs, redirect } from "react-router";
import { clearedSessionCookies } from "../features/account/session.server";
import { forgetCart } from "../features/shop/cart-cookies.server";

/** Logout: POST only (a link or an image cannot log a member out); the session ends server-side. */
export async function action({ context }: ActionFunctionArgs) {
  if (context.token) {
    // The cookies go whatever the API says: the visitor asked to leave.
    await context.api.logout().catch(() => null);
  }
  // Logging out also clears the cart (spec section 4): it stays the member's, on their account.
  const headers = clearedSessionCookies(context.cookieOptions);
  for (const cookie of forgetCart(context.cookieOptions)) headers.append("Set-Cookie", cookie);
  return redirect("/auth?etat=deconnecte", { headers });
}

export function loader() {
  return redirect("/mon-compte");
}
