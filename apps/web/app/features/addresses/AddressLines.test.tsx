import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AddressLines } from "./AddressLines";

const address = {
  firstname: "Hélène",
  lastname: "Moreau",
  firstPart: "12 rue des Vignes",
  postalCode: "44000",
  city: "Nantes",
  country: "France",
};

describe("AddressLines", () => {
  it("gives a company's SIREN, SIRET and VAT number after its address (decision 045)", () => {
    const html = renderToStaticMarkup(
      <AddressLines
        address={{
          ...address,
          company: "Cave Moreau",
          companyId: "73282932000074",
          vatNumber: "FR44732829320",
        }}
      />,
    );
    expect(html).toContain("<span>Cave Moreau</span>");
    expect(html).toContain("SIREN : 732 829 320</span>");
    expect(html).toContain("SIRET : 732 829 320 00074</span>");
    expect(html).toContain("N° TVA : FR44732829320</span>");
  });

  it("writes a person's address, and an address saved before, without them", () => {
    for (const lines of [address, { ...address, company: "Cave Moreau" }]) {
      const html = renderToStaticMarkup(<AddressLines address={lines} />);
      expect(html).not.toContain("SIREN");
      expect(html).not.toContain("TVA");
    }
  });
});
