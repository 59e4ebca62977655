import { z } from "zod";
import { distinctTags, idNumber, isSlug, line, text } from "./common";
import { BlogFolderRefSchema, ImageSchema, LinkSchema, REVIEW_SOURCES } from "./content";

/**
 * The site's editorial content as the admin panel edits it (issue 17): services, blog folders and
 * articles, news, and the moderation of reviews. Rich texts are sanitized by the API when saved;
 * pictures are chosen in the media library (`…MediaId`, null to take the picture away).
 */

const id = idNumber();
const dateTime = z.string();

const TITLE_MISSING = "Indiquez un titre.";
const title = () =>
  line(TITLE_MISSING).trim().min(1, TITLE_MISSING).max(200, "Le titre ne peut pas dépasser 200 caractères.");
/** A slug typed by hand; empty or absent: made from the title. */
const slug = () =>
  line("L'adresse doit être un texte.")
    .trim()
    .max(120, "L'adresse ne peut pas dépasser 120 caractères.")
    .refine((value) => value === "" || isSlug(value), {
      message: "L'adresse s'écrit en minuscules, chiffres et tirets (par exemple « conseils-bois »).",
    });
const summary = (max = 1000) =>
  text("Le résumé doit être un texte.")
    .trim()
    .max(max, `Le résumé ne peut pas dépasser ${max.toLocaleString("fr-FR")} caractères.`);
/** HTML from the editor, sanitized by the API before it is stored. */
const richText = () =>
  text("Le texte doit être du HTML.").max(200_000, "Le texte est trop long (200 000 caractères au maximum).");
const mediaId = () => idNumber("Choisissez une image de la médiathèque.").nullable();
const tags = () =>
  z
    .array(line().trim().min(1, "Une étiquette ne peut pas être vide.").max(60, "60 caractères au maximum."))
    .max(20, "20 étiquettes au maximum.")
    .transform(distinctTags);

/** The fields the other admin content schemas (element lists) share with these. */
export const contentFields = { title, slug, summary, richText, mediaId, tags };

/** PUT …/order bodies: every id of the list, in the new order. */
export const ReorderBodySchema = z.object({
  ids: z
    .array(id, { error: "Indiquez l'ordre des éléments." })
    .min(1, "Indiquez l'ordre des éléments.")
    .max(500, "500 éléments au maximum."),
});
export type ReorderBody = z.input<typeof ReorderBodySchema>;

/* Services ------------------------------------------------------------------------------------ */

/** GET /admin/service: in their order unless asked; `search` in the title and summary. */
export const ADMIN_SERVICE_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["search", "isActive"],
  orderBy: ["order", "title"],
} as const;

export const AdminServiceSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: ImageSchema.nullable(),
  tags: z.array(z.string()),
  order: z.number().int(),
  isActive: z.boolean(),
  createdAt: dateTime,
});
export type AdminService = z.infer<typeof AdminServiceSchema>;
export const AdminServiceListSchema = z.object({
  items: z.array(AdminServiceSchema),
  total: z.number().int(),
});
export type AdminServiceList = z.infer<typeof AdminServiceListSchema>;

export const ServiceCreateBodySchema = z
  .object({
    title: title(),
    slug: slug().optional(),
    summary: summary(),
    body: richText(),
    imageMediaId: mediaId().optional(),
    tags: tags().optional(),
    isActive: z.boolean({ error: "Indiquez si le service est affiché." }).optional(),
  })
  .strict();
export type ServiceCreateBody = z.input<typeof ServiceCreateBodySchema>;
export const ServiceUpdateBodySchema = ServiceCreateBodySchema.partial().strict();
export type ServiceUpdateBody = z.input<typeof ServiceUpdateBodySchema>;

/* Blog ---------------------------------------------------------------------------------------- */

export const BLOG_STATUSES = ["DRAFT", "PUBLISHED"] as const;
export const BLOG_STATUS_LABELS: Record<(typeof BLOG_STATUSES)[number], string> = {
  DRAFT: "Brouillon",
  PUBLISHED: "Publié",
};

export const AdminBlogFolderSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: id.nullable(),
  order: z.number().int(),
  /** The folder's breadcrumb: names from the top folder down to this one. */
  path: z.array(z.string()),
  /** Articles directly in the folder, drafts included. */
  articleCount: z.number().int(),
});
export type AdminBlogFolder = z.infer<typeof AdminBlogFolderSchema>;
export const AdminBlogFolderListSchema = z.object({ items: z.array(AdminBlogFolderSchema) });
export type AdminBlogFolderList = z.infer<typeof AdminBlogFolderListSchema>;

const NAME_MISSING = "Indiquez le nom du dossier.";
export const BlogFolderBodySchema = z
  .object({
    name: line(NAME_MISSING).trim().min(1, NAME_MISSING).max(120, "120 caractères au maximum."),
    slug: slug().optional(),
    description: text().trim().max(1000, "1 000 caractères au maximum.").nullable().optional(),
    parentId: id.nullable().optional(),
  })
  .strict();
export type BlogFolderBody = z.input<typeof BlogFolderBodySchema>;
export const BlogFolderUpdateBodySchema = BlogFolderBodySchema.partial().strict();
export type BlogFolderUpdateBody = z.input<typeof BlogFolderUpdateBodySchema>;

/** GET /admin/blog/article: last changed first unless asked; filters status, folderId, search. */
export const ADMIN_BLOG_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["search", "status", "folderId"],
  orderBy: ["updatedAt", "publishedAt", "title"],
} as const;

