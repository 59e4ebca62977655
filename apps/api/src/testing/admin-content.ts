import type { Db } from "../db/client";
import { media } from "../db/schema/index";
import type { TestApi } from "./api";

/** The admin calls of the content screens, as `token` on `site`; each answers the status and the envelope. */
export function contentAdminCalls(api: TestApi, token: string | null, site = 1) {
  return (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown) =>
    api.call({
      method,
      url,
      site,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** An image of the site's media library (a row: the file itself is not read). */
export async function createLibraryImage(
  db: Db,
  siteId: number,
  alt = "Atelier de menuiserie",
  kind: "IMAGE" | "VIDEO" = "IMAGE",
) {
  const n = Math.floor(Math.random() * 1e9);
  const [row] = await db
    .insert(media)
    .values({
      siteId,
      fileName: `library/essai-${n}.${kind === "IMAGE" ? "jpg" : "mp4"}`,
      originalName: `essai-${n}.jpg`,
      name: `essai-${n}`,
      mimeType: kind === "IMAGE" ? "image/jpeg" : "video/mp4",
      kind,
      size: 1000,
      width: kind === "IMAGE" ? 1600 : null,
      height: kind === "IMAGE" ? 900 : null,
      alt: kind === "IMAGE" ? alt : "",
    })
    .returning();
  return row!;
}
