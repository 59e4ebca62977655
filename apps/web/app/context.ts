import type { ApiClient } from "@vitrine/sdk/client";

declare module "react-router" {
  interface AppLoadContext {
    /** API client bound to the request's site and token (in-process calls). */
    api: ApiClient;
    /** The same client with another session token (after a login, in the same request). */
    apiAs: (token: string | null) => ApiClient;
    siteId: number;
    /** The site's known address the visitor used, else its main one: canonical and Open Graph URLs. */
    origin: string;
    /** CSP nonce of this response's scripts. */
    nonce: string;
    token: string | null;
    /**
     * The browser asked for a page (a link, or a form posted without JavaScript), not React
     * Router's data of a client navigation or fetcher (`.data`).
     */
    documentRequest: boolean;
    /** Text of a built client asset (e.g. the stylesheet to inline); null when Vite serves them. */
    assetText: (href: string) => string | null;
  }
}
