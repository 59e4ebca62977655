import { type ApiClient, ApiError } from "@vitrine/sdk/client";
import type { Cart, CartBody } from "@vitrine/shared/schemas/shop";
import { describe, expect, it } from "vitest";
import { cardPrice } from "./card-product";
import { currentCart } from "./cart.server";
import { forgetCart, readCartCookies, rememberCart, rememberDiscount } from "./cart-cookies.server";
import { cartSummary } from "./cart-summary";
import { choiceLegend } from "./labels";
import { productPath } from "./paths";

const options = (secure: boolean) => (maxAge: number) =>
  ({ httpOnly: true, sameSite: "lax", secure, path: "/", maxAge }) as const;

const request = (cookie: string) => new Request("http://localhost/panier", { headers: { cookie } });

describe("cart cookies", () => {
  it("reads the cart id, its secret and the discount code", () => {
    expect(readCartCookies(request("cartId=42; cartKey=abc; cartDiscount=BIENVENUE10"))).toEqual({
      cartId: 42,
      cartKey: "abc",
      discountCode: "BIENVENUE10",
    });
    expect(readCartCookies(request(""))).toEqual({ cartId: null, cartKey: null, discountCode: null });
  });

  it("ignores an id that is not a positive 32-bit integer", () => {
    for (const id of ["0", "-3", "abc", "1e3", "12.5", "99999999999", "2147483648", "new"]) {
      expect(readCartCookies(request(`cartId=${id}`)).cartId, id).toBeNull();
    }
    expect(readCartCookies(request("cartId=2147483647")).cartId).toBe(2147483647);
  });

  it("remembers a cart for 30 days with the attributes it is given", () => {
    expect(rememberCart(options(false), { id: 7 })).toMatch(
      /^cartId=7; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(rememberCart(options(true), { id: 7 })).toMatch(/; Secure;/);
    expect(rememberDiscount(options(false), "ETE")).toContain("cartDiscount=ETE");
  });

  it("forgets the id, the secret and the discount code together", () => {
    const cookies = forgetCart(options(false));
    expect(cookies.map((c) => c.split("=")[0])).toEqual(["cartId", "cartKey", "cartDiscount"]);
    for (const cookie of cookies) expect(cookie).toContain("Max-Age=0");
  });
});

describe("shop formats", () => {
  it("names the choice of declinations after the site's variations they use", () => {
    const variations = [
      { id: 2, position: 2, label: "Contenance", displayLabel: "Format" },
      { id: 1, position: 1, label: "Millésime", displayLabel: "Millésime" },
      { id: 3, position: 3, label: "Étiquette", displayLabel: "Étiquette" },
    ];
    const vintageAndSize = [
      { variation1: "2025", variation2: "75 cl", variation3: null },
      { variation1: "2024", variation2: "Magnum 150 cl", variation3: null },
    ];
    expect(choiceLegend(vintageAndSize, variations)).toBe("Choisissez : millésime et format");
    const sizeOnly = [{ variation1: null, variation2: "75 cl", variation3: null }];
    expect(choiceLegend(sizeOnly, variations)).toBe("Choisissez : format");
    const all = [{ variation1: "2022", variation2: "75 cl", variation3: "Or" }];
    expect(choiceLegend(all, variations)).toBe("Choisissez : millésime, format et étiquette");
    expect(choiceLegend(vintageAndSize, [])).toBe("Choisissez une version");
  });

  it("links a product by its slug and id", () => {
    expect(productPath({ id: 5, slug: "rose-de-loire" })).toBe("/boutique/rose-de-loire/5");
  });
});

describe("cart summary", () => {
  it("keeps what the header shows: count, subtotal and one short entry per line", () => {
    const cart: Cart = {
      id: 3,
      products: [
        {
          id: 11,
          idProduct: 4,
          name: "Crémant de Loire brut",
          slug: "cremant-de-loire-brut",
          image: {
            name: "p.svg",
            externalPath: "/media/2/p.svg",
            url: "/media/2/p.svg",
            alt: "Bouteille",
            width: 600,
            height: 800,
          },
          variation1: "NM",
          variation2: "75 cl",
          variation3: null,
          price: 1390,
          quantity: 2,
          lineTotal: 2780,
          type: "WINE",
          hasShippingFees: true,
          capacity: 75,
          capacityUnit: "cl",
          sellByMultipleOf: 1,
          reference: "CR-75",
          stock: 12,
        },
      ],
      totalProduct: 2,
      bottleCount: 2,
      subtotal: 2780,
      discount: null,
      total: 2780,
    };
    expect(cartSummary(cart)).toEqual({
      id: 3,
      totalProduct: 2,
      subtotal: 2780,
      lines: [
        {
          id: 11,
          idProduct: 4,
          slug: "cremant-de-loire-brut",
          name: "Crémant de Loire brut",
          imageUrl: "/media/2/p.svg",
          labels: ["NM", "75 cl"],
          quantity: 2,
          lineTotal: 2780,
        },
      ],
    });
  });
});

describe("the cart page's cart", () => {
  const empty: Cart = {
    id: 9,
    products: [],
    totalProduct: 0,
    bottleCount: 0,
    subtotal: 0,
    discount: null,
    total: 0,
  };
  /** An API whose cart call refuses any code with `status`. */
  const refusingCodes = (status: number, message: string) =>
    ({
      cart: async (_id: number, body?: CartBody) => {
        if (body?.discountCode) throw new ApiError(status, message);
        return empty;
      },
    }) as unknown as ApiClient;

  it.each([
    [400, "Ce code promo n'est pas valable."],
    [
      429,
      "Trop de codes promo refusés depuis votre connexion. Merci de patienter 15 minutes avant d'en essayer un autre.",
    ],
  ])("shows the cart without a stored code the API refuses (%i), and says why", async (status, message) => {
    const loaded = await currentCart(refusingCodes(status, message), request("cartId=9; cartDiscount=ETE"));
    expect(loaded).toEqual({ cart: empty, lost: false, discountError: message });
  });
});

describe("a product card's price", () => {
  const product = (declinations: Array<{ price: number; stock: number | null }>) => ({
    price: Math.min(...declinations.map((d) => d.price)),
    declinations,
  });

  it("is the lowest of the versions one can buy, « dès » when they differ", () => {
    // The 2024 vintage at 8,50 € is sold out: the card says what one can buy.
    expect(
      cardPrice(
        product([
          { price: 850, stock: 0 },
          { price: 890, stock: 40 },
        ]),
      ),
    ).toEqual({
      price: 890,
      from: false,
    });
    expect(
      cardPrice(
        product([
          { price: 850, stock: 0 },
          { price: 890, stock: null },
          { price: 1790, stock: 3 },
        ]),
      ),
    ).toEqual({ price: 890, from: true });
  });

  it("is the lowest of all once every version is sold out, and the product's own without versions", () => {
    expect(
      cardPrice(
        product([
          { price: 850, stock: 0 },
          { price: 1600, stock: -2 },
        ]),
      ),
    ).toEqual({
      price: 850,
      from: true,
    });
    expect(cardPrice({ price: 1200, declinations: [] })).toEqual({ price: 1200, from: false });
  });
});
