import { CART_KEY_HEADER, DEFAULT_LANG } from "@vitrine/shared/constants";
import type { Envelope, FieldErrors } from "@vitrine/shared/envelope";
import { buildListQuery, type ListQueryInput } from "@vitrine/shared/list-query";
import type {
  AuthToken,
  LoginBody,
  NewsletterChoice,
  NewsletterList,
  NewsletterSubscribeBody,
  NewsletterSubscription,
  PasswordChangeBody,
  PasswordResetBody,
  PasswordResetCheck,
  PersonalData,
  ProfileBody,
  RegisterBody,
  User,
} from "@vitrine/shared/schemas/account";
import type {
  Album,
  AlbumList,
  ArianeItem,
  BlogArticle,
  BlogFolder,
  BlogList,
  CalendarMonth,
  Element,
  ElementList,
  Form,
  FormSubmitResult,
  LoadSvgResult,
  News,
  NewsList,
  ReviewList,
  Service,
  ServiceList,
} from "@vitrine/shared/schemas/content";
import type { CompanyAddress, Country } from "@vitrine/shared/schemas/geo";
import type { Product, ProductList, Variation } from "@vitrine/shared/schemas/shop";
import type { PageDetail, PageNode, Parameter, Popup, SiteInfo } from "@vitrine/shared/schemas/site";
import type {
  ContactMessageInput,
  ElementRegistrationInput,
  ElementRegistrationResult,
  ReviewInput,
} from "@vitrine/shared/schemas/visitor-requests";
import type { ProductType } from "@vitrine/shared/shop-rules";
import { type CartCalls, cartCalls } from "./cart";
import { type CatalogueCalls, catalogueCalls } from "./catalogue";

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

/**
 * Whether `error` is a failed call. Not `instanceof` alone: the web server and its route modules
 * may each load their own copy of this module (Vite in development, separate bundles in production).
 */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === "ApiError" && typeof (error as ApiError).status === "number")
  );
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  /** Base of the API: "/api" in the browser, any prefix with a custom fetch on the server. */
  baseUrl: string;
  /** The site every call is about, sent as the idSite header. */
  siteId: number;
  token?: string | null;
  /** Secret of the visitor's cart, sent as X-Cart-Key (the browser sends the cartKey cookie itself). */
  cartKey?: string | null;
  userLang?: string;
  fetch?: FetchLike;
  /**
   * The data of a GET already known for this site and language (a server's kept replies), read
   * before any call; `url` is the one the call would fetch. The data is shared: never change it.
   */
  kept?: (url: string, lang: string) => unknown;
}

/** Query of GET /service: list parameters, `tag` as one or several tags (any of them). */
export interface ServiceQuery {
  page?: number;
  nbItem?: number;
  orderBy?: string;
  title?: string;
  slug?: string;
  tag?: string | string[];
}

/**
 * Query of GET /product: list parameters; `name` and `search` are like matches (the client adds
 * `lk:`), `kind` an equal match, `tags` one or several tags (any of them), `type` WINE or BOX.
 */
export interface ProductQuery {
  page?: number;
  nbItem?: number;
  /** price (default), name, order or createdAt; `:desc` to reverse. */
  orderBy?: string;
  name?: string;
  search?: string;
  kind?: string;
  tags?: string | string[];
  type?: ProductType;
}

export type { CartIdOrNew } from "./cart";

