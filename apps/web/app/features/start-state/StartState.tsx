import { START_SCRIPT } from "./start-state";

/** The start state's script, in the page's head: it runs before the first paint. */
export function StartState({ nonce }: { nonce?: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: START_SCRIPT }} />;
}
