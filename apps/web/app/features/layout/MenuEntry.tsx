import { faChevronDown } from "@fortawesome/free-solid-svg-icons";
import type { PageNode } from "@vitrine/shared/schemas/site";
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { NavLink } from "react-router";
import { LayoutRenderer } from "../cms/LayoutRenderer";
import { Icon } from "../icons/Icon";
import { isActive, menuHref, menuLabel, visibleChildren } from "./menu";
import { isScriptLink, ScriptLinkButton } from "./page-script";

/**
 * An entry of the main menu with a submenu, after the WAI-ARIA disclosure navigation pattern: a
 * button (beside the entry's link when it has one) shows and hides the submenu and says so with
 * `aria-expanded`; Escape closes it and gives the focus back to the button; leaving it (focus or
 * pointer) closes it. The pointer's hover opens it too. Before the scripts run, CSS shows it on
 * hover and on focus within.
 */
function SubmenuEntry({ page, pathname, label }: { page: PageNode; pathname: string; label: ReactNode }) {
  const href = menuHref(page);
  const active = isActive(page, pathname);
  // How it was opened: the hover's submenu closes as the pointer leaves, the button's stays.
  const [opened, setOpened] = useState<"hover" | "button" | null>(null);
  const open = opened !== null;
  const close = () => setOpened(null);
  const [scripted, setScripted] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const submenuId = useId();
  useEffect(() => setScripted(true), []);
  // A page opened from the submenu closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes.
  useEffect(() => setOpened(null), [pathname]);
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpened(null);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.preventDefault();
    close();
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (!item.current?.contains(event.relatedTarget as Node | null)) close();
  };
  const toggle = (
    <button
      ref={button}
      type="button"
      className={href ? "menu__toggle" : `menu__link${active ? " is-active" : ""}`}
      aria-expanded={open}
      aria-controls={submenuId}
      onClick={() => setOpened((how) => (how === "button" ? null : "button"))}
    >
      {href ? <span className="visually-hidden">Sous-menu « {menuLabel(page)} »</span> : label}
      <Icon icon={faChevronDown} className="menu__caret" />
    </button>
  );
  return (
    <li
      ref={item}
      className="menu__item menu__item--parent"
      data-disclosure={scripted ? (open ? "open" : "closed") : undefined}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
      onPointerEnter={(event) => event.pointerType === "mouse" && setOpened((how) => how ?? "hover")}
      onPointerLeave={(event) =>
        event.pointerType === "mouse" && setOpened((how) => (how === "hover" ? null : how))
      }
    >
      {href ? (
        <NavLink to={href} className={`menu__link menu__link--split${active ? " is-active" : ""}`}>
          {label}
        </NavLink>
      ) : null}
      {toggle}
      <ul className="submenu" id={submenuId}>
        {visibleChildren(page).map((child) => (
          <li key={child.id}>
            {isScriptLink(child) ? (
              <ScriptLinkButton page={child} className="submenu__link">
                {menuLabel(child)}
              </ScriptLinkButton>
            ) : (
              <NavLink to={menuHref(child) ?? child.path} className="submenu__link">
                {menuLabel(child)}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** An entry of the main menu: a link, a script link, a text, or a submenu's disclosure. */
export function MenuEntry({ page, pathname }: { page: PageNode; pathname: string }) {
  const href = menuHref(page);
  const active = isActive(page, pathname);
  const label = (
    <>
      {page.icon ? <LayoutRenderer tree={[page.icon]} /> : null}
      <span>{menuLabel(page)}</span>
    </>
  );
  if (visibleChildren(page).length > 0) return <SubmenuEntry page={page} pathname={pathname} label={label} />;
  return (
    <li className="menu__item">
      {href ? (
        <NavLink
          to={href}
          className={`menu__link${active ? " is-active" : ""}`}
          end={href === "/"}
          reloadDocument={page.reload}
        >
          {label}
        </NavLink>
      ) : isScriptLink(page) ? (
        <ScriptLinkButton page={page} className="menu__link">
          {label}
        </ScriptLinkButton>
      ) : (
        <span className="menu__link">{label}</span>
      )}
    </li>
  );
}
