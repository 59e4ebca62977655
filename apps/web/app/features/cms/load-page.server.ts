import type { ApiClient } from "@vitrine/sdk/client";
import { isApiError } from "@vitrine/sdk/client";
import { type ActionFunctionArgs, type AppLoadContext, data } from "react-router";
import { submitContentForm } from "../forms/form-action.server";
import { loadComponentData } from "./component-data.server";

/** Loads a CMS page by its slug, with the data of its placeholders; an unknown page is a 404. */
export async function loadCmsPage(api: ApiClient, url: string) {
  try {
    const page = await api.page(url);
    if (!page.layout) throw data(null, { status: 404 });
    return { page, components: await loadComponentData(api, page.layout.tree) };
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 400)) {
      throw data(null, { status: 404 });
    }
    throw error;
  }
}

/** Action of the CMS pages: the contact or quote form a layout holds posts to its own page. */
export const cmsAction = ({ context, request }: ActionFunctionArgs<AppLoadContext>) =>
  submitContentForm(context.api, request);
