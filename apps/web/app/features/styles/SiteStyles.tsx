import { createContext, useContext } from "react";
import stylesHref from "../../styles/index.css?url";

export { stylesHref };

const STYLE_ID = "site-styles";

/**
 * The site's stylesheet text, given by the server (production) so each page carries its styles
 * inline: no render-blocking request before the first paint. Null where the server has no built
 * file to read (development, where Vite serves the sheet).
 */
export const InlineStylesContext = createContext<string | null>(null);

let hydratedCss: string | null | undefined;

/** On the client, the sheet the server inlined, read back once so hydration sees the same element. */
function inlinedByServer(): string | null {
  if (typeof document === "undefined") return null;
  if (hydratedCss === undefined) hydratedCss = document.getElementById(STYLE_ID)?.textContent ?? null;
  return hydratedCss;
}

export function SiteStyles({ nonce }: { nonce?: string }) {
  const css = useContext(InlineStylesContext) ?? inlinedByServer();
  if (css === null) return <link rel="stylesheet" href={stylesHref} />;
  return <style id={STYLE_ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
