import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { SUGGESTION_DELAY_MS, SUGGESTION_MIN_LENGTH, SUGGESTIONS_PATH, type Suggestion } from "./paths";

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
 * The state of the search field's combobox: what is typed, the suggestions asked once typing
 * pauses (SUGGESTION_DELAY_MS), the option chosen with the arrows (-1: the field itself), and the
 * keys of the WAI-ARIA pattern (arrows, Enter opens the option chosen, Escape closes or clears).
 */
export function useSuggestions(defaultValue: string) {
  const navigate = useNavigate();
  const [query, setQuery] = useState(defaultValue);
  const [typed, setTyped] = useState(false);
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [asked, setAsked] = useState("");
  const closing = useRef<ReturnType<typeof setTimeout> | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Typed before the page's scripts ran: the field keeps it (uncontrolled), and it counts.
  useEffect(() => {
    const value = input.current?.value ?? "";
    if (value !== defaultValue) {
      setQuery(value);
      setTyped(true);
    }
  }, [defaultValue]);

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

  const expanded = open && items.length > 0;

  const go = (suggestion: Suggestion) => {
    setOpen(false);
    if (suggestion.path.startsWith("/")) navigate(suggestion.path);
    else window.location.assign(suggestion.path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // -1 is the field itself: past either end, the choice goes back to what was typed.
      setActive((current) => {
        if (!expanded) return step === 1 ? 0 : items.length - 1;
        const next = current + step;
        if (next < -1) return items.length - 1;
        return next >= items.length ? -1 : next;
      });
    } else if (event.key === "Enter" && expanded && active >= 0 && active < items.length) {
      event.preventDefault();
      go(items[active]!);
    } else if (event.key === "Escape") {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        if (input.current) input.current.value = "";
        setQuery("");
      }
    }
  };

  return {
    /** The field, uncontrolled: what is typed before the scripts run is kept. */
    input,
    items,
    active,
    expanded,
    /** The announcement of the live region, once suggestions came back. */
    status: open && asked ? items.length : null,
    go,
    onKeyDown,
    onChange: (value: string) => {
      setQuery(value);
      setTyped(true);
    },
    onFocus: () => {
      if (closing.current) clearTimeout(closing.current);
      if (items.length) setOpen(true);
    },
    // A click on an option lands before the list closes.
    onBlur: () => {
      closing.current = setTimeout(() => setOpen(false), 150);
    },
  };
}
