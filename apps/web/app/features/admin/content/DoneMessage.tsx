import { useSearchParams } from "react-router";
import { FormMessage } from "../../account/fields";
import { ownValue } from "../../http/own-value";
import { DONE_MESSAGES, DONE_PARAM } from "./content-paths";

/** The confirmation of the change just made (`?fait=`), read out by screen readers. */
export function DoneMessage() {
  const [search] = useSearchParams();
  const message = ownValue(DONE_MESSAGES, search.get(DONE_PARAM));
  return message ? <FormMessage kind="success">{message}</FormMessage> : null;
}
