import { describe, expect, it } from "vitest";
import { opensByItself } from "./popup-rules";

describe("opensByItself", () => {
  it.each([
    // showOnEveryReload, opened this visit (sessionStorage), shown in this document, opens
    [true, true, false, true],
    [true, false, false, true],
    [true, true, true, false],
    [false, false, false, true],
    [false, true, false, false],
    [false, false, true, false],
  ])(
    "every reload %s, opened this visit %s, shown in this document %s: %s",
    (every, opened, shown, opens) => {
      expect(
        opensByItself(
          { id: 1, showOnEveryReload: every },
          { openedThisVisit: opened, shownThisDocument: shown },
        ),
      ).toBe(opens);
    },
  );

  it("opens only between its start and its end", () => {
    const popup = {
      id: 1,
      showOnEveryReload: true,
      startsAt: "2026-07-01T22:00:00.000Z",
      endsAt: "2026-07-03T22:00:00.000Z",
    };
    const at = (iso: string) => ({ openedThisVisit: false, shownThisDocument: false, now: Date.parse(iso) });
    expect(opensByItself(popup, at("2026-07-01T21:59:59Z"))).toBe(false);
    expect(opensByItself(popup, at("2026-07-01T22:00:00Z"))).toBe(true);
    expect(opensByItself(popup, at("2026-07-03T21:59:59Z"))).toBe(true);
    expect(opensByItself(popup, at("2026-07-03T22:00:00Z"))).toBe(false);
    expect(opensByItself({ ...popup, startsAt: null, endsAt: null }, at("2030-01-01T00:00:00Z"))).toBe(true);
  });

  it("opens on no page of an order: cart, checkout, payment, confirmation", () => {
    const popup = { id: 1, showOnEveryReload: true };
    const on = (pathname: string) =>
      opensByItself(popup, { openedThisVisit: false, shownThisDocument: false, pathname });
    for (const path of ["/panier", "/commande", "/commande/paiement/12", "/commande/confirmation/12"]) {
      expect(on(path), path).toBe(false);
    }
    for (const path of ["/", "/paniers-garnis", "/commandes-groupees", "/mon-compte/commandes"]) {
      expect(on(path), path).toBe(true);
    }
  });
});
