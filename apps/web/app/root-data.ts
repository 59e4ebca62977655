import type { User } from "@vitrine/shared/schemas/account";
import type { PageNode, PageSiteInfo } from "@vitrine/shared/schemas/site";
import { useRouteLoaderData } from "react-router";
import type { ConsentChoice } from "./features/consent/consent";
import type { FooterItem } from "./features/layout/Footer";
import type { CartSummary } from "./features/shop/cart-summary";
import type { ParameterValues } from "./features/theme/theme";

/** What the root route loads for every page: the site, its menu and footer, the visitor's state. */
export interface RootData {
  /** The site, without its addresses and servers (see `pageInfo` in root.tsx). */
  info: PageSiteInfo;
  footerLogos: FooterItem[];
  footerLinks: FooterItem[];
  values: ParameterValues;
  pages: PageNode[];
  logged: boolean;
  /** The member's profile (spec section 4), null for a visitor. */
  user: User | null;
  /** The header's cart, on a shop with a cart. */
  cart: CartSummary | null;
  /** CSP nonce of this response's scripts. */
  nonce: string;
  consent: ConsentChoice | null;
  /** The site's known address the visitor used, for canonical and Open Graph URLs. */
  origin: string;
  themeCss: string;
}

/** The root route's data, from any component under it. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

/** The root route's data, when it loaded (not on an error page of the root itself). */
export function useOptionalRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The root route's data among the matches a `meta` function receives. */
export const rootDataOf = (
  matches: readonly ({ id: string; data: unknown } | undefined)[],
): RootData | undefined => matches.find((match) => match?.id === "root")?.data as RootData | undefined;
