import { describe, expect, it } from "vitest";
import {
  bottlesInWords,
  bottlesRefusal,
  isFreeShipping,
  noRateReason,
  quoteShipping,
  type RateBracket,
  ratePrice,
  refusalMessage,
  type ShippingLine,
  type ShippingRules,
  shippingBasis,
  zoneRefusal,
} from "./fees";
import type { ShippingZone } from "./zones";

const RULES: ShippingRules = {
  freeShippingBottles: 12,
  freeShippingPrice: 15000,
  minimumBottles: 3,
  maximumBottles: 36,
  bottleMultiple: null,
  onlySellInFrance: false,
  sellsWorldwide: false,
  lockDelivery: false,
};

const wine = (quantity: number, unitPrice = 1000, capacity = 75): ShippingLine => ({
  type: "WINE",
  quantity,
  capacity,
  capacityUnit: "cl",
  sellByMultipleOf: 1,
  unitPrice,
  hasShippingFees: true,
});
const half = (quantity: number) => wine(quantity, 600, 37.5);
const box = (quantity: number, bottles = 6, unitPrice = 5400): ShippingLine => ({
  ...wine(quantity, unitPrice),
  type: "BOX",
  sellByMultipleOf: bottles,
});
const voucher = (quantity: number): ShippingLine => ({ ...wine(quantity, 2000), hasShippingFees: false });

describe("shippingBasis", () => {
  it.each([
    ["one bottle", [wine(1)], 1, 1000],
    ["half bottles count half, rounded down", [half(3)], 1, 1800],
    ["two half bottles make one", [half(2)], 1, 1200],
    ["a magnum counts one", [{ ...wine(2, 2500), capacity: 1.5, capacityUnit: "L" as const }], 2, 5000],
    ["a 70 cl bottle counts half", [wine(2, 1000, 70)], 1, 2000],
    ["a box counts its bottles", [box(2)], 12, 10800],
    ["halves of several lines add up before rounding", [half(1), half(1), wine(1)], 2, 2200],
    ["an unknown capacity counts one", [{ ...wine(2), capacity: null, capacityUnit: null }], 2, 2000],
    ["lines without shipping fees count in the amount only", [wine(3), voucher(2)], 3, 7000],
  ])("%s", (_, lines, bottles, amount) => {
    const basis = shippingBasis(lines as ShippingLine[]);
    expect(basis).toMatchObject({ bottles, amount, needsDelivery: true });
  });

  it.each([
    ["three half bottles are one and a half", [half(3)], 3],
    ["a box and a half bottle", [box(1), half(1)], 13],
    ["a standard bottle is two halves", [wine(2)], 4],
  ])("counts %s in halves", (_, lines, halves) => {
    expect(shippingBasis(lines as ShippingLine[]).halfBottles).toBe(halves);
  });

  it("needs no delivery when nothing ships", () => {
    expect(shippingBasis([voucher(1)])).toEqual({
      bottles: 0,
      halfBottles: 0,
      amount: 2000,
      needsDelivery: false,
    });
  });
});

describe("zoneRefusal", () => {
  it.each([
    ["FR_METRO", {}, null],
    ["FR_CORSE", {}, null],
    ["EU", {}, null],
    ["WORLD", {}, "COUNTRY_NOT_SERVED"],
    ["WORLD", { sellsWorldwide: true }, null],
    ["EU", { onlySellInFrance: true }, "COUNTRY_NOT_SERVED"],
    ["WORLD", { onlySellInFrance: true, sellsWorldwide: true }, "COUNTRY_NOT_SERVED"],
    ["FR_CORSE", { onlySellInFrance: true }, null],
    ["FR_METRO", { lockDelivery: true }, "LOCKED"],
    ["WORLD", { lockDelivery: true }, "LOCKED"],
  ] as Array<[ShippingZone, Partial<ShippingRules>, string | null]>)(
    "%s with %j: %s",
    (zone, rules, refusal) => {
      expect(zoneRefusal(zone, { ...RULES, ...rules })).toBe(refusal);
    },
  );
});

