import { isRouteErrorResponse, Link } from "react-router";
import { ADMIN_PATH } from "./sections";

/**
 * What the panel says of a screen's error: a member who is no administrator or a site's ADMIN on
 * the platform's screens (403, with the API's reason), an unknown id (404), or the panel failing.
 * `admin`: the visitor is in the panel's frame (an administrator), who goes back to the dashboard.
 */
export function AdminErrorCard({ error, admin }: { error: unknown; admin: boolean }) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const reason: unknown = forbidden ? (error.data as { message?: unknown } | null)?.message : null;
  const back = (
    <p>
      <Link to={ADMIN_PATH}>Retour au tableau de bord</Link>
    </p>
  );
  if (missing) {
    return (
      <section className="admin-card">
        <h1>Élément introuvable</h1>
        <p>Ce que vous cherchez n'existe pas sur ce site ou a été supprimé.</p>
        {back}
      </section>
    );
  }
  if (forbidden) {
    return (
      <section className="admin-card">
        <h1>Accès réservé</h1>
        <p>{typeof reason === "string" ? reason : "Cet espace est réservé aux administrateurs du site."}</p>
        {admin ? (
          back
        ) : (
          <p>
            <Link className="btn btn--primary" to="/mon-compte">
              Aller à mon compte
            </Link>
          </p>
        )}
      </section>
    );
  }
  return (
    <section className="admin-card">
      <h1>Une erreur est survenue</h1>
      <p>Merci de réessayer dans quelques instants.</p>
      {back}
    </section>
  );
}
