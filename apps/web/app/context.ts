import type { ApiClient } from "@vitrine/sdk/client";
import type { User } from "@vitrine/shared/schemas/account";

/** Attributes of the cookies the pages set, as the API decides them from the configuration. */
export interface CookieOptions {
  httpOnly: boolean;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  /** Seconds; 0 removes the cookie. */
  maxAge: number;
}

/** A page's bytes as rendered, with the CSP nonce they carry. */
export interface RenderedPage {
  body: Buffer;
  nonce: string;
}

/** Renders kept by what they show (server/render-cache.ts, decision 038). */
export interface KeptRenders {
  find(key: string): RenderedPage | undefined;
  keep(key: string, page: RenderedPage): void;
}

declare module "react-router" {
  interface AppLoadContext {
    /** API client bound to the request's site and token (in-process calls). */
    api: ApiClient;
    /** The same client with another session token (after a login, in the same request). */
    apiAs: (token: string | null) => ApiClient;
    /**
     * The visitor's client bound to another site (its idSite), with the same session: what the
     * SUPER_ADMIN's panel uses to manage another site (features/admin/admin-api.server.ts).
     */
    apiOn: (siteId: number) => ApiClient;
    siteId: number;
    /** The site's known address the visitor used, else its main one: canonical and Open Graph URLs. */
    origin: string;
    /** CSP nonce of this response's scripts. */
    nonce: string;
    token: string | null;
    /**
     * The member's profile when the server looked the session up before the render (members'
     * pages, server/member-render.ts); undefined when the page asks the API itself.
     */
    member?: User | null;
    /**
     * The browser asked for a page (a link, or a form posted without JavaScript), not React
     * Router's data of a client navigation or fetcher (`.data`).
     */
    documentRequest: boolean;
    /** The attributes of a cookie kept `maxAge` seconds (HttpOnly, SameSite=Lax, Secure in production). */
    cookieOptions: (maxAge: number) => CookieOptions;
    /** Text of a built client asset (e.g. the stylesheet to inline); null when Vite serves them. */
    assetText: (href: string) => string | null;
    /** A small drawing's `data:` URL to write into the page (decision 050). */
    inlineImage?: (url: string, pictures: boolean) => string | null;
    /**
     * Renders kept by what they show: a render whose key (`renderKey`) is kept is not done again.
     * Absent when every page must be rendered (PAGE_CACHE=off, renders compared with each other).
     */
    renders?: KeptRenders;
    /** Set by the render: the page as sent, a kept render's bytes and nonce when it was one. */
    rendered?: RenderedPage;
  }
}
