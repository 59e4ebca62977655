import type { PageNode } from "@vitrine/shared/schemas/site";
import type { ReactNode } from "react";
import { noteOwnerScriptRun } from "../consent/owner-scripts";

/**
 * A page whose link is a script (`link.type` JS, `link.jsCode`): its menu entry runs the script
 * when clicked, and only then. The code comes from the page tree, which only an administrator
 * writes (PUT /admin/page); it runs as an inline script that the page's CSP allows by its SHA-256
 * hash (server/security.ts pageScriptHashes), never through eval.
 */
export const isScriptLink = (page: PageNode): page is PageNode & { link: { jsCode: string } } =>
  page.link.type === "JS" && Boolean(page.link.jsCode);

/** Runs an administrator's link script: the script element is left once it has run. */
export function runPageScript(code: string): void {
  noteOwnerScriptRun();
  const script = document.createElement("script");
  script.textContent = code;
  document.body.append(script);
  script.remove();
}

/** The menu entry of a page whose link is a script: a button, as it leads nowhere. */
export function ScriptLinkButton({
  page,
  className,
  children,
}: {
  page: PageNode & { link: { jsCode: string } };
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={`${className} page-script-link`}
      onClick={() => runPageScript(page.link.jsCode)}
    >
      {children}
    </button>
  );
}