export interface ApiClient extends CatalogueCalls, CartCalls {
  request<T>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<T>;
  baseUrl: string;
  get<T>(path: string, query?: ListQueryInput): Promise<T>;
  /**
   * A file the API serves (a PDF) at `url`, under the client's base, with the client's headers and
   * `headers`: the whole response; a refusal throws ApiError with the API's French message.
   */
  download(url: string, headers?: Record<string, string>): Promise<Response>;
  parameters(): Promise<Parameter[]>;
  siteInfo(): Promise<SiteInfo>;
  pages(): Promise<PageNode[]>;
  page(url: string): Promise<PageDetail>;
  logged(): Promise<boolean>;
  visit(from: string): Promise<null>;
  popup(id: number): Promise<Popup>;
  countries(): Promise<Country[]>;
  companyAddresses(query?: ListQueryInput): Promise<{ items: CompanyAddress[]; total: number }>;
  register(body: RegisterBody): Promise<AuthToken>;
  login(body: LoginBody): Promise<AuthToken>;
  logout(): Promise<null>;
  askPasswordReset(email: string): Promise<null>;
  resetPassword(body: PasswordResetBody): Promise<null>;
  /** Whether a reset link may still be used; the link is not spent. */
  checkPasswordReset(token: string): Promise<PasswordResetCheck>;
  user(): Promise<User>;
  updateUser(body: ProfileBody): Promise<User>;
  changePassword(body: PasswordChangeBody): Promise<null>;
  deleteUser(): Promise<null>;
  exportPersonalData(): Promise<PersonalData>;
  newsletterLists(): Promise<NewsletterList[]>;
  newsletterSubscription(): Promise<NewsletterSubscription>;
  /** `confirmationSent`: the member's address is not confirmed yet, a link to confirm it was e-mailed. */
  setNewsletterSubscription(body: NewsletterSubscription): Promise<NewsletterChoice>;
  /** A visitor asks for the newsletter; the subscription waits for the link e-mailed to the address. */
  subscribeNewsletter(body: NewsletterSubscribeBody): Promise<null>;
  /** Opens a confirmation link: `token` is the last part of `/newsletter/confirmation/{token}`. */
  confirmNewsletter(token: string): Promise<null>;
  /** Services; `tag` keeps those carrying any of the tags. */
  services(query?: ServiceQuery): Promise<ServiceList>;
  service(id: number): Promise<Service>;
  /** Published articles, of a folder and its subfolders when folderId is given. */
  blogList(folderId?: number | null, query?: ListQueryInput): Promise<BlogList>;
  blogFolder(id?: number | null): Promise<BlogFolder>;
  blogFolderAriane(id?: number | null): Promise<ArianeItem[]>;
  blogAriane(articleId: number): Promise<ArianeItem[]>;
  blogArticle(id: number): Promise<BlogArticle>;
  news(query?: ListQueryInput): Promise<NewsList>;
  promotedNews(): Promise<News | null>;
  albums(query?: ListQueryInput): Promise<AlbumList>;
  album(id: number): Promise<Album>;
  elements(route: string, query?: ListQueryInput): Promise<ElementList>;
  element(route: string, id: number): Promise<Element>;
  registerToElement(
    route: string,
    id: number,
    body: ElementRegistrationInput,
  ): Promise<ElementRegistrationResult>;
  /** A form by numeric id or slug ("contact", "devis"). */
  form(idOrSlug: number | string): Promise<Form>;
  /** FormData (multipart, with files) or plain values (JSON). */
  submitForm(idOrSlug: number | string, body: FormData | Record<string, unknown>): Promise<FormSubmitResult>;
  sendMessage(body: ContactMessageInput): Promise<null>;
  /** `from`: a date (YYYY-MM-DD) or a source (google, site). */
  reviews(from?: string, query?: ListQueryInput): Promise<ReviewList>;
  /** A visitor's review: held for moderation (the reply's message says so). */
  postReview(body: ReviewInput): Promise<null>;
  calendarAllowedDates(id: number, month: number, year: number): Promise<CalendarMonth>;
  loadSvg(url: string): Promise<LoadSvgResult>;
  /** Products on sale, by lowest price unless orderBy says otherwise. */
  products(query?: ProductQuery): Promise<ProductList>;
  product(id: number): Promise<Product>;
  variations(): Promise<Variation[]>;
}

const FALLBACK_MESSAGE = "Le service est momentanément indisponible. Merci de réessayer.";

/** The calls' HTTP: every header, the envelope unwrapped, a refusal thrown as ApiError. */
function transport(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((url, init) => fetch(url, init));

  /** The headers of every call: the site, the language, the session and the cart's secret. */
  function headersWith(extra?: Record<string, string>): Record<string, string> {
    const headers: Record<string, string> = {
      idSite: String(options.siteId),
      userLang: options.userLang ?? DEFAULT_LANG,
      ...extra,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.cartKey) headers[CART_KEY_HEADER] = options.cartKey;
    return headers;
  }

  async function download(url: string, extra?: Record<string, string>): Promise<Response> {
    const response = await doFetch(url, { headers: headersWith(extra), credentials: "include" });
    if (response.ok) return response;
    const envelope = (await response.json().catch(() => null)) as Envelope<unknown> | null;
    throw new ApiError(response.status, envelope?.message || FALLBACK_MESSAGE);
  }

  async function request<T>(method: string, path: string, body?: unknown, extra?: Record<string, string>) {
    const lang = options.userLang ?? DEFAULT_LANG;
    if (method === "GET" && options.kept && !extra) {
      const data = options.kept(`${options.baseUrl}${path}`, lang);
      if (data !== undefined) return data as T;
    }
    const headers = headersWith({ accept: "application/json", ...extra });
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
    return envelope.data as T;
  }

  return { request, download };
}

