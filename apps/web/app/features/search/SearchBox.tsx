import { faMagnifyingGlass } from "@fortawesome/free-solid-svg-icons";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Icon } from "../icons/Icon";
import {
  KIND_LABELS,
  SEARCH_PATH,
  SUGGESTION_DELAY_MS,
  SUGGESTION_MIN_LENGTH,
  SUGGESTIONS_PATH,
  type Suggestion,
} from "./paths";

/** The suggestions of a search, from the web server (an empty list when it cannot answer). */
async function fetchSuggestions(q: string, signal: AbortSignal): Promise<Suggestion[]> {
  const response = await fetch(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q })}`, {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) return [];
  return ((await response.json()) as { items: Suggestion[] }).items;
}

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
  const navigate = useNavigate();
  const [query, setQuery] = useState(defaultValue);
  const [typed, setTyped] = useState(false);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState("");
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (!typed || q.length < SUGGESTION_MIN_LENGTH) {
      setItems([]);
      setOpen(false);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(q, controller.signal)
        .then((found) => {
          setItems(found);
          setActive(-1);
          setAsked(q);
          setOpen(true);
        })
        .catch(() => {
          // Aborted by the next key, or the network is away: the form still works.
        });
    }, SUGGESTION_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, typed]);

  const go = (suggestion: Suggestion) => {
    setOpen(false);
    if (suggestion.path.startsWith("/")) navigate(suggestion.path);
    else window.location.assign(suggestion.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const shown = open && items.length > 0;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the field itself: past either end, the choice goes back to what was typed.
      setActive((current) => {
        if (!shown) return step === 1 ? 0 : items.length - 1;
        const next = current + step;
        if (next < -1) return items.length - 1;
        return next >= items.length ? -1 : next;
      });
    } else if (event.key === "Enter" && shown && active >= 0 && active < items.length) {
      event.preventDefault();
      go(items[active]!);
    } else if (event.key === "Escape") {
      if (shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        setQuery("");
      }
    }
  };

  const expanded = open && items.length > 0;
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
        value={query}
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
        onChange={(event) => {
          setQuery(event.target.value);
          setTyped(true);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => {
          if (closing.current) clearTimeout(closing.current);
          if (items.length) setOpen(true);
        }}
        onBlur={() => {
          closing.current = setTimeout(() => setOpen(false), 150);
        }}
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
            onClick={() => go(item)}
          >
            <span className="search-box__title">{item.title}</span>
            <span className="search-box__kind">{KIND_LABELS[item.kind]}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {open && asked
          ? items.length
            ? `${items.length} suggestion${items.length > 1 ? "s" : ""} : flèches haut et bas pour les parcourir, Entrée pour ouvrir.`
            : "Aucune suggestion, Entrée pour voir les résultats."
          : ""}
      </p>
    </form>
  );
}
