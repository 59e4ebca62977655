import { type ActionFunctionArgs, data, type MetaFunction, redirect, useLoaderData } from "react-router";
import { ConsentChoices } from "../features/consent/ConsentBanner";
import { CONSENT_COOKIE, type Consent, consentCookie, parseConsent } from "../features/consent/consent";
import { postedForm } from "../features/forms/posted-form.server";
import { readCookie } from "../features/http/cookies.server";
import { safeRedirect } from "../features/http/safe-redirect";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { rootDataOf } from "../root-data";

export async function action({ context, request }: ActionFunctionArgs) {
  const form = await postedForm(request);
  const intent = form.get("intent");
  if (intent !== "accept" && intent !== "refuse" && intent !== "save") {
    throw data({ message: "Choix inconnu." }, { status: 400 });
  }
  const consent: Consent = {
    audience: intent === "accept" || (intent === "save" && form.get("audience") === "1"),
    advertising: intent === "accept" || (intent === "save" && form.get("advertising") === "1"),
    decidedAt: new Date().toISOString(),
  };
  // Scripts read the consent cookie: of the common attributes it takes only Secure.
  const headers = { "Set-Cookie": consentCookie(consent, context.cookieOptions(0).secure) };
  if (form.get("js") === "1") return data({ consent }, { headers });
  return redirect(safeRedirect(form.get("redirectTo"), "/"), { headers });
}

export function loader({ request }: { request: Request }) {
  return { consent: parseConsent(readCookie(request, CONSENT_COOKIE)) };
}

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(rootDataOf(matches)?.info.name, "Gérer les cookies", "Choisissez les cookies que vous acceptez.");

export default function ConsentPage() {
  const { consent } = useLoaderData<typeof loader>();
  return (
    <PageLayout title="Gérer les cookies" ariane={[{ name: "Gérer les cookies", path: "/consent" }]}>
      <div className="consent consent--page">
        <p className="consent__text">
          Choisissez, finalité par finalité, les cookies que vous acceptez. Votre choix est conservé 13 mois
          au plus.
        </p>
        <ConsentChoices consent={consent} redirectTo="/" />
      </div>
    </PageLayout>
  );
}
