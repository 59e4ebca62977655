import { faMagnifyingGlass } from "@fortawesome/free-solid-svg-icons";
import { NavLink } from "react-router";
import { Icon } from "../icons/Icon";
import { SEARCH_PATH } from "./paths";
import { SearchBox } from "./SearchBox";

/** The header's search (SHOW_SEARCHBAR): the field on wide screens; elsewhere a link to the results page and its own field. */
export function HeaderSearch() {
  return (
    <>
      <SearchBox className="search-box--header" />
      <NavLink
        to={SEARCH_PATH}
        className="site-header__search"
        aria-label="Rechercher sur le site"
        title="Rechercher"
      >
        <Icon icon={faMagnifyingGlass} />
      </NavLink>
    </>
  );
}
