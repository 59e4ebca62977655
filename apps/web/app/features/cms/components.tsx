import type { ComponentType } from "react";
import {
  AlbumBlock,
  BlogCardsBlock,
  ContactFormBlock,
  MapBlock,
  NewsBlock,
  NewsletterFormBlock,
  ProjectsGridBlock,
  QuoteFormBlock,
  ReviewsBlock,
  ServicesListBlock,
  ShopProductsBlock,
  SliderBlock,
} from "./blocks";

/**
 * Components that layouts place with `data-component` (the API's LAYOUT_COMPONENTS); their data
 * is loaded by component-data.server.ts, in the page's loader.
 */
export const layoutComponents: Record<string, ComponentType<Record<string, unknown>>> = {
  "services-list": ServicesListBlock,
  "projects-grid": ProjectsGridBlock,
  "blog-cards": BlogCardsBlock,
  news: NewsBlock,
  reviews: ReviewsBlock,
  album: AlbumBlock,
  slider: SliderBlock,
  "contact-form": ContactFormBlock,
  "quote-form": QuoteFormBlock,
  map: MapBlock,
  "shop-products": ShopProductsBlock,
  "newsletter-form": NewsletterFormBlock,
};
