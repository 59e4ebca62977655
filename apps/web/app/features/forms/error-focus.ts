import { createContext, useContext, useEffect, useRef, useSyncExternalStore } from "react";
import { useNavigation } from "react-router";

/**
 * Whether the document being rendered answers a form sent without scripts (a POST): its error
 * message then takes the focus as the page loads (`autofocus`). Set by the server's entry only.
 */
export const FormReplyContext = createContext(false);

const noSubscription = () => () => {};

/**
 * The focus for a form's error message, so that keyboard and screen-reader users land on it:
 * - in a page answering a form sent without scripts, as the page loads (`autoFocus`);
 * - when the message appears after the page has loaded (a reply to a form sent with scripts);
 * - when a form is sent again and the same message stays (it would not be announced again).
 * A message present when the page is first shown (a notice of the page itself) leaves the focus.
 */
export function useErrorFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  // False while the server renders and while the browser hydrates; true for a later mount.
  const late = useRef(
    useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    ),
  ).current;
  const { state } = useNavigation();
  const sending = useRef(false);
  useEffect(() => {
    if (late) ref.current?.focus();
  }, [late]);
  useEffect(() => {
    if (state === "submitting") sending.current = true;
    else if (state === "idle" && sending.current) {
      sending.current = false;
      ref.current?.focus();
    }
  }, [state]);
  return { ref, tabIndex: -1, autoFocus: useContext(FormReplyContext) };
}
