import { randomBytes } from "node:crypto";
import { cookieOptions } from "@vitrine/api/lib/cookies";
import type { User } from "@vitrine/shared/schemas/account";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppLoadContext, createRequestHandler } from "react-router";
import { PAGE_SOURCES_HEADER, type PageSourceName, readPageSources } from "../app/features/http/page-sources";
import { type KeptPageContext, pageCacheControl, pageSecurityHeaders, sendKeptPage } from "./kept-page";
import {
  fillTemplate,
  type MemberTemplate,
  memberTemplateOf,
  profileShape,
  STAND_INS,
  standInProfile,
} from "./member-pages";
import { sendTooLarge } from "./page-body";
import {
  anonymousPageKey,
  anonymousRequest,
  type CachedPage,
  memberPageKey,
  NOT_SHARED,
  type PageCache,
  sendMemberPage,
} from "./page-cache";
import { crossSiteAction, pageApi, toWebRequest } from "./page-request";
import type { RenderCache } from "./render-cache";
import { sendShortPage } from "./short-page";
import { requestSite } from "./site-host";

/** What every page render of a server shares. */
export interface PageContext extends KeptPageContext {
  /** Reads a built asset's text (inlined styles). */
  assetText: (href: string) => string | null;
  /** A small drawing's `data:` URL to write into the page (decision 050). */
  inlineImage: (url: string, pictures: boolean) => string | null;
  /** Renders kept by what they show (decision 038); none when every page is rendered. */
  renders: RenderCache | null;
}

/**
 * Renders a page of the site the Host names: from the page cache when any anonymous visitor
 * would get the same bytes, else through React Router with an API client bound to the visitor.
 */
export async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  context: PageContext,
) {
  const { services, pages } = context;
  const site = await requestSite(services, request);
  if (site === null) {
    return reply
      .status(404)
      .type("text/plain; charset=utf-8")
      .send("Aucun site n'est configuré pour cette adresse.");
  }
  if (await services.sites.isSuspended(site.id)) {
    return sendShortPage(
      reply,
      503,
      "Site suspendu",
      "Ce site est momentanément suspendu. Merci de revenir plus tard.",
    );
  }
  const version = await services.sites.versions.current(site.id);
  const headersOf = pageSecurityHeaders(request, site, context);
  const cacheKey =
    pages && version !== null ? anonymousPageKey(request, site.id, version, site.origin) : null;
  const found = cacheKey ? pages?.find(cacheKey) : undefined;
  const cached = found instanceof Promise ? await found : found;
  if (cached) return sendKeptPage(request, reply, cached, site, context);
  const target: RenderTarget = { siteId: site.id, origin: site.origin, version, headersOf, keep: null };
  const memberKey = pages && version !== null ? memberPageKey(request, site.id, version, site.origin) : null;
  if (memberKey) return renderMemberPage(request, reply, handle, context, target, memberKey);
  if (!cacheKey || !pages) return renderFresh(request, reply, handle, context, target);
  // The visitors asking for this page meanwhile wait for this render, then read it from the cache.
  let stored: Promise<void> = Promise.resolve();
  target.keep = (page) => {
    stored = pages.store(cacheKey, page);
  };
  const done = renderFresh(request, reply, handle, context, target);
  pages.rendered(
    cacheKey,
    done.then(() => stored),
  );
  return done;
}

/**
 * A member's page: from the template of its address and profile shape (member-pages.ts), with
 * the member's values written in; the first view renders the page for the member, then the
 * template (two renders with stand-ins) while the next members' views wait for it.
 */
