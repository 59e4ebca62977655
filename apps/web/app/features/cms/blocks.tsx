import { isId } from "@vitrine/shared/ids";
import type {
  Album,
  BlogList,
  Form,
  NewsList,
  ReviewList as ReviewListData,
  ServiceList,
} from "@vitrine/shared/schemas/content";
import { switchOn } from "@vitrine/shared/site-switches";
import { useRootData } from "../../root-data";
import { AlbumGallery, AlbumSlider } from "../content/Album";
import { BlogGrid } from "../content/BlogCard";
import { NewsGrid, PromotedNews } from "../content/NewsCard";
import { ProjectGrid } from "../content/ProjectCard";
import type { CardProject, CategoryLabels } from "../content/projects";
import { ReviewForm } from "../content/ReviewForm";
import { ReviewList, ReviewsSummary } from "../content/Reviews";
import { ServiceGrid } from "../content/ServiceCard";
import { ContentForm } from "../forms/ContentForm";
import { CompanyMap, coordinates } from "../map/CompanyMap";
import { NewsletterForm } from "../newsletter/NewsletterForm";
import type { CardProduct } from "../shop/card-product";
import { ProductCard } from "../shop/ProductCard";
import { isOn } from "../theme/theme";
import { useComponentData } from "./component-data";

/**
 * The `data-component` placeholders of page layouts. Each reads what the route's loader fetched
 * for it (component-data.server.ts) and renders nothing when there is nothing to show.
 */
type Props = Record<string, unknown>;

export function ServicesListBlock(props: Props) {
  const data = useComponentData<ServiceList>("services-list", props);
  if (!data?.services.length) return null;
  return <ServiceGrid services={data.services} />;
}

export function ProjectsGridBlock(props: Props) {
  const data = useComponentData<{ items: CardProject[]; categories: CategoryLabels }>("projects-grid", props);
  if (!data) return null;
  if (data.items.length === 0) {
    return <p className="empty-state">Nos prochains chantiers seront bientôt présentés ici.</p>;
  }
  return <ProjectGrid projects={data.items} categories={data.categories} />;
}

export function BlogCardsBlock(props: Props) {
  const data = useComponentData<BlogList>("blog-cards", props);
  if (!data?.blogs.length) return null;
  return <BlogGrid articles={data.blogs} />;
}

export function NewsBlock(props: Props) {
  const data = useComponentData<NewsList>("news", props);
  if (!data?.items.length) return null;
  const promoted = props.promoted === true || props.promoted === "true";
  return promoted ? <PromotedNews news={data.items[0]!} /> : <NewsGrid items={data.items} />;
}

/** The approved reviews and their average; visitors may leave one (unless the block shows Google's only). */
export function ReviewsBlock(props: Props) {
  const data = useComponentData<ReviewListData>("reviews", props);
  const { values } = useRootData();
  const form = String(props.from ?? "").toUpperCase() !== "GOOGLE" ? <ReviewForm /> : null;
  if (!data?.items.length) return form;
  return (
    <div className="reviews">
      {data.average !== null ? (
        <ReviewsSummary average={data.average} count={data.count} link={values.GOOGLE_REVIEWS_URL} />
      ) : null}
      <ReviewList reviews={data.items} />
      {form}
    </div>
  );
}

export function AlbumBlock(props: Props) {
  const album = useComponentData<Album>("album", props);
  return album ? <AlbumGallery album={album} /> : null;
}

export function SliderBlock(props: Props) {
  const album = useComponentData<Album>("slider", props);
  return album ? <AlbumSlider album={album} /> : null;
}

function FormBlock({ form }: { form: Form | undefined }) {
  if (!form) return null;
  return (
    <div className="card content-form-card">
      <ContentForm form={form} />
    </div>
  );
}

export function ContactFormBlock(props: Props) {
  return <FormBlock form={useComponentData<Form>("contact-form", props)} />;
}

export function QuoteFormBlock(props: Props) {
  return <FormBlock form={useComponentData<Form>("quote-form", props)} />;
}

export function MapBlock() {
  const { values, info } = useRootData();
  const point = coordinates(values.COMPANY_LATITUDE, values.COMPANY_LONGITUDE);
  if (!point) return null;
  return (
    <CompanyMap
      latitude={point[0]}
      longitude={point[1]}
      name={values.COMPANY_NAME ?? info.name}
      address={values.HEAD_OFFICE}
    />
  );
}

/** The shop's products on sale (a site without a shop shows nothing: the API has no products for it). */
export function ShopProductsBlock(props: Props) {
  const data = useComponentData<{ products: CardProduct[] }>("shop-products", props);
  const { values } = useRootData();
  if (!data?.products.length) return null;
  return (
    <div className="product-grid">
      {data.products.map((product) => (
        <ProductCard
          key={product.id}
          product={product}
          headingLevel={3}
          showStock={isOn(values.USE_PRODUCT_STOCK)}
        />
      ))}
    </div>
  );
}

/** A visitor's sign-up to the newsletter (`listId`: a list of the site, else its first); none while ENABLE_NEWSLETTER is off. */
export function NewsletterFormBlock(props: Props) {
  const { values } = useRootData();
  if (!switchOn("ENABLE_NEWSLETTER", values.ENABLE_NEWSLETTER)) return null;
  const listId = Number(props.listId);
  return <NewsletterForm listId={isId(listId) ? listId : undefined} className="newsletter-form--block" />;
}
