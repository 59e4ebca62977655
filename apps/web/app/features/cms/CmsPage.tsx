import type { PageDetail } from "@vitrine/shared/schemas/site";
import { type ComponentDataMap, ComponentDataProvider } from "./component-data";
import { LayoutRenderer } from "./LayoutRenderer";

/** A page whose body is the layout its owner edited (default layout). */
export function CmsPage({
  page,
  components = {},
  nonce,
}: {
  page: PageDetail;
  components?: ComponentDataMap;
  nonce?: string;
}) {
  const layout = page.layout!;
  return (
    <main className={`cms-page cms-page--${page.url}`}>
      {layout.css ? <style nonce={nonce} dangerouslySetInnerHTML={{ __html: layout.css }} /> : null}
      <ComponentDataProvider data={components}>
        <LayoutRenderer tree={layout.tree} />
      </ComponentDataProvider>
    </main>
  );
}
