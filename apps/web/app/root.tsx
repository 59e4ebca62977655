import { LEGAL_TEXT_KEYS } from "@vitrine/shared/parameters";
import type { ElementList } from "@vitrine/shared/schemas/content";
import type { Parameter, SiteInfo } from "@vitrine/shared/schemas/site";
import { isBlogPath, switchOn } from "@vitrine/shared/site-switches";
import { Component, type ReactNode, useContext } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
} from "react-router";
import { CONSENT_COOKIE, choiceOf, parseConsent } from "./features/consent/consent";
import {
  ownerScriptsAllowed,
  withoutOwnerScript,
  withoutScriptLinks,
} from "./features/consent/owner-scripts";
import { FormReplyContext } from "./features/forms/error-focus";
import { readCookie } from "./features/http/cookies.server";
import { HydrationStarter } from "./features/hydration/HydrationStarter";
import { ShownLocation } from "./features/hydration/ShownLocation";
import { scriptsAtFirstGesture } from "./features/hydration/scripts-moment";
import type { FooterItem } from "./features/layout/Footer";
import { ownsFrame } from "./features/layout/frame-handle";
import { RestoredScrollGuard } from "./features/layout/offscreen-rendering";
import { SiteFrame } from "./features/layout/SiteFrame";
import { SiteHeadTags } from "./features/seo/SiteHeadTags";
import { currentCart } from "./features/shop/cart.server";
import { cartSummary } from "./features/shop/cart-summary";
import { StartState } from "./features/start-state/StartState";
import { SiteStyles } from "./features/styles/SiteStyles";
import { parameterValues, themeCss, themeVariables } from "./features/theme/theme";
import { type RootData, useOptionalRootData } from "./root-data";

export async function loader({ context, request }: LoaderFunctionArgs): Promise<RootData> {
  const { api } = context;
  // The header's cart, asked beside the rest when the visitor has one; a failure never breaks the page.
  const cartCall = currentCart(api, request).then(
    (current) => (current.cart ? cartSummary(current.cart) : null),
    () => null,
  );
  const [parameters, info, pages, user, footerLogos, footerLinks, cart] = await Promise.all([
    api.parameters(),
    api.siteInfo(),
    api.pages(),
    // The member's profile (spec section 4), only asked with a token (unless the server already
    // knows it); an invalid one gives null.
    context.member !== undefined ? context.member : context.token ? api.user().catch(() => null) : null,
    // The footer's logo and link lists (element lists, spec section 7 start calls).
    api.elements("logo-footer", { page: 1, nbItem: 100 }).then(toFooterItems, () => []),
    api.elements("link-footer", { page: 1, nbItem: 100 }).then(toFooterItems, () => []),
    cartCall,
  ]);
  // A session is valid exactly when its profile answers (GET /logged would read it a second time).
  const logged = user !== null;
  const look = siteLook(parameters, info);
  const { themeCss } = look;
  // The owner's scripts never reach the platform administrator or a page where a password is typed.
  const ownerScripts = ownerScriptsAllowed(user?.role, new URL(request.url).pathname);
  const values = ownerScripts ? look.values : withoutOwnerScript(look.values);
  // Without the blog (IS_BLOG_ACTIVATED off), the footer's lists drop what leads there.
  const shown = (items: FooterItem[]) =>
    switchOn("IS_BLOG_ACTIVATED", values.IS_BLOG_ACTIVATED)
      ? items
      : items.filter((item) => !(item.link && isBlogPath(item.link.url)));
  return {
    info: pageInfo(info),
    footerLogos: shown(footerLogos),
    footerLinks: shown(footerLinks),
    values,
    pages: ownerScripts ? pages : withoutScriptLinks(pages),
    logged,
    user,
    cart: info.isECommerce ? cart : null,
    nonce: context.nonce,
    consent: choiceOf(parseConsent(readCookie(request, CONSENT_COOKIE))),
    origin: context.origin,
    themeCss,
  };
}

const looks = new WeakMap<object, { values: RootData["values"]; themeCss: string }>();

/**
 * The parameter values pages read and the theme's CSS: computed once per parameter list, which the
 * server keeps per site version (the same list object until the site changes).
 */
function siteLook(parameters: Parameter[], info: SiteInfo) {
  let look = looks.get(parameters);
  if (!look) {
    const values = parameterValues(parameters);
    // Legal texts are long and only their own pages need them: keep them out of every page's data.
    for (const key of LEGAL_TEXT_KEYS) values[key] = null;
    look = { values: Object.freeze(values), themeCss: themeCss(themeVariables(values, info.fonts)) };
    looks.set(parameters, look);
  }
  return look;
}

