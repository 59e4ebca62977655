import type { Product } from "@vitrine/shared/schemas/shop";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Link } from "react-router";
import { ContentImage } from "../content/ContentImage";
import { productPath } from "./paths";

/** Card of a product: its image, kind, name, summary and price ("dès" when its sizes differ). */
export function ProductCard({ product }: { product: Product }) {
  const prices = new Set(product.declinations.map((d) => d.price));
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
          </p>
        ) : null}
        <h2 className="product-card__name">
          <Link className="card__link" to={productPath(product)}>
            {product.name}
          </Link>
        </h2>
        {product.summary ? <p className="product-card__summary">{product.summary}</p> : null}
        <p className="product-card__price">
          {prices.size > 1 ? <span className="product-card__from">dès </span> : null}
          {formatEuros(product.price)}
        </p>
      </div>
    </article>
  );
}