export const AdminBlogArticleSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  cover: ImageSchema.nullable(),
  author: z.string(),
  tags: z.array(z.string()),
  status: z.enum(BLOG_STATUSES),
  publishedAt: dateTime.nullable(),
  updatedAt: dateTime,
  readingTime: z.number().int(),
  folder: BlogFolderRefSchema.nullable(),
  /** The breadcrumb of its folder, top first. */
  folderPath: z.array(z.string()),
});
export type AdminBlogArticle = z.infer<typeof AdminBlogArticleSchema>;
export const AdminBlogArticleListSchema = z.object({
  items: z.array(AdminBlogArticleSchema),
  total: z.number().int(),
});
export type AdminBlogArticleList = z.infer<typeof AdminBlogArticleListSchema>;

const AUTHOR_MISSING = "Indiquez l'auteur.";
export const BlogArticleCreateBodySchema = z
  .object({
    title: title(),
    slug: slug().optional(),
    excerpt: summary(500),
    body: richText(),
    author: line(AUTHOR_MISSING).trim().min(1, AUTHOR_MISSING).max(120, "120 caractères au maximum."),
    folderId: id.nullable().optional(),
    coverMediaId: mediaId().optional(),
    tags: tags().optional(),
  })
  .strict();
export type BlogArticleCreateBody = z.input<typeof BlogArticleCreateBodySchema>;
export const BlogArticleUpdateBodySchema = BlogArticleCreateBodySchema.partial().strict();
export type BlogArticleUpdateBody = z.input<typeof BlogArticleUpdateBodySchema>;

/* News ---------------------------------------------------------------------------------------- */

/** GET /admin/news: newest first unless asked. */
export const ADMIN_NEWS_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["search", "isPromoted"],
  orderBy: ["publishedAt", "title"],
} as const;

export const AdminNewsSchema = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  image: ImageSchema.nullable(),
  link: LinkSchema.nullable(),
  publishedAt: dateTime,
  isPromoted: z.boolean(),
  isActive: z.boolean(),
});
export type AdminNews = z.infer<typeof AdminNewsSchema>;
export const AdminNewsListSchema = z.object({ items: z.array(AdminNewsSchema), total: z.number().int() });
export type AdminNewsList = z.infer<typeof AdminNewsListSchema>;

const LINK_MESSAGE = "Le lien doit commencer par https://, http:// ou / (une page du site).";
/**
 * A link typed in the panel: an address on the web or a page of the site. A path starts with one
 * slash: `//host` and `/\host` are addresses on another site for a browser.
 */
export const linkUrl = () =>
  line(LINK_MESSAGE)
    .trim()
    .max(500, "500 caractères au maximum.")
    .refine((value) => /^(https?:\/\/[^\s]+|\/(?![/\\])[^\s]*)$/.test(value), LINK_MESSAGE);
export const NewsCreateBodySchema = z
  .object({
    title: title(),
    slug: slug().optional(),
    summary: summary(),
    body: richText().optional(),
    imageMediaId: mediaId().optional(),
    linkUrl: linkUrl().nullable().optional(),
    linkLabel: line().trim().max(80, "80 caractères au maximum.").nullable().optional(),
    publishedAt: z.iso
      .datetime({ offset: true, error: "Indiquez une date de publication valide." })
      .optional(),
    isActive: z.boolean({ error: "Indiquez si l'actualité est affichée." }).optional(),
  })
  .strict();
export type NewsCreateBody = z.input<typeof NewsCreateBodySchema>;
export const NewsUpdateBodySchema = NewsCreateBodySchema.partial().strict();
export type NewsUpdateBody = z.input<typeof NewsUpdateBodySchema>;

/* Reviews ------------------------------------------------------------------------------------- */

/**
 * A review a visitor posts waits for moderation (pending); an approved one shows on the site; a
 * rejected one is kept out of it.
 */
export const REVIEW_STATES = ["PENDING", "APPROVED", "REJECTED"] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const REVIEW_STATE_LABELS: Record<ReviewState, string> = {
  PENDING: "En attente",
  APPROVED: "Publié",
  REJECTED: "Masqué",
};

/** GET /admin/review: newest first unless asked; filters state, source, rating, search. */
export const ADMIN_REVIEW_LIST = {
  defaultNbItem: 20,
  maxNbItem: 100,
  filters: ["search", "state", "source", "rating"],
  orderBy: ["date", "rating", "author"],
} as const;

export const AdminReviewSchema = z.object({
  id,
  author: z.string(),
  rating: z.number().int(),
  text: z.string(),
  date: z.string(),
  source: z.enum(REVIEW_SOURCES),
  reply: z.string().nullable(),
  state: z.enum(REVIEW_STATES),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewListSchema = z.object({
  items: z.array(AdminReviewSchema),
  total: z.number().int(),
  /** The site's reviews waiting for moderation, whatever the list's filters. */
  pending: z.number().int(),
});
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;

export const REVIEW_ACTIONS = ["approve", "reject", "delete"] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** POST /admin/review/bulk: one action on several reviews at once (all or none). */
export const ReviewBulkBodySchema = z.object({
  action: z.enum(REVIEW_ACTIONS, { error: "Choisissez une action : approuver, masquer ou supprimer." }),
  ids: z
    .array(id, { error: "Sélectionnez au moins un avis." })
    .min(1, "Sélectionnez au moins un avis.")
    .max(200, "200 avis au maximum à la fois."),
});
export type ReviewBulkBody = z.input<typeof ReviewBulkBodySchema>;
export const ReviewBulkResultSchema = z.object({ count: z.number().int() });
/** GET /admin/review/pending: the number of reviews waiting for moderation (the panel's badge). */
export const ReviewPendingSchema = z.object({ pending: z.number().int() });
