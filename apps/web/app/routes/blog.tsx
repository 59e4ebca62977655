import type { MetaFunction } from "react-router";
import { PageLayout } from "../features/layout/PageLayout";
import { findPage, routeMeta } from "../features/layout/site-pages";
import { useRootData } from "../root";

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, "blog-conseils", "Conseils", "Nos conseils et articles pour préparer vos projets.");

export default function BlogPage() {
  const { pages } = useRootData();
  const page = findPage(pages, "blog-conseils");
  const title = page?.title ?? "Conseils";
  return (
    <PageLayout
      title={title}
      intro={page?.metaDescription}
      ariane={[{ name: page?.menuTitle ?? title, path: "/blog-conseils" }]}
    >
      <p className="empty-state">Aucun article n'est publié pour le moment.</p>
    </PageLayout>
  );
}
