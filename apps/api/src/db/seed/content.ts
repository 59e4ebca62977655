import type { FormField } from "@vitrine/shared/schemas/content";
import type { ElementFact } from "../schema/index";

/** Shapes of the content the seed writes for a sample site (modules/content). */

export interface SeedImage {
  /** Path under the site's media directory (apps/api/src/db/seed/media/site-N). */
  file: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface SeedService {
  slug: string;
  title: string;
  summary: string;
  body: string;
  image: SeedImage;
  tags: string[];
  /** url of the CMS page presenting the service. */
  pageUrl?: string;
}

export interface SeedBlogFolder {
  slug: string;
  name: string;
  description: string;
  children?: SeedBlogFolder[];
}

export interface SeedArticle {
  slug: string;
  /** Slug of its folder. */
  folder: string;
  title: string;
  excerpt: string;
  body: string;
  cover: SeedImage;
  author: string;
  tags: string[];
  /** ISO date-time. */
  publishedAt: string;
}

export interface SeedNews {
  slug: string;
  title: string;
  summary: string;
  body: string;
  image?: SeedImage;
  link?: { url: string; label: string };
  publishedAt: string;
  isPromoted?: boolean;
}

export interface SeedAlbum {
  slug: string;
  name: string;
  description?: string;
  images: SeedImage[];
}

export interface SeedElement {
  slug: string;
  title: string;
  summary?: string;
  body?: string;
  category?: string;
  location?: string;
  tags?: string[];
  image?: SeedImage;
  link?: { url: string; label: string };
  facts?: ElementFact[];
  album?: SeedAlbum;
  startsAt?: string;
  endsAt?: string;
  registrationOpen?: boolean;
  capacity?: number;
  publishedAt?: string;
}

export interface SeedElementList {
  route: string;
  name: string;
  description?: string;
  elements: SeedElement[];
}

export type SeedFormField = Pick<FormField, "name" | "type" | "label"> & Partial<FormField>;

export interface SeedForm {
  slug: string;
  name: string;
  description: string;
  submitLabel: string;
  successMessage: string;
  fields: SeedFormField[];
}

export interface SeedReview {
  author: string;
  rating: number;
  text: string;
  /** YYYY-MM-DD */
  date: string;
  source?: "GOOGLE" | "SITE";
  reply?: string;
}

export interface SeedCalendar {
  name: string;
  description: string;
  slotMinutes: number;
  minNoticeHours: number;
  maxAdvanceDays: number | null;
  rules: Array<{ weekday: number; startTime: string; endTime: string }>;
  /** Dated exceptions, computed from the day the seed runs so that they stay ahead. */
  exceptions: (today: Date) => Array<{
    date: string;
    isClosed: boolean;
    startTime?: string;
    endTime?: string;
    label: string;
  }>;
}

export interface SeedContent {
  services?: SeedService[];
  blogFolders?: SeedBlogFolder[];
  articles?: SeedArticle[];
  news?: SeedNews[];
  albums?: SeedAlbum[];
  elementLists?: SeedElementList[];
  forms?: SeedForm[];
  reviews?: SeedReview[];
  calendars?: SeedCalendar[];
}

/** A form field with every property set. */
export function formField(field: SeedFormField): FormField {
  return {
    placeholder: null,
    help: null,
    required: false,
    rules: {},
    options: [],
    accept: [],
    autocomplete: null,
    width: "full",
    ...field,
  };
}

/** Public path and size of a seed image (1200 × 800 unless given). */
export function image(siteId: number, img: SeedImage | undefined) {
  return {
    url: img ? `/media/${siteId}/${img.file}` : null,
    alt: img?.alt ?? "",
    width: img?.width ?? 1200,
    height: img?.height ?? 800,
  };
}
