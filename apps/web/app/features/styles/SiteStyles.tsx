import { createContext, useContext } from "react";
import siteHref from "../../styles/index.css?url";
import shopHref from "../../styles/shop.css?url";

/** The stylesheets written inline in pages: every site's, and the shop's on e-commerce sites. */
export const SHEETS = {
  site: { href: siteHref, id: "site-styles" },
  shop: { href: shopHref, id: "shop-styles" },
} as const;

type Sheet = (typeof SHEETS)[keyof typeof SHEETS];

/**
 * Reads the text of a built stylesheet (production server), so each page carries its styles inline:
 * no render-blocking request before the first paint. It answers null where the server has no
 * built file to read (development, where Vite serves the sheets).
 */
export const InlineStylesContext = createContext<((href: string) => string | null) | null>(null);

const hydratedCss = new Map<string, string | null>();

/** On the client, a sheet the server inlined, read back once so hydration sees the same element. */
function inlinedByServer(id: string): string | null {
  if (typeof document === "undefined") return null;
  if (!hydratedCss.has(id)) hydratedCss.set(id, document.getElementById(id)?.textContent ?? null);
  return hydratedCss.get(id) ?? null;
}

function InlineSheet({ sheet, nonce }: { sheet: Sheet; nonce?: string }) {
  const read = useContext(InlineStylesContext);
  const css = read ? read(sheet.href) : inlinedByServer(sheet.id);
  if (css === null) return <link rel="stylesheet" href={sheet.href} />;
  return <style id={sheet.id} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}

/** The site's styles, and the shop's where the site sells online (other sites never carry them). */
export function SiteStyles({ nonce, shop }: { nonce?: string; shop: boolean }) {
  return (
    <>
      <InlineSheet sheet={SHEETS.site} nonce={nonce} />
      {shop ? <InlineSheet sheet={SHEETS.shop} nonce={nonce} /> : null}
    </>
  );
}