describe("bottlesRefusal", () => {
  it.each([
    [2, {}, "BELOW_MINIMUM"],
    [3, {}, null],
    [36, {}, null],
    [37, {}, "ABOVE_MAXIMUM"],
    [1, { minimumBottles: null }, null],
    [500, { maximumBottles: null }, null],
    [0, { minimumBottles: 0 }, null],
    [8, { bottleMultiple: 6 }, "NOT_MULTIPLE"],
    [12, { bottleMultiple: 6 }, null],
    [7, { bottleMultiple: 1 }, null],
    [2, { bottleMultiple: 6 }, "BELOW_MINIMUM"],
  ] as Array<[number, Partial<ShippingRules>, string | null]>)(
    "%i bottles with %j: %s",
    (bottles, rules, refusal) => {
      expect(bottlesRefusal(bottles, { ...RULES, ...rules })).toBe(refusal);
    },
  );
});

describe("isFreeShipping", () => {
  it.each([
    ["FR_METRO", 11, 14999, {}, false],
    ["FR_METRO", 12, 0, {}, true],
    ["FR_METRO", 0, 15000, {}, true],
    ["FR_CORSE", 12, 15000, {}, false],
    ["EU", 40, 90000, {}, false],
    ["FR_METRO", 100, 100000, { freeShippingBottles: null, freeShippingPrice: null }, false],
    ["FR_METRO", 100, 0, { freeShippingBottles: 0 }, false],
    ["FR_METRO", 5, 20000, { freeShippingPrice: null }, false],
  ] as Array<[ShippingZone, number, number, Partial<ShippingRules>, boolean]>)(
    "%s, %i bottles, %i cents, %j: %s",
    (zone, bottles, amount, rules, free) => {
      const basis = { bottles, halfBottles: 2 * bottles, amount, needsDelivery: true };
      expect(isFreeShipping(zone, basis, { ...RULES, ...rules })).toBe(free);
    },
  );
});

describe("ratePrice", () => {
  const rates: RateBracket[] = [
    { zone: "FR_METRO", minBottles: 0, maxBottles: 6, minAmount: 0, maxAmount: null, price: 1290 },
    { zone: "FR_METRO", minBottles: 7, maxBottles: 12, minAmount: 0, maxAmount: null, price: 1890 },
    { zone: "FR_METRO", minBottles: 7, maxBottles: 12, minAmount: 20000, maxAmount: null, price: 990 },
    { zone: "FR_CORSE", minBottles: 0, maxBottles: null, minAmount: 0, maxAmount: 9999, price: 3490 },
  ];
  it.each([
    ["FR_METRO", 0, 0, 1290],
    ["FR_METRO", 6, 6000, 1290],
    ["FR_METRO", 7, 7000, 1890],
    ["FR_METRO", 12, 19999, 1890],
    ["FR_METRO", 12, 20000, 990],
    ["FR_METRO", 13, 13000, null],
    ["FR_CORSE", 30, 9999, 3490],
    ["FR_CORSE", 30, 10000, null],
    ["EU", 6, 6000, null],
  ] as Array<[ShippingZone, number, number, number | null]>)(
    "%s, %i bottles, %i cents: %s",
    (zone, bottles, amount, price) => {
      expect(ratePrice(rates, zone, bottles, amount)).toBe(price);
    },
  );
});

describe("quoteShipping", () => {
  const carriers = [
    {
      id: 1,
      rates: [
        {
          zone: "FR_METRO" as const,
          minBottles: 0,
          maxBottles: null,
          minAmount: 0,
          maxAmount: null,
          price: 1290,
        },
      ],
    },
    {
      id: 2,
      rates: [
        { zone: "EU" as const, minBottles: 0, maxBottles: null, minAmount: 0, maxAmount: null, price: 4500 },
      ],
    },
  ];

  it("prices each carrier, null where it has no rate", () => {
    const quote = quoteShipping([wine(6)], "FR_METRO", RULES, carriers);
    expect(quote).toMatchObject({ refusal: null, freeShipping: false, bottles: 6, amount: 6000 });
    expect(quote.carriers).toEqual([
      { id: 1, price: 1290 },
      { id: 2, price: null },
    ]);
  });

  it("makes every rate free over a threshold, a carrier without a rate staying out", () => {
    const quote = quoteShipping([box(2)], "FR_METRO", RULES, carriers);
    expect(quote.freeShipping).toBe(true);
    expect(quote.carriers).toEqual([
      { id: 1, price: 0 },
      { id: 2, price: null },
    ]);
  });

  it("refuses before pricing, and skips the bottle rules when nothing ships", () => {
    expect(quoteShipping([wine(2)], "FR_METRO", RULES, carriers)).toMatchObject({
      refusal: "BELOW_MINIMUM",
      carriers: [],
    });
    expect(quoteShipping([wine(6)], "WORLD", RULES, carriers)).toMatchObject({
      refusal: "COUNTRY_NOT_SERVED",
    });
    const voucherOnly = quoteShipping([voucher(1)], "FR_METRO", RULES, carriers);
    expect(voucherOnly).toMatchObject({ refusal: null, needsDelivery: false, freeShipping: true });
    expect(voucherOnly.carriers[0]).toEqual({ id: 1, price: 0 });
  });
});

