import { faBagShopping, faCheck } from "@fortawesome/free-solid-svg-icons";
import {
  FILE_GENERATOR_APP,
  offersTechnicalSheets,
  productAspectRatio,
  productPageStyle,
} from "@vitrine/shared/catalog-rules";
import {
  CartQuantityBodySchema,
  type Declination,
  type Product,
  type Variation,
} from "@vitrine/shared/schemas/shop";
import {
  declinationLabel,
  declinationName,
  formatEuros,
  MAX_LINE_QUANTITY,
} from "@vitrine/shared/shop-rules";
import { useEffect } from "react";
import {
  type ActionFunctionArgs,
  type AppLoadContext,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
  useActionData,
  useFetcher,
  useLoaderData,
} from "react-router";
import { ContentImage } from "../features/content/ContentImage";
import { orNotFound, requireCanonical } from "../features/content/detail.server";
import { emit } from "../features/events";
import { apiFailure, formError, parseForm } from "../features/forms/form-reply.server";
import { summaryOf } from "../features/forms/form-result";
import { postedForm } from "../features/forms/posted-form.server";
import { Icon } from "../features/icons/Icon";
import { requireNumericId } from "../features/layout/numeric-id.server";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { JsonLd, productData } from "../features/seo/structured-data";
import { cardProduct } from "../features/shop/card-product";
import { addToCart, type CartResult, cartSuccess, formId } from "../features/shop/cart-actions.server";
import { cookieHeaders } from "../features/shop/cart-cookies.server";
import { choiceLegend } from "../features/shop/labels";
import {
  ProductAwards,
  ProductFacts,
  ProductPairings,
  TechnicalSheetLink,
} from "../features/shop/ProductSheet";
import { addedToCartPath, CART_PATH, productPath, SHOP_PATH } from "../features/shop/paths";
import { RecommendedProducts } from "../features/shop/RecommendedProducts";
import { ShopNotices } from "../features/shop/ShopNotices";
import { isOn, numberValue } from "../features/theme/theme";
import { rootDataOf, useRootData } from "../root-data";

/**
 * /boutique/{slug?}/{id}: one product (GET /product/{id}), its declinations and the cart form, its
 * awards, pairings and technical sheet, and the products recommended beside it. Only the product
 * is critical: the rest is left out when its call fails.
 */
export async function loader({ context, params, request }: LoaderFunctionArgs<AppLoadContext>) {
  const id = requireNumericId(params.id);
  const { api } = context;
  const [product, variations, awards, recommended, sheetConfig] = await Promise.all([
    orNotFound(api.product(id)),
    api.variations().catch(() => []),
    api.awards(id).catch(() => []),
    api.recommendedProducts(id).then(
      (reply) => reply.products.map(cardProduct),
      () => [],
    ),
    api.get<Record<string, unknown>>(`/external-app/${FILE_GENERATOR_APP}/config/public`).catch(() => null),
  ]);
  requireCanonical(request, productPath(product));
  return { product, variations, awards, recommended, sheetConfig };
}

/**
 * Adds the chosen declination: on the page through a fetcher, or as a plain form post without
 * JavaScript, which then leads to the cart.
 */
