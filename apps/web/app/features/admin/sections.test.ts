import { describe, expect, it } from "vitest";
import routes from "../../routes";
import { ADMIN_PATH, ADMIN_SECTIONS, sectionGroups } from "./sections";

/** The addresses of the admin layout's screens, as the route table declares them. */
const adminPaths = () => {
  const layout = routes.find((route) => route.path === "admin");
  return new Set(
    (layout?.children ?? []).map((child) => (child.index ? ADMIN_PATH : `${ADMIN_PATH}/${child.path}`)),
  );
};

describe("the panel's sections", () => {
  it("each lead to a screen of the route table, once", () => {
    const paths = adminPaths();
    for (const section of ADMIN_SECTIONS) expect(paths.has(section.path), section.path).toBe(true);
    expect(new Set(ADMIN_SECTIONS.map((section) => section.path)).size).toBe(ADMIN_SECTIONS.length);
  });

  it("come under their headings, each heading once, the home first and without heading", () => {
    const groups = sectionGroups(true);
    expect(groups.map((entry) => entry.group)).toEqual([null, "Site", "Contenus", "Boutique", "Plateforme"]);
    expect(groups[0]!.sections.map((section) => section.path)).toEqual([ADMIN_PATH]);
    expect(groups.flatMap((entry) => entry.sections)).toHaveLength(ADMIN_SECTIONS.length);
  });

  it("leave the shop's screens out for a site that does not sell online", () => {
    const groups = sectionGroups(true, false);
    expect(groups.map((entry) => entry.group)).toEqual([null, "Site", "Contenus", "Plateforme"]);
    expect(groups.flatMap((entry) => entry.sections).map((section) => section.path)).not.toContain(
      "/admin/commandes",
    );
  });

  it("leave the platform's screens to the SUPER_ADMIN", () => {
    const groups = sectionGroups(false);
    expect(groups.map((entry) => entry.group)).not.toContain("Plateforme");
    expect(groups.flatMap((entry) => entry.sections).some((section) => section.platform)).toBe(false);
  });
});
