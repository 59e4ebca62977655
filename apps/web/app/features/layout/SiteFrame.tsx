import type { ReactNode } from "react";
import { useMatches } from "react-router";
import { useRootData } from "../../root";
import { ModalContainer } from "../modal/ModalContainer";
import { FullscreenSlider } from "../slider/FullscreenSlider";
import { Toasts } from "../toasts/Toasts";
import { BottomBar } from "./BottomBar";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { LegalLine } from "./LegalLine";

/** Whether the current route asks for the header to overlay the top of the page. */
function useAbsoluteMenu(menuType: string | null): boolean {
  const matches = useMatches();
  if (menuType === "ABSOLUTE") return true;
  return matches.some((match) => {
    const data = match.data as { page?: { useAbsoluteMenu?: boolean } } | undefined;
    return Boolean(data?.page?.useAbsoluteMenu);
  });
}

/** Frame shared by both layouts: header, body, footer, legal line, bottom bar and overlays. */
export function SiteFrame({ children }: { children: ReactNode }) {
  const { info, values, pages, logged } = useRootData();
  const overlay = useAbsoluteMenu(values.MENU_TYPE);
  return (
    <>
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      {info.banner ? <div className="announcement">{info.banner}</div> : null}
      <Header info={info} values={values} pages={pages} logged={logged} overlay={overlay} />
      <div className="site-body" id="contenu" tabIndex={-1}>
        {children}
      </div>
      {info.footerBanner ? <div className="footer-banner">{info.footerBanner}</div> : null}
      <Footer info={info} values={values} pages={pages} />
      <LegalLine values={values} />
      <BottomBar info={info} values={values} />
      <Toasts />
      <ModalContainer />
      <FullscreenSlider />
    </>
  );
}
