import type { ApiClient } from "@vitrine/sdk/client";
import { isApiError } from "@vitrine/sdk/client";
import { pageCalls } from "@vitrine/sdk/pages";
import { type ActionFunctionArgs, type AppLoadContext, data, redirect } from "react-router";
import { isReviewPost, submitReview } from "../content/review-action.server";
import { submitContentForm } from "../forms/form-action.server";
import { blankLayout } from "./blank-layout";
import { loadComponentData } from "./component-data.server";
import { keepStaticParts } from "./kept-parts.server";

/**
 * Loads a CMS page by its slug, with the data of its placeholders; a page never laid out shows its
 * title. An unknown page is a 404, or, given the `request` of an address a page has left, a 301 to
 * where that page is now. For a `document` (not a client navigation's data), the layout leaves out
 * what the page's markup holds already (`keepStaticParts`).
 */
export async function loadCmsPage(
  api: ApiClient,
  url: string,
  { request, document = false }: { request?: Request; document?: boolean } = {},
) {
  let page: Awaited<ReturnType<ApiClient["page"]>>;
  try {
    page = await api.page(url);
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      if (request) return notFoundOrRedirect(api, request);
      throw notFound();
    }
    throw error;
  }
  const layout = page.layout ?? blankLayout(page.title);
  const components = await loadComponentData(api, layout.tree);
  const shipped = document ? { ...layout, tree: keepStaticParts(layout.tree) } : layout;
  return { page: { ...page, layout: shipped }, components };
}

const notFound = () => data(null, { status: 404 });

/**
 * For an address no page answers: when it is a former address of a page (renamed or moved), a
 * permanent redirect to the page's address now, with the same query; else the not-found page.
 */
export async function notFoundOrRedirect(api: ApiClient, request: Request): Promise<never> {
  const url = new URL(request.url);
  if (request.method === "GET" || request.method === "HEAD") {
    const target = await pageCalls(api).pageRedirect(url.pathname);
    if (target) throw redirect(`${target.path}${url.search}`, 301);
  }
  throw notFound();
}

/**
 * Action of the CMS pages: the contact or quote form a layout holds posts to its own page, and so
 * does the review form of the `reviews` block.
 */
export const cmsAction = async ({ context, request }: ActionFunctionArgs<AppLoadContext>) =>
  (await isReviewPost(request))
    ? submitReview(context.api, request)
    : submitContentForm(context.api, request);
