import { describe, expect, it } from "vitest";
import { fieldErrors, hostsOf, postedSite, siteInputOf } from "./platform-sites.server";

/** The site forms' posts as the API reads them (creation and change share them). */

const formOf = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  return form;
};

describe("a posted site", () => {
  it("reads the name, the checked activities and the host names, however they are separated", () => {
    const values = postedSite(
      formOf([
        ["name", " Domaine des Pins "],
        ["flags", "isWinemaker"],
        ["flags", "isECommerce"],
        ["prodHosts", "www.pins.fr, pins.fr;\nboutique.pins.fr"],
        ["devHosts", ""],
      ]),
    );
    expect(siteInputOf(values)).toEqual({
      name: "Domaine des Pins",
      isWinemaker: true,
      isECommerce: true,
      isBuilding: false,
      prodHosts: ["www.pins.fr", "pins.fr", "boutique.pins.fr"],
      devHosts: [],
    });
    expect(siteInputOf(postedSite(formOf([])))).toMatchObject({ name: "", isBuilding: false, prodHosts: [] });
    expect(hostsOf("  a.fr  ,, b.fr ")).toEqual(["a.fr", "b.fr"]);
  });

  it("puts each API refusal beside its field, the first one of a list", () => {
    expect(
      fieldErrors({ "prodHosts.1": "Nom d'hôte invalide", "prodHosts.2": "autre", name: "Indiquez le nom" }),
    ).toEqual({ prodHosts: "Nom d'hôte invalide", name: "Indiquez le nom" });
  });
});
