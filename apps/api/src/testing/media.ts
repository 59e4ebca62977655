import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { multipart } from "../modules/content/testing";
import type { TestApi } from "./api";

/** Real files of every sort the media library meets, and its calls as an administrator. */

/** A photo of `width` × `height` pixels, in JPEG or PNG. */
export async function samplePhoto(width: number, height: number, format: "jpeg" | "png" = "jpeg") {
  const image = sharp({ create: { width, height, channels: 3, background: "#2f5d8a" } });
  return (format === "jpeg" ? image.jpeg() : image.png()).toBuffer();
}

export const sampleSvg = (inside = '<rect width="120" height="80" fill="#1f4fa8"/>') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" viewBox="0 0 120 80">${inside}</svg>\n`,
  );

/** The start of an ISO media file (ftyp box, brand `brand`) followed by `bytes` of data. */
export function sampleIsoVideo(brand = "isom", bytes = 2048) {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from(`ftyp${brand}`, "latin1"),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from("isomiso2", "latin1"),
  ]);
  const mdat = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from("mdat", "latin1")]);
  return Buffer.concat([ftyp, mdat, randomBytes(bytes)]);
}

/** A WebM (Matroska) header: a video format the spec does not list. */
export const sampleWebm = () =>
  Buffer.concat([
    Buffer.from("1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878104428581021853806701", "hex"),
    randomBytes(512),
  ]);

export interface UploadFile {
  filename: string;
  data: Buffer;
  /** The type the sender declares (the library never believes it). */
  type?: string;
}

/** The media library's calls as `token` on `site`; each answers the status and the envelope. */
export function mediaCalls(api: TestApi, token: string, site: number) {
  const auth = { authorization: `Bearer ${token}` };
  const call = (method: "GET" | "PUT" | "DELETE", url: string, payload?: Record<string, unknown>) =>
    api.call({ method, url, site, headers: auth, ...(payload ? { payload } : {}) });
  return {
    upload: (fields: Record<string, string>, ...files: UploadFile[]) => {
      const parts = files.map((file) => ({ field: "file", type: "application/octet-stream", ...file }));
      const { payload, headers } = multipart(fields, parts);
      return api.call({
        method: "POST",
        url: "/admin/media",
        site,
        headers: { ...auth, ...headers },
        payload,
      });
    },
    list: (query = "") => call("GET", `/admin/media${query ? `?${query}` : ""}`),
    get: (id: number) => call("GET", `/admin/media/${id}`),
    update: (id: number, body: Record<string, unknown>) => call("PUT", `/admin/media/${id}`, body),
    usage: (id: number) => call("GET", `/admin/media/${id}/usage`),
    remove: (id: number) => call("DELETE", `/admin/media/${id}`),
  };
}
