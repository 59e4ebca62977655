import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { data, useLoaderData } from "react-router";
import { LEGAL_PAGES } from "../features/layout/LegalLine";
import { PageLayout } from "../features/layout/PageLayout";
import { fillLegalText } from "../features/legal/legal-text.server";
import { pageMeta } from "../features/seo/meta";
import { parameterValues } from "../features/theme/theme";
import { rootDataOf } from "../root-data";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  const legal = LEGAL_PAGES.find((page) => page.path === path);
  if (!legal) throw data(null, { status: 404 });
  const values = parameterValues(await context.api.parameters());
  const text = values[legal.key];
  if (!text) throw data(null, { status: 404 });
  return { title: legal.title, path, html: fillLegalText(text, values) };
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => {
  const root = rootDataOf(matches);
  return page
    ? pageMeta(root?.info.name, page.title, `${page.title} du site ${root?.info.name ?? ""}.`.trim())
    : [];
};

export default function LegalPage() {
  const { title, path, html } = useLoaderData<typeof loader>();
  return (
    <PageLayout title={title} ariane={[{ name: title, path }]}>
      <article className="prose legal-text" dangerouslySetInnerHTML={{ __html: html }} />
    </PageLayout>
  );
}
