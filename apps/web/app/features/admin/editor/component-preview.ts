/** Address of a dynamic component's preview: the component as the site renders it, with its data. */
export const componentPreviewPath = (name: string, props: string) =>
  `/admin/apercu-composant/${encodeURIComponent(name)}?props=${encodeURIComponent(props)}`;

/** The id of the element that holds the component in the preview page. */
export const PREVIEW_ROOT_ID = "apercu-composant";

/**
 * Loads component previews, once per component and props: the preview page is read as HTML and
 * only its component kept (its scripts never run: a parsed document is inert).
 */
export function createPreviewLoader(fetchPage: typeof fetch = fetch) {
  const cache = new Map<string, Promise<string>>();
  return (name: string, props: string): Promise<string> => {
    const path = componentPreviewPath(name, props);
    let html = cache.get(path);
    if (!html) {
      html = fetchPage(path, { credentials: "same-origin" }).then(async (response) => {
        if (!response.ok) throw new Error(`Aperçu refusé (${response.status})`);
        const page = new DOMParser().parseFromString(await response.text(), "text/html");
        const root = page.getElementById(PREVIEW_ROOT_ID);
        if (!root) throw new Error("Aperçu illisible");
        return root.innerHTML;
      });
      html.catch(() => cache.delete(path));
      cache.set(path, html);
    }
    return html;
  };
}
