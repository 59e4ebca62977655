import { type ReactNode, useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { useRootData } from "../../root-data";
import { ProfileProvider } from "../account/ProfileProvider";
import { listenForChunkErrors } from "../chunk-reload/chunk-reload";
import { ConsentBanner } from "../consent/ConsentBanner";
import { needsFreshDocument, ownerScriptsAllowed } from "../consent/owner-scripts";
import { ThirdPartyScripts } from "../consent/ThirdPartyScripts";
import { GalleryOverlay } from "../gallery/GalleryOverlay";
import { LoadingBar } from "../loading-bar/LoadingBar";
import { ModalContainer } from "../modal/ModalContainer";
import { NetworkStatus } from "../network/NetworkStatus";
import { AutoPopups } from "../popups/AutoPopups";
import { ScrollAnimations } from "../scroll-animation/ScrollAnimations";
import { JsonLd, localBusiness } from "../seo/structured-data";
import { FullscreenSlider } from "../slider/FullscreenSlider";
import { Toasts } from "../toasts/Toasts";
import { VisitLog } from "../visit-log/VisitLog";
import { BottomBar } from "./BottomBar";
import { Footer } from "./Footer";
import { frameHints } from "./frame-handle";
import { Header } from "./Header";
import { LegalLine } from "./LegalLine";
import { useRenderAllOnNavigation } from "./offscreen-rendering";

/**
 * Frame shared by both layouts: header, body, footer, legal line, bottom bar and overlays. A page
 * whose layout draws its own header or footer (isCustomHeader, isCustomFooter) goes without the site's.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { info, values, pages, footerLogos, footerLinks, user, cart, consent, nonce, origin } = useRootData();
  const { pathname } = useLocation();
  useEffect(listenForChunkErrors, []);
  const ownerScripts = ownerScriptsAllowed(user?.role, pathname);
  useEffect(() => {
    if (needsFreshDocument(ownerScripts)) window.location.reload();
  }, [ownerScripts]);
  useRenderAllOnNavigation();
  // The pages' own hints, from their route's `handle` (frame-handle.ts).
  const hints = frameHints(useMatches());
  const overlay = values.MENU_TYPE === "ABSOLUTE" || Boolean(hints.absoluteMenu);
  const rating = hints.rating ?? undefined;
  return (
    <ProfileProvider user={user ?? null}>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      {info.banner ? <div className="announcement">{info.banner}</div> : null}
      {hints.customHeader ? null : (
        <Header info={info} values={values} pages={pages} user={user} cart={cart} overlay={overlay} />
      )}
      {pathname === "/" ? <JsonLd data={localBusiness(info, values, origin, rating)} nonce={nonce} /> : null}
      <div className="site-body" id="contenu" tabIndex={-1}>
        {children}
      </div>
      {info.footerBanner ? <div className="footer-banner">{info.footerBanner}</div> : null}
      {hints.customFooter ? null : (
        <Footer info={info} values={values} pages={pages} logos={footerLogos} links={footerLinks} />
      )}
      <LegalLine values={values} />
      <BottomBar info={info} values={values} />
      <Toasts />
      <ModalContainer />
      <FullscreenSlider />
      <GalleryOverlay />
      <LoadingBar />
      <NetworkStatus />
      <VisitLog siteId={info.id} />
      <ScrollAnimations repeat={values.REPEAT_ANIMATION === "true"} />
      {/* Popups wait until the visitor has answered the cookie banner. */}
      {consent ? <AutoPopups siteId={info.id} popups={info.popups} /> : null}
      <ConsentBanner
        key={consent ? `${consent.audience}-${consent.advertising}` : "none"}
        consent={consent}
      />
      <ThirdPartyScripts
        consent={consent}
        analyticsId={values.GOOGLE_ANALYTICS_ID}
        advertisingId={values.META_PIXEL_ID}
        customScript={ownerScripts ? values.SCRIPT_TO_LOAD : null}
        nonce={nonce}
      />
    </ProfileProvider>
  );
}
