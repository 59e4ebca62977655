import type { Envelope, FieldErrors } from "@vitrine/shared/envelope";
import type {
  Media,
  MediaKind,
  MediaList,
  MediaUpdateBody,
  MediaUsage,
} from "@vitrine/shared/schemas/admin-media";
import { type ApiClient, ApiError } from "./client";

/** Query of GET /admin/media: `search` looks in the names (the client adds `lk:`). */
export interface MediaQuery {
  page?: number;
  nbItem?: number;
  /** createdAt (default, newest first), name or size; `:desc` to reverse. */
  orderBy?: string;
  search?: string;
  kind?: MediaKind;
}

/** What goes with an uploaded file: its alternative text (required for an image) and its name. */
export interface MediaUploadFields {
  alt?: string;
  name?: string;
}

/** The media library of the admin panel (`/admin/media`). */
export interface MediaCalls {
  mediaList(query?: MediaQuery): Promise<MediaList>;
  media(id: number): Promise<Media>;
  /** Adds a file; its type is told by its content. Without progress: see uploadMediaWithProgress. */
  uploadMedia(file: Blob, fields: MediaUploadFields, filename?: string): Promise<Media>;
  updateMedia(id: number, body: MediaUpdateBody): Promise<Media>;
  /** Where the site's content names the file. */
  mediaUsage(id: number): Promise<MediaUsage>;
  /** Refused (ApiError 409, the uses in its message) while the file is in use. */
  deleteMedia(id: number): Promise<null>;
}

/** The multipart body of POST /admin/media. */
export function mediaUploadBody(file: Blob, fields: MediaUploadFields, filename?: string): FormData {
  const body = new FormData();
  if (fields.alt !== undefined) body.set("alt", fields.alt);
  if (fields.name !== undefined) body.set("name", fields.name);
  body.set("file", file, filename ?? (file as File).name ?? "fichier");
  return body;
}

export function mediaCalls(api: ApiClient): MediaCalls {
  return {
    mediaList: ({ search, ...query } = {}) =>
      api.get("/admin/media", { ...query, name: search ? { op: "lk", value: search } : undefined }),
    media: (id) => api.get(`/admin/media/${id}`),
    uploadMedia: (file, fields, filename) =>
      api.request("POST", "/admin/media", mediaUploadBody(file, fields, filename)),
    updateMedia: (id, body) => api.request("PUT", `/admin/media/${id}`, body),
    mediaUsage: (id) => api.get(`/admin/media/${id}/usage`),
    deleteMedia: (id) => api.request("DELETE", `/admin/media/${id}`),
  };
}

const FAILED = "L'envoi du fichier a échoué. Vérifiez votre connexion et réessayez.";

/**
 * An upload from the browser with its progress (`onProgress`: 0 to 1), which fetch cannot report:
 * the session cookie and the site's header are sent as the client's calls send them. A refusal
 * rejects with ApiError (the API's French message and field errors); `signal` cancels.
 */
export function uploadMediaWithProgress(
  target: { baseUrl: string; siteId: number },
  file: File,
  fields: MediaUploadFields,
  { onProgress, signal }: { onProgress?: (share: number) => void; signal?: AbortSignal } = {},
): Promise<Media> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `${target.baseUrl}/admin/media`);
    xhr.withCredentials = true;
    xhr.setRequestHeader("idSite", String(target.siteId));
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let envelope: Envelope<Media | { errors?: FieldErrors } | null> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText);
      } catch {
        // Not the API's envelope (a proxy's page): the generic message below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && envelope?.success) return resolve(envelope.data as Media);
      const errors = (envelope?.data as { errors?: FieldErrors } | null)?.errors ?? {};
      reject(new ApiError(xhr.status, envelope?.message || FAILED, errors));
    };
    xhr.onerror = () => reject(new ApiError(0, FAILED));
    xhr.onabort = () => reject(new ApiError(0, "Envoi annulé."));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(mediaUploadBody(file, fields));
  });
}
