import type { CardProduct } from "./card-product";
import { ProductCard } from "./ProductCard";

/** « Vous aimerez aussi »: the products recommended beside a product (GET /v2/product/recommended/{id}). */
export function RecommendedProducts({ products }: { products: CardProduct[] }) {
  if (!products.length) return null;
  return (
    <section className="product-recommended" aria-labelledby="vous-aimerez-aussi">
      <h2 id="vous-aimerez-aussi" className="product-recommended__title">
        Vous aimerez aussi
      </h2>
      <div className="product-grid">
        {products.map((product) => (
          <ProductCard key={product.id} product={product} headingLevel={3} />
        ))}
      </div>
    </section>
  );
}
