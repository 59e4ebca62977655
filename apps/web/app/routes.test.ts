import { CMS_ROUTES, PAGE_ROUTE_PATHS, reservedPathProblem } from "@vitrine/shared/page-rules";
import { describe, expect, it } from "vitest";
import routes from "./routes";

/**
 * The addresses the API refuses to a page (packages/shared/src/page-rules.ts) follow this route
 * table: a screen added here cannot be hidden by a page, nor a page shown here be refused.
 */

const paths = routes.flatMap((route) => (route.path && route.path !== "*" ? [route] : []));

/** A path the route answers, each parameter given a value. */
const samplePath = (pattern: string) => `/${pattern.replace(/:[a-zA-Z]+\??/g, "x")}`;

describe("the route table and the page address rules", () => {
  it("keeps every screen's address from the pages", () => {
    for (const route of paths.filter((r) => r.file !== "routes/cms-page.tsx")) {
      expect([route.path, reservedPathProblem(samplePath(route.path!))]).not.toEqual([route.path, null]);
    }
  });

  it("leaves the addresses that show a page to the pages", () => {
    const pageRoutes = paths.filter((r) => r.file === "routes/cms-page.tsx").map((r) => `/${r.path}`);
    expect([...pageRoutes].sort()).toEqual([...PAGE_ROUTE_PATHS].sort());
    for (const path of pageRoutes) expect(reservedPathProblem(path)).toBeNull();
  });

  it("offers as screens a page may stand for only screens of this table", () => {
    const own = new Set(paths.map((r) => `/${r.path}`));
    for (const { route } of CMS_ROUTES) expect(own.has(route)).toBe(true);
  });
});
