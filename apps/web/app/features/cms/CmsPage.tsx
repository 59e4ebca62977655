import type { PageDetail } from "@vitrine/shared/schemas/site";
import { LayoutRenderer } from "./LayoutRenderer";

/** A page whose body is the layout its owner edited (default layout). */
export function CmsPage({ page, nonce }: { page: PageDetail; nonce?: string }) {
  const layout = page.layout!;
  return (
    <main className={`cms-page cms-page--${page.url}`}>
      {layout.css ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: layout.css }} /> : null}
      <LayoutRenderer tree={layout.tree} />
    </main>
  );
}