export async function action({ context, params, request }: ActionFunctionArgs<AppLoadContext>) {
  const intent = "add";
  const id = requireNumericId(params.id);
  const product = await orNotFound(context.api.product(id));
  const form = await postedForm(request);
  const declinationId = formId(form, "declinationId", product.declinations[0]?.id ?? null);
  const declination = product.declinations.find((d) => d.id === declinationId);
  if (!declination) return formError(intent, "Choisissez une version du produit.");
  const parsed = parseForm(form, CartQuantityBodySchema, intent);
  if (parsed.reply) return parsed.reply;
  const { quantity } = parsed.value;
  try {
    const { cookies } = await addToCart(context, request, {
      declinationId: declination.id,
      type: product.type,
      quantity,
    });
    // Without JavaScript the browser goes on to the cart (its header counting the new line), as
    // after any successful post; the cart page says what was added.
    if (context.documentRequest) {
      return redirect(addedToCartPath(declination.id), { status: 303, headers: cookieHeaders(cookies) });
    }
    const what = declinationName(product.name, declination);
    return cartSuccess(intent, `Ajouté au panier : ${what} × ${quantity}.`, cookies);
  } catch (error) {
    // The API's status stays: 404 for a declination that is gone, 409 when the stock is short.
    return apiFailure(error, intent, { keepStatus: true });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = rootDataOf(matches);
  if (!data) return [];
  const tags = pageMeta(root?.info.name, data.product.name, data.product.summary);
  if (data.product.image && root) {
    tags.push({ property: "og:image", content: `${root.origin}${data.product.image.url}` });
  }
  tags.push({ property: "og:type", content: "product" });
  return tags;
};

/** "Plus que 3 en stock" at or under the site's threshold, "Épuisé" at 0; nothing when not shown. */
function stockNote(declination: Declination, limit: number | null): string | null {
  if (declination.stock === null || limit === null) return null;
  if (declination.stock <= 0) return "Épuisé";
  return declination.stock <= limit ? `Plus que ${declination.stock} en stock` : null;
}

function PurchaseForm({
  product,
  variations,
  stockLimit,
}: {
  product: Product;
  variations: Variation[];
  /** STOCK_LIMIT_DISPLAY; null when the site does not show its stock (USE_PRODUCT_STOCK off). */
  stockLimit: number | null;
}) {
  const fetcher = useFetcher<CartResult>();
  const posted = useActionData<CartResult>();
  const result = fetcher.data ?? posted;
  const busy = fetcher.state !== "idle";
  const available = product.declinations.filter((d) => d.stock === null || d.stock > 0);
  const first = available[0] ?? null;

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      emit("vitrine:toast", { message: summaryOf(fetcher.data), kind: fetcher.data.status });
    }
  }, [fetcher.state, fetcher.data]);

  if (!first) {
    return <p className="purchase__soldout">Ce produit est épuisé pour le moment.</p>;
  }
  // A wine sold by the case (6, 12…) is ordered in multiples of it; a box counts as one.
  const multiple = product.type === "WINE" ? Math.max(1, first.sellByMultipleOf) : 1;
  return (
    <fetcher.Form method="post" className="purchase" aria-label={`Ajouter ${product.name} au panier`}>
      {product.declinations.length > 1 ? (
        <fieldset className="purchase__choices">
          <legend>{choiceLegend(product.declinations, variations)}</legend>
          {product.declinations.map((declination) => {
            const note = stockNote(declination, stockLimit);
            const soldOut = declination.stock !== null && declination.stock <= 0;
            return (
              <label key={declination.id} className={`purchase__choice${soldOut ? " is-disabled" : ""}`}>
                <input
                  type="radio"
                  name="declinationId"
                  value={declination.id}
                  defaultChecked={declination.id === first.id}
                  disabled={soldOut}
                />
                <span className="purchase__label">{declinationLabel(declination) || product.name}</span>
                <span className="purchase__price">{formatEuros(declination.price)}</span>
                {note ? <span className="purchase__stock">{note}</span> : null}
              </label>
            );
          })}
        </fieldset>
      ) : (
        <>
          <input type="hidden" name="declinationId" value={first.id} />
          <p className="purchase__single">
            {declinationLabel(first) ? <span>{declinationLabel(first)}</span> : null}
            <strong className="purchase__price purchase__price--large">{formatEuros(first.price)}</strong>
            {stockNote(first, stockLimit) ? (
              <span className="purchase__stock">{stockNote(first, stockLimit)}</span>
            ) : null}
          </p>
        </>
      )}
      <div className="purchase__row">
        <div className="field purchase__quantity">
          <label htmlFor="quantite" className="field__label">
            Quantité
          </label>
          <input
            id="quantite"
            name="quantity"
            type="number"
            inputMode="numeric"
            className="field__input"
            min={multiple}
            step={multiple}
            max={MAX_LINE_QUANTITY}
            defaultValue={multiple}
            aria-describedby={multiple > 1 ? "quantite-multiple" : undefined}
            required
          />
          {multiple > 1 ? (
            <p id="quantite-multiple" className="field__hint">
              Par {multiple} bouteilles
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn--accent purchase__submit" disabled={busy}>
          <Icon icon={faBagShopping} />
          {busy ? "Ajout en cours…" : "Ajouter au panier"}
        </button>
      </div>
      {result ? (
        // With JavaScript the toast announces the result; this line stays for its link to the cart.
        <p
          className={`form-message form-message--${result.status}`}
          role={fetcher.data ? undefined : "status"}
        >
          {result.status === "success" ? <Icon icon={faCheck} /> : null} {summaryOf(result)}{" "}
          {result.status === "success" ? <Link to={CART_PATH}>Voir le panier</Link> : null}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export default function ProductPage() {
  const { product, variations, awards, recommended, sheetConfig } = useLoaderData<typeof loader>();
  const { values, origin, info, nonce } = useRootData();
  const url = `${origin}${productPath(product)}`;
  const style = productPageStyle(values.PRODUCT_PAGE_STYLE);
  return (
    <PageLayout
      title={product.name}
      intro={product.summary}
      ariane={[
        { name: "Boutique", path: SHOP_PATH },
        { name: product.name, path: productPath(product) },
      ]}
    >
      <JsonLd data={productData(product, url, origin, info.name)} nonce={nonce} />
      <div
        className={`product-detail product-detail--${style.toLowerCase()}`}
        style={{ ["--product-ratio" as string]: productAspectRatio(values.PRODUCT_ASPECT_RATIO) }}
      >
        <div className="product-detail__media">
          {product.image ? <ContentImage image={product.image} priority /> : null}
        </div>
        <div className="product-detail__info">
          {product.kind ? (
            <p className="product-detail__kind">
              <span className="badge badge--soft">{product.type === "BOX" ? "Coffret" : product.kind}</span>
            </p>
          ) : null}
          <ProductAwards awards={awards} />
          <PurchaseForm
            product={product}
            variations={variations}
            stockLimit={isOn(values.USE_PRODUCT_STOCK) ? numberValue(values.STOCK_LIMIT_DISPLAY, 0) : null}
          />
          {product.description ? (
            // Sanitized by the API (content HTML rules).
            <div
              className="prose product-detail__description"
              dangerouslySetInnerHTML={{ __html: product.description }}
            />
          ) : null}
          <ProductFacts product={product} />
          <ProductPairings product={product} />
          {offersTechnicalSheets(sheetConfig, info.technicalFileModel) ? (
            <TechnicalSheetLink product={product} />
          ) : null}
          <ShopNotices values={values} />
        </div>
      </div>
      <RecommendedProducts products={recommended} />
    </PageLayout>
  );
}
