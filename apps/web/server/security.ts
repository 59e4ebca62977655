import { createHash } from "node:crypto";
import type { PageNode, Parameter } from "@vitrine/shared/schemas/site";
import type { PageSourceName } from "../app/features/http/page-sources";

/** Third-party origins a site may load once the visitor consents, from its configured identifiers. */
export interface ThirdPartySources {
  script: string[];
  connect: string[];
  img: string[];
  /** Frames beside the maps and videos every page allows. */
  frame?: string[];
}

/**
 * Origins one page asks for by name (app/features/http/page-sources.ts), never the others:
 * Stripe.js and its Payment Element on the card payment page (Stripe's documented CSP: the
 * script, its frames, 3-D Secure's frames through hooks.stripe.com, and its API).
 */
const PAGE_SOURCES: Record<PageSourceName, Required<ThirdPartySources>> = {
  stripe: {
    script: ["https://js.stripe.com", "https://*.js.stripe.com"],
    connect: ["https://api.stripe.com"],
    img: [],
    frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
  },
};

/** The site's sources with those the page asked for. */
export function withPageSources(
  site: ThirdPartySources,
  names: readonly PageSourceName[],
): ThirdPartySources {
  if (names.length === 0) return site;
  const merged: Required<ThirdPartySources> = {
    script: [...site.script],
    connect: [...site.connect],
    img: [...site.img],
    frame: [...(site.frame ?? [])],
  };
  for (const name of names) {
    for (const key of ["script", "connect", "img", "frame"] as const)
      merged[key].push(...PAGE_SOURCES[name][key]);
  }
  return merged;
}

const scriptHashes = new WeakMap<PageNode[], string[]>();

/**
 * The CSP hashes of the pages' link scripts (`link.type` JS, `link.jsCode`, written by an
 * administrator only): the menu runs one, on a click, as an inline script that only its hash allows
 * (app/features/layout/page-script.tsx). Once per page tree (the site's snapshot keeps it).
 */
export function pageScriptHashes(pages: PageNode[]): string[] {
  let hashes = scriptHashes.get(pages);
  if (!hashes) {
    const found = new Set<string>();
    const walk = (list: PageNode[]) => {
      for (const page of list) {
        if (page.link.type === "JS" && page.link.jsCode) {
          found.add(`'sha256-${createHash("sha256").update(page.link.jsCode, "utf8").digest("base64")}'`);
        }
        walk(page.children);
      }
    };
    walk(pages);
    hashes = [...found];
    scriptHashes.set(pages, hashes);
  }
  return hashes;
}

export function thirdPartySources(parameters: Parameter[]): ThirdPartySources {
  const value = (key: string) => parameters.find((p) => p.type === key)?.value?.trim() || null;
  const sources: ThirdPartySources = { script: [], connect: [], img: [] };
  if (value("GOOGLE_ANALYTICS_ID")) {
    sources.script.push("https://www.googletagmanager.com");
    sources.connect.push(
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
      "https://www.googletagmanager.com",
    );
    sources.img.push("https://*.google-analytics.com", "https://www.googletagmanager.com");
  }
  if (value("META_PIXEL_ID")) {
    sources.script.push("https://connect.facebook.net");
    sources.connect.push("https://www.facebook.com");
    sources.img.push("https://www.facebook.com");
  }
  const custom = value("SCRIPT_TO_LOAD");
  if (custom && /^https:\/\/[^\s"'<>]+$/.test(custom)) sources.script.push(new URL(custom).origin);
  return sources;
}

/**
 * Security headers of every page; scripts run only with the request's nonce. `hsts` for an HTTPS
 * request in production (never over plain HTTP). `devServer` lets Vite's hot reload connect to its
 * own WebSocket (`npm run dev` only).
 */
export function securityHeaders(
  nonce: string,
  hsts: boolean,
  extra: ThirdPartySources = { script: [], connect: [], img: [] },
  devServer = false,
): Record<string, string> {
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", `'nonce-${nonce}'`, ...extra.script].join(" "),
    "style-src 'self' 'unsafe-inline'",
    // OpenStreetMap's tiles: the relay points' map, drawn only when the visitor asks for it.
    ["img-src 'self' data: blob: https://tile.openstreetmap.org", ...extra.img].join(" "),
    "font-src 'self'",
    ["connect-src 'self'", ...extra.connect, ...(devServer ? ["ws://localhost:*"] : [])].join(" "),
    [
      "frame-src https://www.openstreetmap.org https://www.youtube-nocookie.com https://player.vimeo.com",
      ...(extra.frame ?? []),
    ].join(" "),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
  const headers: Record<string, string> = {
    "content-security-policy": csp,
    "x-content-type-options": "nosniff",
    "referrer-policy": "strict-origin-when-cross-origin",
    "x-frame-options": "SAMEORIGIN",
    "permissions-policy": "camera=(), microphone=(), geolocation=(), payment=(self)",
  };
  if (hsts) headers["strict-transport-security"] = "max-age=31536000; includeSubDomains";
  return headers;
}
