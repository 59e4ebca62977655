import type { ListQueryInput } from "@vitrine/shared/list-query";
import type {
  AdminAlbum,
  AdminAlbumBody,
  AdminAlbumList,
  AdminAlbumPicturesBody,
} from "@vitrine/shared/schemas/admin-albums";
import type { ApiClient } from "./client";

/** The panel's calls about the site's albums. */
export interface AdminAlbumCalls {
  /** In the site's order: `page`, `nbItem`, `orderBy` (order, name, id), filter `name` (lk:). */
  adminAlbums(query?: ListQueryInput): Promise<AdminAlbumList>;
  adminAlbum(id: number): Promise<AdminAlbum>;
  createAlbum(body: AdminAlbumBody): Promise<AdminAlbum>;
  updateAlbum(id: number, body: AdminAlbumBody): Promise<AdminAlbum>;
  /** Replaces the pictures (files of the media library) in the order given. */
  setAlbumPictures(id: number, body: AdminAlbumPicturesBody): Promise<AdminAlbum>;
  deleteAlbum(id: number): Promise<{ deleted: true }>;
}

export function adminAlbumCalls(api: ApiClient): AdminAlbumCalls {
  return {
    adminAlbums: (query) => api.get("/admin/album", query),
    adminAlbum: (id) => api.get(`/admin/album/${id}`),
    createAlbum: (body) => api.request("POST", "/admin/album", body),
    updateAlbum: (id, body) => api.request("PUT", `/admin/album/${id}`, body),
    setAlbumPictures: (id, body) => api.request("PUT", `/admin/album/${id}/pictures`, body),
    deleteAlbum: (id) => api.request("DELETE", `/admin/album/${id}`),
  };
}
