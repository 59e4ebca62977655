/**
 * axe-core in a page of the browser tests: the WCAG 2.1 A and AA rules (the French RGAA rests on
 * them), serious and critical violations only. The page's context must let a script be injected
 * despite the page's CSP (`bypassCSP`).
 */
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const axeSource = createRequire(import.meta.url)("axe-core").source as string;

export interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** The serious and critical violations within `selector` of the page as it stands. */
export async function seriousViolations(page: Page, selector = "body"): Promise<Violation[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = (await page.evaluate(async (within) => {
    const axe = (
      window as unknown as { axe: { run(c: unknown, o: unknown): Promise<{ violations: unknown[] }> } }
    ).axe;
    const result = await axe.run(within, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] },
    });
    return result.violations;
  }, selector)) as Violation[];
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

/** The elements a violation names, `limit` at most. */
export const targetsOf = (violation: Violation, limit = Number.POSITIVE_INFINITY) =>
  violation.nodes
    .map((n) => n.target.join(" "))
    .slice(0, limit)
    .join(", ");
