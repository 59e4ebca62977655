import { DEFAULT_LANG } from "@vitrine/shared/constants";
import type { Envelope, FieldErrors } from "@vitrine/shared/envelope";
import { buildListQuery, type ListQueryInput } from "@vitrine/shared/list-query";
import type { CompanyAddress, Country } from "@vitrine/shared/schemas/geo";
import type { PageDetail, PageNode, Parameter, Popup, SiteInfo } from "@vitrine/shared/schemas/site";

/** A failed call: the HTTP status and the server's French message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Base of the API: "/api" in the browser, any prefix with a custom fetch on the server. */
  baseUrl: string;
  idSite: number;
  token?: string | null;
  userLang?: string;
  fetch?: FetchLike;
}

export interface ApiClient {
  request<T>(method: string, path: string, body?: unknown): Promise<T>;
  get<T>(path: string, query?: ListQueryInput): Promise<T>;
  parameters(): Promise<Parameter[]>;
  siteInfo(): Promise<SiteInfo>;
  pages(): Promise<PageNode[]>;
  page(url: string): Promise<PageDetail>;
  logged(): Promise<boolean>;
  visit(from: string): Promise<null>;
  popup(id: number): Promise<Popup>;
  countries(): Promise<Country[]>;
  companyAddresses(query?: ListQueryInput): Promise<{ items: CompanyAddress[]; total: number }>;
}

const FALLBACK_MESSAGE = "Le service est momentanément indisponible. Merci de réessayer.";

/** Typed client: sets the idSite, userLang and Authorization headers and unwraps the envelope. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init));

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {
      idSite: String(options.idSite),
      userLang: options.userLang ?? DEFAULT_LANG,
      accept: "application/json",
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(body);
    }
    const response = await doFetch(`${options.baseUrl}${path}`, {
      method,
      headers,
      body: payload,
      credentials: "include",
    });
    let envelope: Envelope<T> | undefined;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      throw new ApiError(response.status, FALLBACK_MESSAGE);
    }
    if (!response.ok || !envelope.success) {
      const errors = (envelope.data as { errors?: FieldErrors } | null)?.errors ?? {};
      throw new ApiError(response.status, envelope.message || FALLBACK_MESSAGE, errors);
    }
    return envelope.data;
  }

  const get = <T>(path: string, query?: ListQueryInput) => {
    const qs = query ? buildListQuery(query) : "";
    return request<T>("GET", qs ? `${path}?${qs}` : path);
  };

  return {
    request,
    get,
    parameters: () => get("/parameter"),
    siteInfo: () => get("/site/info"),
    pages: () => get("/page"),
    page: (url) => get(`/page/${encodeURIComponent(url)}`),
    logged: () => get("/logged"),
    visit: (from) => get(`/site/visit/${encodeURIComponent(from)}`),
    popup: (id) => get(`/popup/${id}`),
    countries: () => get("/countries"),
    companyAddresses: (query) => get("/company/address", query),
  };
}