/** Typed client: sets the idSite, userLang and Authorization headers and unwraps the envelope. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { request, download } = transport(options);

  const get = <T>(path: string, query?: ListQueryInput) => {
    const qs = query ? buildListQuery(query) : "";
    return request<T>("GET", qs ? `${path}?${qs}` : path);
  };

  return {
    request,
    baseUrl: options.baseUrl,
    get,
    download,
    parameters: () => get("/parameter"),
    siteInfo: () => get("/site/info"),
    pages: () => get("/page"),
    page: (url) => get(`/page/${encodeURIComponent(url)}`),
    logged: () => get("/logged"),
    visit: (from) => get(`/site/visit/${encodeURIComponent(from)}`),
    popup: (id) => get(`/popup/${id}`),
    countries: () => get("/countries"),
    companyAddresses: (query) => get("/company/address", query),
    register: (body) => request("POST", "/register", body),
    login: (body) => request("POST", "/login", body),
    logout: () => request("POST", "/logout"),
    askPasswordReset: (email) => request("PUT", "/password/reset/ask", { email }),
    resetPassword: (body) => request("PUT", "/password/reset", body),
    checkPasswordReset: (token) => request("POST", "/password/reset/check", { token }),
    user: () => get("/user"),
    updateUser: (body) => request("PUT", "/user", body),
    changePassword: (body) => request("PUT", "/user/password", body),
    deleteUser: () => request("DELETE", "/user"),
    exportPersonalData: () => get("/user/export"),
    newsletterLists: () => get("/user/newsletter/lists"),
    newsletterSubscription: () => get("/user/newsletter/subscription"),
    setNewsletterSubscription: (body) => request("PUT", "/user/newsletter/subscription", body),
    subscribeNewsletter: (body) => request("POST", "/newsletter/subscribe", body),
    confirmNewsletter: (token) => request("PUT", "/newsletter/subscribe/confirm", { token }),
    services: ({ tag, ...query } = {}) =>
      get("/service", { ...query, tag: Array.isArray(tag) ? tag.join(",") : tag }),
    service: (id) => get(`/service/${id}`),
    blogList: (folderId, query) =>
      get(folderId ? `/blog/folder/list/${folderId}` : "/blog/folder/list", query),
    blogFolder: (id) => get(id ? `/blog/folder/${id}` : "/blog/folder/"),
    blogFolderAriane: (id) => get(id ? `/blog/folder/ariane/${id}` : "/blog/folder/ariane/"),
    blogAriane: (articleId) => get(`/blog/ariane/${articleId}`),
    blogArticle: (id) => get(`/blog/${id}`),
    news: (query) => get("/news", query),
    promotedNews: () => get("/news", { promoted: "true" }),
    albums: (query) => get("/album", query),
    album: (id) => get(`/album/${id}`),
    elements: (route, query) => get(`/element/${encodeURIComponent(route)}`, query),
    element: (route, id) => get(`/element/${encodeURIComponent(route)}/${id}`),
    registerToElement: (route, id, body) =>
      request("POST", `/element/${encodeURIComponent(route)}/${id}/register`, body),
    form: (idOrSlug) => get(`/forms/${encodeURIComponent(String(idOrSlug))}`),
    submitForm: (idOrSlug, body) =>
      request("POST", `/forms/${encodeURIComponent(String(idOrSlug))}/submit`, body),
    sendMessage: (body) => request("POST", "/message", body),
    reviews: (from, query) => get("/google/reviews", { ...query, from: from ?? "" }),
    postReview: (body) => request("POST", "/review", body),
    calendarAllowedDates: (id, month, year) => get(`/calendar/${id}/date/allowed/${month}/${year}`),
    loadSvg: (url) => request("POST", "/image/load-svg", { url }),
    products: ({ name, search, tags, ...query } = {}) =>
      get("/product", {
        ...query,
        name: name ? { op: "lk", value: name } : undefined,
        search: search ? { op: "lk", value: search } : undefined,
        tags: Array.isArray(tags) ? tags.join(",") : tags,
      }),
    product: (id) => get(`/product/${id}`),
    variations: () => get("/variation"),
    ...catalogueCalls(get, download, options.baseUrl),
    ...cartCalls(request, get),
  };
}