describe("refusalMessage", () => {
  it.each([
    ["LOCKED", 5, "La livraison n'est pas proposée pour le moment : choisissez le retrait sur place."],
    [
      "COUNTRY_NOT_SERVED",
      10,
      "Nous ne livrons pas à cette adresse. Nous livrons uniquement en France métropolitaine, en Corse et dans l'Union européenne.",
    ],
    [
      "BELOW_MINIMUM",
      4,
      "Une expédition compte au moins 3 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent de 2 bouteilles.",
    ],
    [
      "BELOW_MINIMUM",
      3,
      "Une expédition compte au moins 3 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent d'une bouteille et demie.",
    ],
    [
      "BELOW_MINIMUM",
      1,
      "Une expédition compte au moins 3 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent d'une demi-bouteille.",
    ],
    [
      "BELOW_MINIMUM",
      0,
      "Une expédition compte au moins 3 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier n'en contient aucune.",
    ],
    [
      "ABOVE_MAXIMUM",
      81,
      "Une expédition compte au plus 36 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent de 40 bouteilles et demie.",
    ],
  ] as const)("%s, %i half bottles", (refusal, halves, message) => {
    expect(refusalMessage(refusal, halves, RULES)).toBe(message);
  });
  it("says where the site ships when it refuses a country", () => {
    expect(refusalMessage("COUNTRY_NOT_SERVED", 2, { ...RULES, onlySellInFrance: true })).toBe(
      "Nous ne livrons pas à cette adresse. Nous livrons uniquement en France métropolitaine et en Corse.",
    );
    expect(refusalMessage("COUNTRY_NOT_SERVED", 2, { ...RULES, sellsWorldwide: true })).toBe(
      "Nous ne livrons pas à cette adresse.",
    );
  });
  it("names the multiple", () => {
    expect(refusalMessage("NOT_MULTIPLE", 16, { ...RULES, bottleMultiple: 6 })).toBe(
      "Nous expédions par multiples de 6 bouteilles de 75 cl (ou l'équivalent : deux demi-bouteilles en font une) ; votre panier en contient l'équivalent de 8 bouteilles.",
    );
  });
});

describe("bottlesInWords", () => {
  it.each([
    [1, "une demi-bouteille"],
    [2, "une bouteille"],
    [3, "une bouteille et demie"],
    [4, "2 bouteilles"],
    [25, "12 bouteilles et demie"],
  ])("%i half bottles: %s", (halves, words) => {
    expect(bottlesInWords(halves)).toBe(words);
  });
});

describe("noRateReason", () => {
  const rates: RateBracket[] = [
    { zone: "FR_METRO", minBottles: 0, maxBottles: 12, minAmount: 0, maxAmount: null, price: 890 },
    { zone: "EU", minBottles: 0, maxBottles: 6, minAmount: 10000, maxAmount: null, price: 3900 },
  ];
  it.each([
    ["FR_CORSE", 3, "Ce transporteur ne livre pas en Corse."],
    ["WORLD", 3, "Ce transporteur ne livre pas à cette adresse."],
    ["FR_METRO", 13, "Ce transporteur ne prend pas de colis de 13 bouteilles."],
    ["EU", 3, "Ce transporteur ne prend pas ce panier."],
  ] as Array<[ShippingZone, number, string]>)("%s, %i bottles: %s", (zone, bottles, reason) => {
    expect(noRateReason(rates, zone, bottles)).toBe(reason);
  });
});
