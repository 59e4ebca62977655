import { multipart, type TestFile } from "../modules/content/testing";
import type { TestApi } from "./api";

/** The layout editor's calls, as `token` on `site`; each answers the status and the envelope. */
export function layoutCalls(api: TestApi, token: string, site = 1) {
  const headers = { authorization: `Bearer ${token}` };
  const call = (method: "GET" | "POST" | "PUT", url: string, payload?: Record<string, unknown>) =>
    api.call({ method, url, site, headers, ...(payload === undefined ? {} : { payload }) });
  const base = (idPage: number, idLayout: number) => `/admin/page/${idPage}/layout/${idLayout}`;
  return {
    open: (idPage: number) => call("GET", `/admin/page/${idPage}/layout`),
    check: (idPage: number, idLayout: number, html: string) =>
      call("POST", `${base(idPage, idLayout)}/hash/check`, { html }),
    /** PUT …/preview with these fields (multipart) and files (`preview` by default). */
    save: (idPage: number, idLayout: number, fields: Record<string, string>, files: TestFile[] = []) => {
      const body = multipart(fields, files);
      return api.call({
        method: "PUT",
        url: `${base(idPage, idLayout)}/preview`,
        site,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
    publish: (idPage: number, idLayout: number, baseHash: string) =>
      call("POST", `${base(idPage, idLayout)}/publish`, { baseHash }),
    versions: (idPage: number, idLayout: number, query = "") =>
      call("GET", `${base(idPage, idLayout)}/versions${query}`),
    restore: (idPage: number, idLayout: number, idVersion: number) =>
      call("POST", `${base(idPage, idLayout)}/versions/${idVersion}/restore`),
    draft: (idPage: number, idLayout: number) => call("GET", `${base(idPage, idLayout)}/draft`),
    /** The public page (GET /page/{url}), as visitors' pages read it. */
    publicPage: (url: string) => api.call({ method: "GET", url: `/page/${url}`, site }),
  };
}

/** A preview image of each kind the editor may send. */
export const previewFile = (data: Buffer, type = "image/png", filename = "apercu.png"): TestFile => ({
  field: "preview",
  filename,
  type,
  data,
});
