import { join } from "node:path";
import { PROJECTS_ROUTE } from "@vitrine/shared/site-paths";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { Mailer } from "../../lib/mailer";
import type { SiteService } from "../site/service";
import { AlbumAdmin } from "./album-admin";
import { Albums } from "./albums";
import { Blog } from "./blog";
import { BlogArticlesAdmin } from "./blog-articles-admin";
import { BlogFoldersAdmin } from "./blog-folders-admin";
import { Calendars } from "./calendar";
import { CompanyMail } from "./company-mail";
import { ElementAdmin } from "./element-admin";
import { ElementEditor } from "./element-editor";
import { ElementLists } from "./elements";
import { FormAdmin } from "./form-admin";
import { Forms } from "./forms";
import { Messages } from "./messages";
import { NewsFeed } from "./news";
import { NewsAdmin } from "./news-admin";
import { Reviews } from "./reviews";
import { ReviewsAdmin } from "./reviews-admin";
import { ContentSearch } from "./search";
import { ServiceOffers } from "./service-offers";
import { ServiceOffersAdmin } from "./service-offers-admin";
import { SiteLinks } from "./site-links";

/** What the admin panel edits of the content (issue 17); each change tells the site's caches. */
export interface ContentAdmin {
  services: ServiceOffersAdmin;
  blogFolders: BlogFoldersAdmin;
  blogArticles: BlogArticlesAdmin;
  news: NewsAdmin;
  reviews: ReviewsAdmin;
}

/** The content domain's services, one per sub-domain (spec section 7: Albums, Blog, Calendar…). */
export interface ContentServices {
  services: ServiceOffers;
  blog: Blog;
  news: NewsFeed;
  albums: Albums;
  /** The albums as the admin panel edits them, with their pictures from the media library. */
  albumAdmin: AlbumAdmin;
  elements: ElementLists;
  /** The element lists and their events' registrations as the admin panel reads them. */
  elementAdmin: ElementAdmin;
  /** The elements of the lists as the admin panel edits them. */
  elementEditor: ElementEditor;
  forms: Forms;
  /** The forms as the admin panel builds them, their submissions and exports. */
  formAdmin: FormAdmin;
  messages: Messages;
  reviews: Reviews;
  calendars: Calendars;
  /** The site search's share of the content (GET /search). */
  search: ContentSearch;
  mail: CompanyMail;
  admin: ContentAdmin;
  /** Where the sites' media are served from (/media/{siteId}/…): SVGs are read there. */
  mediaDir: string;
}

export function createContentServices(
  db: Db,
  config: Pick<Config, "dataDir" | "mediaDir" | "env" | "port">,
  sites: SiteService,
  mailer: Mailer,
  /** Whether the shop shows a product (the shop's services are made after these). */
  productShown: (siteId: number, id: number) => Promise<boolean>,
): ContentServices {
  const mail = new CompanyMail(sites, mailer, config);
  const changed = () => sites.invalidate();
  const services = new ServiceOffers(db, sites);
  const blog = new Blog(db, sites);
  const elements = new ElementLists(db, mail);
  const links = new SiteLinks(sites, async (siteId, kind, id) => {
    if (kind === "product") return productShown(siteId, id);
    if (kind === "service") return (await services.get(siteId, id)) !== null;
    if (kind === "article") return (await blog.article(siteId, id)) !== null;
    if (kind === "folder") return (await blog.folder(siteId, id)) !== null;
    return (await elements.get(siteId, PROJECTS_ROUTE, id)) !== null;
  });
  return {
    services,
    blog,
    news: new NewsFeed(db),
    albums: new Albums(db),
    albumAdmin: new AlbumAdmin(db, () => sites.invalidate()),
    elements,
    elementAdmin: new ElementAdmin(db, () => sites.invalidate()),
    elementEditor: new ElementEditor(db, changed, links),
    forms: new Forms(db, mail, join(config.dataDir, "uploads")),
    formAdmin: new FormAdmin(db, join(config.dataDir, "uploads"), () => sites.invalidate()),
    messages: new Messages(db, mail),
    reviews: new Reviews(db),
    calendars: new Calendars(db, sites),
    search: new ContentSearch(db, sites),
    mail,
    admin: {
      services: new ServiceOffersAdmin(db, changed),
      blogFolders: new BlogFoldersAdmin(db, changed),
      blogArticles: new BlogArticlesAdmin(db, changed),
      news: new NewsAdmin(db, changed, links),
      reviews: new ReviewsAdmin(db, changed),
    },
    mediaDir: config.mediaDir,
  };
}
