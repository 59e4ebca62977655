/**
 * The Stripe fake's 3-D Secure page (the bank's challenge): GET /3ds/:id shows it, POST /3ds/:id with
 * `outcome=approve|decline` answers it, then sends the buyer back to the intent's return_url with
 * `payment_intent`, `payment_intent_client_secret` and `redirect_status` as Stripe does (JSON instead
 * when the fake Stripe.js asks from its own dialog).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FakeStripeLedger } from "./fake-stripe-ledger";
import { StripeApiError } from "./fake-stripe-ledger";
import { publicIntent } from "./fake-stripe-objects";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title: string, body: string) {
  return `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** Where the buyer lands after the challenge, as Stripe builds it. */
export function returnUrl(base: string, intent: { id: string; client_secret: string; status: string }) {
  const target = new URL(base);
  target.searchParams.set("payment_intent", intent.id);
  target.searchParams.set("payment_intent_client_secret", intent.client_secret);
  target.searchParams.set("redirect_status", intent.status === "succeeded" ? "succeeded" : "failed");
  return target.toString();
}

export async function threeDSecurePage(
  ledger: FakeStripeLedger,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
) {
  const id = decodeURIComponent(url.pathname.slice("/3ds/".length));
  const intent = ledger.intents.get(id);
  const html = (status: number, title: string, content: string) => {
    res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Access-Control-Allow-Origin": "*" });
    res.end(page(title, content));
  };
  if (!intent) return html(404, "Paiement introuvable", "<p>Ce paiement n’existe pas.</p>");
  if (req.method === "GET") {
    if (intent.status !== "requires_action") {
      return html(409, "Authentification terminée", "<p>Ce paiement n’attend plus d’authentification.</p>");
    }
    const amount = (intent.amount / 100).toFixed(2).replace(".", ",");
    return html(
      200,
      "Authentification 3-D Secure",
      `<p>Confirmez le paiement de ${amount} ${escapeHtml(intent.currency.toUpperCase())} (page de test).</p>
<form method="post"><button name="outcome" value="approve">Valider le paiement</button>
<button name="outcome" value="decline">Refuser</button></form>`,
    );
  }
  const outcome = new URLSearchParams(body).get("outcome");
  const wantsJson = (req.headers.accept ?? "").includes("application/json");
  try {
    await ledger.authenticate(id, outcome === "approve");
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    if (wantsJson) {
      res.writeHead(error.status, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
      res.end(JSON.stringify(error.body));
      return;
    }
    return html(409, "Authentification terminée", "<p>Ce paiement n’attend plus d’authentification.</p>");
  }
  if (wantsJson) {
    res.writeHead(200, { "Content-Type": "application/json", "Access-Control-Allow-Origin": "*" });
    res.end(JSON.stringify(publicIntent(intent)));
    return;
  }
  if (intent.return_url) {
    res.writeHead(303, { Location: returnUrl(intent.return_url, intent) });
    res.end();
    return;
  }
  return html(200, "Authentification terminée", "<p>Vous pouvez revenir au site.</p>");
}
