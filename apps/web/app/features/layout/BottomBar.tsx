import { faBars, faEnvelope, faFileSignature, faHouse, faPhone } from "@fortawesome/free-solid-svg-icons";
import type { PageSiteInfo } from "@vitrine/shared/schemas/site";
import { NavLink } from "react-router";
import { Icon } from "../icons/Icon";
import { usePrefetch } from "../prefetch/prefetch";
import type { ParameterValues } from "../theme/theme";
import { telHref } from "./ContactLines";

/** Mobile bottom bar (below 960 px): the actions a visitor on a phone wants at hand. */
export function BottomBar({ info, values }: { info: PageSiteInfo; values: ParameterValues }) {
  const prefetch = usePrefetch();
  return (
    <nav className="bottom-bar" aria-label="Raccourcis">
      <NavLink to="/" end className="bottom-bar__item" prefetch={prefetch}>
        <Icon icon={faHouse} />
        <span>Accueil</span>
      </NavLink>
      <button type="button" className="bottom-bar__item" popoverTarget="menu-mobile">
        <Icon icon={faBars} />
        <span>Menu</span>
      </button>
      {values.COMPANY_PHONE ? (
        <a href={telHref(values.COMPANY_PHONE)} className="bottom-bar__item">
          <Icon icon={faPhone} />
          <span>Appeler</span>
        </a>
      ) : null}
      {info.isBuilding ? (
        <NavLink to="/demande-devis" className="bottom-bar__item" prefetch={prefetch}>
          <Icon icon={faFileSignature} />
          <span>Devis</span>
        </NavLink>
      ) : null}
      <NavLink to="/nous-contacter" className="bottom-bar__item" prefetch={prefetch}>
        <Icon icon={faEnvelope} />
        <span>Contact</span>
      </NavLink>
    </nav>
  );
}
