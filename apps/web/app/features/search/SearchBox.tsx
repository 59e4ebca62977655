import { faMagnifyingGlass } from "@fortawesome/free-solid-svg-icons";
import { useId } from "react";
import { Icon } from "../icons/Icon";
import { KIND_LABELS, SEARCH_PATH } from "./paths";
import { useSuggestions } from "./use-suggestions";

/** What the live region says once suggestions came back (`count`: how many). */
const announcement = (count: number | null) => {
  if (count === null) return "";
  if (count === 0) return "Aucune suggestion, Entrée pour voir les résultats.";
  return `${count} suggestion${count > 1 ? "s" : ""} : flèches haut et bas pour les parcourir, Entrée pour ouvrir.`;
};

/**
 * The site search's field: a GET form to /recherche that works without JavaScript; with it, a
 * combobox (WAI-ARIA 1.2, list autocomplete) whose suggestions are asked once typing pauses.
 * Arrows move through them, Enter opens the one chosen (or the results page), Escape closes them.
 */
export function SearchBox({
  defaultValue = "",
  className = "",
  label = "Rechercher sur le site",
}: {
  defaultValue?: string;
  className?: string;
  label?: string;
}) {
  const id = useId();
  const inputId = `${id}-q`;
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const box = useSuggestions(defaultValue);
  const { items, active, expanded } = box;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is too recent for every browser the sites serve.
    <form method="get" action={SEARCH_PATH} role="search" className={`search-box ${className}`}>
      <label className="visually-hidden" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="search-box__input"
        type="search"
        name="q"
        ref={box.input}
        defaultValue={defaultValue}
        placeholder="Rechercher…"
        autoComplete="off"
        maxLength={100}
        required
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={
          expanded && active >= 0 && active < items.length ? optionId(active) : undefined
        }
        onChange={(event) => box.onChange(event.target.value)}
        onKeyDown={box.onKeyDown}
        onFocus={box.onFocus}
        onBlur={box.onBlur}
      />
      <button
        type="submit"
        className="search-box__submit"
        aria-label="Lancer la recherche"
        title="Rechercher"
      >
        <Icon icon={faMagnifyingGlass} />
      </button>
      {/* The combobox pattern's list: the field keeps the focus, aria-activedescendant names the option. */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA combobox's listbox. */}
      <ul id={listId} role="listbox" aria-label="Suggestions" className="search-box__list" hidden={!expanded}>
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (arrows, Enter, Escape).
          <li
            key={`${item.kind}-${item.path}`}
            id={optionId(index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the combobox's listbox.
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="search-box__option"
            // Keeps the focus in the field: the click chooses, the field stays where it was.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => box.go(item)}
          >
            <span className="search-box__title">{item.title}</span>
            <span className="search-box__kind">{KIND_LABELS[item.kind]}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {announcement(box.status)}
      </p>
    </form>
  );
}
