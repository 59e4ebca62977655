import type { Rollup } from "vite";

/** The root route and the client entry: what every page of every site loads. */
const SHELL_ROOTS = /\/app\/root\.tsx$|\/entry\.client\.tsx$/;

/**
 * The browser's modules in a few chunks where Rollup would make dozens: every module that the
 * root route or the client entry imports statically (React, React Router, the header, footer,
 * consent, the layouts' components…, loaded by every page anyway) goes into one chunk. A site
 * page then fetches and evaluates about six modules instead of forty (decision 036); the other
 * routes' own code (the panel, the editor, the shop's checkout) stays in their chunks.
 */
export function shellChunk(): Rollup.GetManualChunk {
  const inShell = new Map<string, boolean>();

  /** True when a chain of static imports leads from a shell root to `id`. */
  function reaches(id: string, meta: Rollup.ManualChunkMeta, seen: Set<string>): boolean {
    const known = inShell.get(id);
    if (known !== undefined) return known;
    if (seen.has(id)) return false;
    const first = seen.size === 0;
    seen.add(id);
    const found =
      SHELL_ROOTS.test(id.split("?")[0] ?? id) ||
      (meta.getModuleInfo(id)?.importers ?? []).some((importer) => reaches(importer, meta, seen));
    // Inside a cycle a "no" may be partial: only the first call's answer is kept then.
    if (found || first) inShell.set(id, found);
    return found;
  }

  return (id, meta) => (reaches(id, meta, new Set()) ? "shell" : undefined);
}
