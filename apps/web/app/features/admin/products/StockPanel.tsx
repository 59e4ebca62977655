import type { FieldErrors } from "@vitrine/shared/envelope";
import {
  type AdminDeclination,
  STOCK_REASON_LABELS,
  STOCK_REASONS,
  type StockMovement,
} from "@vitrine/shared/schemas/admin-products";
import { declinationLabel } from "@vitrine/shared/shop-rules";
import { Form, Link } from "react-router";
import { Field, FormMessage, SelectField } from "../../account/fields";
import { shortDateTime } from "../orders/order-labels";
import { orderPath } from "../orders/order-paths";

interface StockPanelProps {
  declination: AdminDeclination;
  history: StockMovement[];
  /** The refusal of this declination's last adjustment. */
  refusal: { message: string; errors: FieldErrors; values: Record<string, string | string[]> } | null;
}

/**
 * Who made a movement: the panel user; for a sale, the customer (no panel user); no one else is
 * named (a payment not made, a customer's cancellation: the order's history says who).
 */
const madeBy = (movement: StockMovement) =>
  movement.userEmail || (movement.reason === "VENTE" ? "Client" : "—");

/** One declination's stock: the adjustment form (units, reason, note) and its latest movements. */
export function StockPanel({ declination, history, refusal }: StockPanelProps) {
  const name = declinationLabel(declination) || `Déclinaison ${declination.id}`;
  const id = (field: string) => `stock-${declination.id}-${field}`;
  const value = (field: string) => {
    const typed = refusal?.values[field];
    return typeof typed === "string" ? typed : "";
  };
  return (
    <section className="admin-card stock-panel" aria-labelledby={id("titre")}>
      <h3 id={id("titre")}>
        Stock · {name} : {declination.stock === null ? "non suivi" : declination.stock}
      </h3>
      <Form method="post" className="stock-panel__form" aria-label={`Ajuster le stock de ${name}`}>
        <input type="hidden" name="intent" value="stock" />
        <input type="hidden" name="declinationId" value={declination.id} />
        {refusal ? <FormMessage kind="error">{refusal.message}</FormMessage> : null}
        <Field
          id={id("delta")}
          name="delta"
          label="Unités (+ ou −)"
          hint="-2 pour en retirer deux"
          inputMode="numeric"
          required
          defaultValue={value("delta")}
          error={refusal?.errors.delta}
        />
        <SelectField
          id={id("reason")}
          name="reason"
          label="Motif"
          defaultValue={value("reason") || "RECEPTION"}
          error={refusal?.errors.reason}
        >
          {STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {STOCK_REASON_LABELS[reason]}
            </option>
          ))}
        </SelectField>
        <Field
          id={id("note")}
          name="note"
          label="Note"
          defaultValue={value("note")}
          error={refusal?.errors.note}
        />
        <button type="submit" className="admin-btn admin-btn--primary">
          Ajuster le stock
        </button>
      </Form>
      {history.length ? (
        <div className="orders-table__scroll">
          <table className="orders-table stock-panel__history">
            <caption>Derniers mouvements de stock · {name}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Motif</th>
                <th scope="col" className="orders-table__end">
                  Unités
                </th>
                <th scope="col" className="orders-table__end">
                  Stock après
                </th>
                <th scope="col">Par</th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {history.map((movement) => (
                <tr key={movement.id}>
                  <td>
                    <time dateTime={movement.createdAt}>{shortDateTime(movement.createdAt)}</time>
                  </td>
                  <td>
                    {STOCK_REASON_LABELS[movement.reason]}
                    {movement.order ? (
                      <>
                        {" · commande "}
                        <Link to={orderPath(movement.order.id)}>{movement.order.reference}</Link>
                      </>
                    ) : null}
                  </td>
                  <td className="orders-table__end">
                    {movement.delta > 0 ? `+${movement.delta}` : movement.delta}
                  </td>
                  <td className="orders-table__end">{movement.stockAfter}</td>
                  <td>{madeBy(movement)}</td>
                  <td>{movement.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Aucun mouvement de stock pour le moment.</p>
      )}
    </section>
  );
}