async function renderMemberPage(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  context: PageContext,
  target: RenderTarget,
  { key, token }: { key: string; token: string },
) {
  const pages = context.pages as PageCache;
  const session = await context.services.accounts.sessions.findSessionUser(target.siteId, token);
  // An expired or unknown session: the page as the API answers it (it may clear the cookie).
  if (!session) return renderFresh(request, reply, handle, context, target);
  const { siteId: _, ...member } = session;
  const templateKey = `${key}|${profileShape(member)}`;
  const found = pages.findTemplate(templateKey);
  const kept = found instanceof Promise ? await found : found;
  if (kept && kept !== NOT_SHARED) {
    const headers = target.headersOf(kept.nonce);
    headers["cache-control"] = pageCacheControl(request, kept.status, []);
    return sendMemberPage(reply, kept, headers, fillTemplate(kept, member));
  }
  if (kept === NOT_SHARED) return renderFresh(request, reply, handle, context, target, { member });
  const rendered = renderOnce(request, reply, handle, context, target, { member });
  const done = rendered.then(async (page) => {
    // The template's own renders tell whether the page reads anything personal (an API call).
    const shared = page !== null && sharedRender(page);
    const template = shared ? await templateFor(request, reply, handle, context, target, member) : null;
    pages.storeTemplate(templateKey, template ?? NOT_SHARED);
  });
  pages.rendered(templateKey, done);
  const page = await rendered;
  return page ? sendRendered(request, reply, target, page, page.body) : reply;
}

/** The template of a member's page: two renders with the two sets of stand-ins, compared. */
async function templateFor(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  context: PageContext,
  target: RenderTarget,
  member: User,
): Promise<MemberTemplate | null> {
  // The same nonce for both, so that the two renders may be compared byte for byte.
  const nonce = randomBytes(16).toString("base64");
  const renders: Rendered[] = [];
  for (const standIn of STAND_INS) {
    const page = await renderOnce(request, reply, handle, context, target, {
      member: standInProfile(member, standIn),
      nonce,
    });
    if (!page || !sharedRender(page) || page.calls > 0) return null;
    renders.push(page);
  }
  const [first, second] = renders as [Rendered, Rendered];
  const page = { status: 200, headers: pageHeaders(first.response), nonce };
  return memberTemplateOf([first.body as Buffer, second.body as Buffer], page, member);
}

/** What a render needs of its site, and where it keeps the page when any anonymous visitor may get it. */
interface RenderTarget {
  siteId: number;
  origin: string;
  version: number | null;
  /** The security headers, with the third-party sources the page asked for by name. */
  headersOf: (nonce: string, page?: readonly PageSourceName[]) => Record<string, string>;
  keep: ((page: Omit<CachedPage, "br" | "gzip">) => void) | null;
}

/** A page as React Router rendered it, before it is sent. */
interface Rendered {
  response: Response;
  /** The page's bytes (null without a body). */
  body: Buffer | null;
  nonce: string;
  /** The cookies the API and the page set, the page's last. */
  cookies: string[];
  pageSources: PageSourceName[];
  ownCacheControl: boolean;
  /** API calls the render made in-process (the kept replies are not calls). */
  calls: number;
}

/** What a render may be given beyond the request. */
interface RenderOptions {
  /** The member's profile the root shows, when looked up before (see AppLoadContext.member). */
  member?: User | null;
  /** The CSP nonce to use, for renders compared with each other. */
  nonce?: string;
}

/**
 * Renders the page; null when a short page was sent instead, the address or the body being
 * unreadable (not the reply itself: awaited, a reply is a thenable that ends once it is sent).
 */
