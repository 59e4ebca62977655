import type { FastifyReply } from "fastify";

/** A file name safe in a Content-Disposition header: ASCII in `filename`, the real name in `filename*`. */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii || "fichier"}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A CSV to download (built by lib/csv.ts), named `name` and the day, never kept by a cache. */
export function sendCsv(reply: FastifyReply, name: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", attachmentDisposition(`${name}-${day}.csv`))
    .header("cache-control", "private, no-store")
    .send(csv);
}
