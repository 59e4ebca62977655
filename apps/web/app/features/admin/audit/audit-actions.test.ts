import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { REVIEW_ACTIONS } from "@vitrine/shared/schemas/admin-content";
import { describe, expect, it } from "vitest";
import { ACTION_LABELS } from "./audit-actions";
import { actionLabel } from "./audit-diff";

/**
 * Every action the API writes to the audit log has a French label: the actions are read from the
 * API's sources (the files that record audit entries), as literals (`"page.update"`, also in
 * conditions and helper calls) and as prefixed templates (`news.${action}`) whose suffixes are the
 * literals handed to the file's own audit helpers.
 */

const API = join(__dirname, "../../../../../api/src");
/** Dotted literals of those files that are no action. */
const NOT_ACTIONS = new Set(["cms.route"]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

function actionsOf(text: string): string[] {
  const literal = [...text.matchAll(/["']([a-z-]+(?:\.[a-z-]+)+)["']/g)].map((match) => match[1]!);
  const templated = [...text.matchAll(/action: `([a-z-]+)\.\$\{(\w+)\}`/g)].flatMap(
    ([, prefix, variable]) => {
      if (variable === "action" && text.includes("action: ReviewAction")) {
        return REVIEW_ACTIONS.map((suffix) => `${prefix}.${suffix}`);
      }
      // The suffixes handed to the file's helpers: this.audit(tx, …, "create", …) / this.save(…).
      const calls = [...text.matchAll(/this\.(?:audit|save)\(([^;]*?)\)/gs)].map((match) => match[1]!);
      const suffixes = calls.flatMap((call) => [...call.matchAll(/"([a-z-]+)"/g)].map((match) => match[1]!));
      expect(suffixes.length, `the suffixes of ${prefix}.\${${variable}}`).toBeGreaterThan(0);
      return suffixes.map((suffix) => `${prefix}.${suffix}`);
    },
  );
  return [...literal, ...templated].filter((action) => !NOT_ACTIONS.has(action));
}

const recorded = [
  ...new Set(
    sources(API)
      .map((path) => readFileSync(path, "utf8"))
      .filter((text) => /recordAudit|AuditActor/.test(text))
      .flatMap(actionsOf),
  ),
].sort();

describe("the journal's labels of the audit actions", () => {
  it("finds the actions the API records, in every area", () => {
    for (const action of [
      "order.status",
      "order.refund",
      "order.tracking",
      "product.update",
      "stock.adjust",
      "discount-code.create",
      "carrier.rate.update",
      "site.suspend",
      "user.role",
      "form.update",
      "popup.delete",
      "album.pictures",
      "news.promote",
      "review.approve",
      "service.reorder",
      "blog-article.publish",
      "blog-folder.delete",
    ]) {
      expect(recorded).toContain(action);
    }
  });

  it("names every recorded action in French", () => {
    const missing = recorded.filter((action) => !(action in ACTION_LABELS));
    expect(missing).toEqual([]);
    expect(actionLabel("order.refund")).toBe("Remboursement de commande");
    expect(actionLabel("inconnu.action")).toBe("inconnu.action");
  });
});
