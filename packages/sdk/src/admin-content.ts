import type { ListQueryInput } from "@vitrine/shared/list-query";
import type {
  AdminBlogArticle,
  AdminBlogArticleList,
  AdminBlogFolder,
  AdminBlogFolderList,
  AdminNews,
  AdminNewsList,
  AdminReview,
  AdminReviewList,
  AdminService,
  AdminServiceList,
  BlogArticleCreateBody,
  BlogArticleUpdateBody,
  BlogFolderBody,
  BlogFolderUpdateBody,
  NewsCreateBody,
  NewsUpdateBody,
  ReviewBulkBody,
  ServiceCreateBody,
  ServiceUpdateBody,
} from "@vitrine/shared/schemas/admin-content";
import type { ApiClient } from "./client";

/** The panel's calls about the site's editorial content: services, blog, news, reviews (issue 17). */
export interface AdminContentCalls {
  /** Services in their order: `search`, `isActive`; orderBy order or title. */
  adminServices(query?: ListQueryInput): Promise<AdminServiceList>;
  adminService(id: number): Promise<AdminService>;
  createService(body: ServiceCreateBody): Promise<AdminService>;
  updateService(id: number, body: ServiceUpdateBody): Promise<AdminService>;
  /** Every service id of the site, in the new order. */
  reorderServices(ids: number[]): Promise<AdminService[]>;
  deleteService(id: number): Promise<null>;

  blogFolders(): Promise<AdminBlogFolderList>;
  createBlogFolder(body: BlogFolderBody): Promise<AdminBlogFolder>;
  updateBlogFolder(id: number, body: BlogFolderUpdateBody): Promise<AdminBlogFolder>;
  /** 409 while the folder holds articles or folders. */
  deleteBlogFolder(id: number): Promise<null>;
  /** Articles, drafts too: `search`, `status`, `folderId`; orderBy updatedAt, publishedAt, title. */
  adminArticles(query?: ListQueryInput): Promise<AdminBlogArticleList>;
  adminArticle(id: number): Promise<AdminBlogArticle>;
  createArticle(body: BlogArticleCreateBody): Promise<AdminBlogArticle>;
  updateArticle(id: number, body: BlogArticleUpdateBody): Promise<AdminBlogArticle>;
  publishArticle(id: number, published: boolean): Promise<AdminBlogArticle>;
  deleteArticle(id: number): Promise<null>;

  /** News, newest first: `search`, `isPromoted`; orderBy publishedAt or title. */
  adminNews(query?: ListQueryInput): Promise<AdminNewsList>;
  adminNewsItem(id: number): Promise<AdminNews>;
  createNews(body: NewsCreateBody): Promise<AdminNews>;
  updateNews(id: number, body: NewsUpdateBody): Promise<AdminNews>;
  /** Promotes it (the one promoted before is not any more), or takes the promotion away. */
  promoteNews(id: number, promoted: boolean): Promise<AdminNews>;
  deleteNews(id: number): Promise<null>;

  /** Reviews with their state: `search`, `state` (PENDING, APPROVED, REJECTED), `source`, `rating`. */
  adminReviews(query?: ListQueryInput): Promise<AdminReviewList>;
  /** How many reviews wait for moderation. */
  pendingReviews(): Promise<{ pending: number }>;
  moderateReview(id: number, action: "approve" | "reject"): Promise<AdminReview>;
  deleteReview(id: number): Promise<null>;
  /** One action on several reviews, all or none. */
  moderateReviews(body: ReviewBulkBody): Promise<{ count: number }>;
}

export function adminContentCalls(api: ApiClient): AdminContentCalls {
  return {
    adminServices: (query) => api.get("/admin/service", query),
    adminService: (id) => api.get(`/admin/service/${id}`),
    createService: (body) => api.request("POST", "/admin/service", body),
    updateService: (id, body) => api.request("PUT", `/admin/service/${id}`, body),
    reorderServices: (ids) => api.request("PUT", "/admin/service/order", { ids }),
    deleteService: (id) => api.request("DELETE", `/admin/service/${id}`),

    blogFolders: () => api.get("/admin/blog/folder"),
    createBlogFolder: (body) => api.request("POST", "/admin/blog/folder", body),
    updateBlogFolder: (id, body) => api.request("PUT", `/admin/blog/folder/${id}`, body),
    deleteBlogFolder: (id) => api.request("DELETE", `/admin/blog/folder/${id}`),
    adminArticles: (query) => api.get("/admin/blog/article", query),
    adminArticle: (id) => api.get(`/admin/blog/article/${id}`),
    createArticle: (body) => api.request("POST", "/admin/blog/article", body),
    updateArticle: (id, body) => api.request("PUT", `/admin/blog/article/${id}`, body),
    publishArticle: (id, published) =>
      api.request("POST", `/admin/blog/article/${id}/${published ? "publish" : "unpublish"}`),
    deleteArticle: (id) => api.request("DELETE", `/admin/blog/article/${id}`),

    adminNews: (query) => api.get("/admin/news", query),
    adminNewsItem: (id) => api.get(`/admin/news/${id}`),
    createNews: (body) => api.request("POST", "/admin/news", body),
    updateNews: (id, body) => api.request("PUT", `/admin/news/${id}`, body),
    promoteNews: (id, promoted) => api.request(promoted ? "POST" : "DELETE", `/admin/news/${id}/promote`),
    deleteNews: (id) => api.request("DELETE", `/admin/news/${id}`),

    adminReviews: (query) => api.get("/admin/review", query),
    pendingReviews: () => api.get("/admin/review/pending"),
    moderateReview: (id, action) => api.request("POST", `/admin/review/${id}/${action}`),
    deleteReview: (id) => api.request("DELETE", `/admin/review/${id}`),
    moderateReviews: (body) => api.request("POST", "/admin/review/bulk", body),
  };
}
