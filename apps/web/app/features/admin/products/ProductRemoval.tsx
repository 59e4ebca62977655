import type { AdminProductDetail } from "@vitrine/shared/schemas/admin-products";
import { Form, Link, useNavigation } from "react-router";
import { FormMessage } from "../../account/fields";
import { ConfirmDialog } from "../../modal/ConfirmDialog";
import { productPath } from "./product-list-query";

/** `?supprimer=1` on a product's page: the question before its removal (also without JavaScript). */
export const REMOVE_PARAM = "supprimer";

/**
 * The product's removal: a link that asks first, in a dialog saying what happens — deleted with
 * its declinations and stock history, or, when orders name it, only taken off sale (the orders
 * keep it). A refusal shows in the dialog and below the link.
 */
export function ProductRemoval({
  product,
  asked,
  refusal,
}: {
  product: AdminProductDetail;
  asked: boolean;
  refusal: string | null;
}) {
  const busy = useNavigation().state === "submitting";
  const archives = product.hasOrders;
  const count = product.declinations.length;
  const action = archives ? "Retirer de la vente" : "Supprimer le produit";
  return (
    <>
      <h2>{archives ? "Retirer de la vente" : "Supprimer"}</h2>
      <div className="product-page__delete">
        {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}
        <p>
          {archives
            ? "Des commandes nomment ce produit : il sera retiré de la vente, pas supprimé."
            : "Le produit et son historique de stock seront supprimés."}
        </p>
        <Link
          to={`${productPath(product.id)}?${REMOVE_PARAM}=1`}
          preventScrollReset
          className="admin-btn admin-btn--danger"
        >
          {action}
        </Link>
      </div>
      {asked ? (
        <ConfirmDialog
          title={archives ? `Retirer « ${product.name} » de la vente ?` : `Supprimer « ${product.name} » ?`}
          cancelTo={productPath(product.id)}
          confirm={
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className="admin-btn admin-btn--danger" disabled={busy}>
                {action}
              </button>
            </Form>
          }
        >
          {refusal ? <FormMessage kind="error">{refusal}</FormMessage> : null}
          {archives ? (
            <p>
              Des commandes nomment ce produit : il ne sera pas supprimé, mais retiré de la vente avec{" "}
              {count > 1 ? `ses ${count} déclinaisons` : "sa déclinaison"}. Les commandes passées le gardent,
              et vous pourrez le remettre en vente depuis cette page.
            </p>
          ) : (
            <p>
              Le produit, {count > 1 ? `ses ${count} déclinaisons` : "sa déclinaison"}, ses distinctions et
              l'historique de son stock seront supprimés définitivement. Il disparaîtra de la boutique et des
              paniers.
            </p>
          )}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
