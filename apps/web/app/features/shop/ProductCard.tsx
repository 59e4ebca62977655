import { formatEuros } from "@vitrine/shared/shop-rules";
import { Link } from "react-router";
import { ContentImage } from "../content/ContentImage";
import { type CardProduct, cardPrice } from "./card-product";
import { productPath } from "./paths";

/** Every version of the product has a stock, and none is left. */
export const isSoldOut = (product: Pick<CardProduct, "declinations">) =>
  product.declinations.length > 0 && product.declinations.every((d) => d.stock !== null && d.stock <= 0);

/**
 * Card of a product: its image, kind, name, summary and price (cardPrice: « dès » when the versions
 * one can buy differ), and « Épuisé » when nothing is left and the site shows its stock
 * (USE_PRODUCT_STOCK).
 */
export function ProductCard({
  product,
  headingLevel = 2,
  showStock = false,
}: {
  product: CardProduct;
  headingLevel?: 2 | 3;
  showStock?: boolean;
}) {
  const { price, from } = cardPrice(product);
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <article className="card product-card">
      {product.image ? (
        <div className="card__media product-card__media">
          <ContentImage image={product.image} />
        </div>
      ) : null}
      <div className="card__body">
        {product.kind ? (
          <p className="product-card__kind">
            <span className="badge badge--soft">{product.type === "BOX" ? "Coffret" : product.kind}</span>
            {showStock && isSoldOut(product) ? (
              <span className="badge product-card__soldout">Épuisé</span>
            ) : null}
          </p>
        ) : null}
        <Heading className="product-card__name">
          <Link className="card__link" to={productPath(product)}>
            {product.name}
          </Link>
        </Heading>
        {product.summary ? <p className="product-card__summary">{product.summary}</p> : null}
        <p className="product-card__price">
          {from ? <span className="product-card__from">dès </span> : null}
          {formatEuros(price)}
        </p>
      </div>
    </article>
  );
}