const pageInfos = new WeakMap<SiteInfo, RootData["info"]>();

/**
 * The site as pages read it: its addresses and servers stay on the server (the page's data is
 * public and goes into every page). Once per site version, as the API keeps its reply.
 */
function pageInfo(info: SiteInfo): RootData["info"] {
  let kept = pageInfos.get(info);
  if (!kept) {
    const { devUrls: _dev, prodUrls: _prod, servers: _servers, ...shown } = info;
    kept = Object.freeze(shown);
    pageInfos.set(info, kept);
  }
  return kept;
}

/** Only what the footer shows of an element: keeps the page's data small. */
function toFooterItems(list: ElementList): FooterItem[] {
  return list.items.map(({ id, title, image, link }) => ({ id, title, image, link }));
}

/** The type of a logo's image by its extension (the media library names files by their content). */
const imageType = (url: string) =>
  /\.svg$/i.test(url) ? "image/svg+xml" : /\.png$/i.test(url) ? "image/png" : "image/jpeg";

export function Layout({ children }: { children: ReactNode }) {
  const data = useOptionalRootData();
  const atFirstGesture = scriptsAtFirstGesture(useMatches(), useContext(FormReplyContext));
  const favicon = data?.info.logos.find(
    (logo: RootData["info"]["logos"][number]) => logo.type === "LOGO_FAVICON",
  );
  return (
    <html lang="fr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {data ? <StartState nonce={data.nonce} /> : null}
        {data ? <meta name="theme-color" content={data.values.PRIMARY_COLOR ?? "#1b3358"} /> : null}
        {favicon ? (
          <link rel="icon" type={imageType(favicon.onlineImage.url)} href={favicon.onlineImage.url} />
        ) : null}
        <Meta />
        {data ? <SiteHeadTags data={data} /> : null}
        <SiteStyles nonce={data?.nonce} shop={Boolean(data?.info.isECommerce)} />
        <Links />
        {data ? <style nonce={data.nonce} dangerouslySetInnerHTML={{ __html: data.themeCss }} /> : null}
      </head>
      <body>
        {children}
        <RestoredScrollGuard nonce={data?.nonce} />
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
        <HydrationStarter nonce={data?.nonce} atFirstGesture={atFirstGesture} />
        <ShownLocation />
      </body>
    </html>
  );
}

export default function App() {
  useLoaderData<typeof loader>();
  if (ownsFrame(useMatches())) return <Outlet />;
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** Shown when the error page itself fails to render. */
class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="error-page">
        <h1>Une erreur est survenue lors de l'affichage de la page d'erreur</h1>
        <p>
          <a href="/">Retour à l'accueil</a>
        </p>
      </main>
    );
  }
}

/** The error page's title by status (React Router's own status texts are English); else « Erreur ». */
const ERROR_TITLES: Record<number, string> = {
  400: "Demande invalide",
  403: "Accès refusé",
  404: "Cette page est introuvable",
  405: "Méthode non autorisée",
  413: "Envoi trop volumineux",
  415: "Formulaire illisible",
};

/**
 * The French message a loader or an action gave with its error (`data({ message }, { status })`);
 * React Router's own errors carry an English string instead, never shown.
 */
function errorMessageOf(data: unknown): string | null {
  const message = (data as { message?: unknown } | null)?.message;
  return typeof message === "string" && message ? message : null;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useOptionalRootData();
  let status = 500;
  let detail: string | null = null;
  if (isRouteErrorResponse(error)) {
    status = error.status;
    if (status < 500) detail = errorMessageOf(error.data);
  }
  const message = ERROR_TITLES[status] ?? "Erreur";
  const siteName = data?.info.name;
  const page = (
    <main className="error-page" id="contenu">
      <title>{siteName ? `${message} | ${siteName}` : message}</title>
      <p className="error-page__status">{status}</p>
      <h1>{message}</h1>
      {status === 404 ? (
        <>
          <p>L'adresse demandée n'existe pas ou a été déplacée.</p>
          <p>
            <Link className="btn btn--primary" to="/">
              Retour à l'accueil
            </Link>
          </p>
        </>
      ) : (
        <p>{detail ?? "Merci de réessayer dans quelques instants."}</p>
      )}
    </main>
  );
  return <ErrorPageGuard>{data ? <SiteFrame>{page}</SiteFrame> : page}</ErrorPageGuard>;
}
