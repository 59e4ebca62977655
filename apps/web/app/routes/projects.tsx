import type { MetaFunction } from "react-router";
import { PageLayout } from "../features/layout/PageLayout";
import { findPage, routeMeta } from "../features/layout/site-pages";
import { useRootData } from "../root";

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, "realisations", "Nos réalisations", "Découvrez les chantiers que nous avons réalisés.");

export default function ProjectsPage() {
  const { pages } = useRootData();
  const page = findPage(pages, "realisations");
  const title = page?.title ?? "Nos réalisations";
  return (
    <PageLayout
      title={title}
      intro={page?.metaDescription}
      ariane={[{ name: page?.menuTitle ?? title, path: "/realisations" }]}
    >
      <p className="empty-state">Aucune réalisation n'est publiée pour le moment.</p>
    </PageLayout>
  );
}