async function renderOnce(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  { services, assetText, inlineImage, renders }: PageContext,
  target: RenderTarget,
  options: RenderOptions = {},
): Promise<Rendered | null> {
  const { siteId, origin } = target;
  const nonce = options.nonce ?? randomBytes(16).toString("base64");
  const token = request.cookies.token;
  const api = pageApi(request, services, target);
  let bodyTooLarge = false;
  const webRequest = toWebRequest(request, origin, () => {
    bodyTooLarge = true;
  });
  if (!webRequest) {
    sendShortPage(reply, 400, "Adresse invalide", "Cette adresse est invalide.");
    return null;
  }
  if (crossSiteAction(webRequest)) {
    sendShortPage(
      reply,
      403,
      "Envoi refusé",
      "Ce formulaire a été envoyé depuis un autre site : il n'a pas été pris en compte. Ouvrez la page sur ce site pour l'envoyer.",
    );
    return null;
  }
  const documentRequest = !request.url.split("?")[0]?.endsWith(".data");
  const loadContext: AppLoadContext = {
    api: api.apiAs(token),
    apiAs: api.apiAs,
    apiOn: api.apiOn,
    siteId,
    nonce,
    origin,
    token: token ?? null,
    member: options.member,
    documentRequest,
    cookieOptions: (maxAge) => cookieOptions(services.config, maxAge),
    assetText,
    inlineImage,
    // Anonymous pages only: a member's or a cart's page is rendered for them each time, and the
    // renders compared with each other (a member's template) are each made with their nonce.
    renders: renders && anonymousRequest(request) && !options.nonce ? renders : undefined,
  };
  let response: Response;
  try {
    response = await handle(webRequest, loadContext);
  } catch (error) {
    if (!bodyTooLarge) throw error;
    sendTooLarge(request, reply);
    return null;
  }
  // Whatever the page made of a body cut at the limit, the visitor is told it was too large.
  if (bodyTooLarge) {
    await response.body?.cancel();
    sendTooLarge(request, reply);
    return null;
  }
  // Pages come whole from the render (entry.server.tsx): one buffer, sent as it is, the very one
  // a kept render holds (its compressed forms are then made once, PageCache.store).
  const { rendered } = loadContext;
  let body: Buffer | null;
  if (rendered && response.body) {
    await response.body.cancel();
    body = rendered.body;
  } else body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  return {
    response,
    body,
    nonce: rendered?.nonce ?? nonce,
    // The page's own cookies come last: they win over the API's for the same name.
    cookies: [...api.apiCookies, ...response.headers.getSetCookie()],
    pageSources: readPageSources(response.headers.get(PAGE_SOURCES_HEADER)),
    ownCacheControl: response.headers.has("cache-control"),
    calls: api.calls(),
  };
}

/** Whether any visitor alike (any anonymous one, any member of the same profile shape) gets these bytes. */
const sharedRender = (rendered: Rendered) =>
  rendered.response.status === 200 &&
  rendered.body !== null &&
  rendered.cookies.length === 0 &&
  !rendered.ownCacheControl &&
  rendered.pageSources.length === 0;

async function renderFresh(
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  context: PageContext,
  target: RenderTarget,
  options: RenderOptions = {},
) {
  const rendered = await renderOnce(request, reply, handle, context, target, options);
  if (!rendered) return reply;
  // A page any anonymous visitor gets alike is kept for the next ones (its policy the site's own).
  if (target.keep && sharedRender(rendered)) {
    const headers = pageHeaders(rendered.response);
    target.keep({ status: 200, headers, nonce: rendered.nonce, body: rendered.body as Buffer });
  }
  return sendRendered(request, reply, target, rendered, rendered.body);
}

/** The response's headers that travel with its bytes when they are kept. */
const pageHeaders = (response: Response): [string, string][] =>
  [...response.headers].filter(([key]) => key !== "set-cookie" && key !== "content-length");

/** Sends a render, or `body` in its place (a member's page written from the template). */
function sendRendered(
  request: FastifyRequest,
  reply: FastifyReply,
  target: RenderTarget,
  { response, cookies, pageSources, ownCacheControl, nonce }: Rendered,
  body: Buffer | null,
) {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === "set-cookie" || key === PAGE_SOURCES_HEADER) continue;
    reply.header(key, value);
  }
  if (cookies.length) reply.header("set-cookie", cookies);
  if (!ownCacheControl) reply.header("cache-control", pageCacheControl(request, response.status, cookies));
  // The same address answers differently with a session or a cart: caches must tell them apart.
  reply.header("vary", "Cookie");
  for (const [key, value] of Object.entries(target.headersOf(nonce, pageSources))) {
    if (!response.headers.has(key)) reply.header(key, value);
  }
  return body ? reply.send(body) : reply.send();
}
