import type { FastifyReply } from "fastify";

/**
 * A short French page for a request the sites cannot serve (unreadable address, body too large):
 * no script, no style, nothing from the request in it.
 */
export function sendShortPage(reply: FastifyReply, status: number, title: string, text: string) {
  return reply
    .status(status)
    .type("text/html; charset=utf-8")
    .header("cache-control", "no-store")
    .header("content-security-policy", "default-src 'none'; frame-ancestors 'self'")
    .send(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Retour à l'accueil</a></p></main></body></html>`,
    );
}
