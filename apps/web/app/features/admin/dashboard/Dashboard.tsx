import { ORDER_STATUS_LABELS } from "@vitrine/shared/orders/lifecycle";
import {
  DASHBOARD_PERIOD_LABELS,
  DASHBOARD_PERIODS,
  type Dashboard as DashboardData,
  type DashboardShop,
} from "@vitrine/shared/schemas/admin-dashboard";
import { formatEuros } from "@vitrine/shared/shop-rules";
import { Form } from "react-router";
import { ChartCard } from "./ChartCard";
import { formatCount, longDay, PERIOD_PARAM, stepLabel, stepName, WORD_OF_PERIOD } from "./dashboard-format";

/**
 * The panel's home figures: the period chosen (a plain GET form, also without JavaScript), the
 * key figures, the charts with their data, the best sellers and the forms. A site that does not
 * sell online shows its visits, members and forms only.
 */
export function Dashboard({ data }: { data: DashboardData }) {
  return (
    <section className="dashboard" aria-labelledby="tableau-de-bord">
      <div className="admin-card">
        <div className="dashboard__head">
          <h2 id="tableau-de-bord">Tableau de bord</h2>
          <PeriodForm period={data.period} />
        </div>
        <p className="dashboard__span">
          Du {longDay(data.from)} au {longDay(data.to)}.
        </p>
        <ul className="dashboard__figures">
          {data.shop ? <ShopFigures shop={data.shop} /> : null}
          <Figure label="Nouveaux membres" value={formatCount(data.newMembers)} />
          <Figure
            label="Formulaires reçus"
            value={formatCount(
              data.formSubmissions.reduce((sum, form) => sum + form.count, 0) + data.contactMessages,
            )}
          />
        </ul>
      </div>
      {data.shop ? <ShopCharts shop={data.shop} period={data.period} /> : null}
      <ChartCard
        id="visites"
        title="Visites par source"
        summary={
          data.visitsBySource.length
            ? `Visites venues de liens suivis : ${data.visitsBySource.map((v) => `${v.source} ${formatCount(v.count)}`).join(", ")}.`
            : "Aucune visite venue d'un lien suivi sur la période."
        }
        points={data.visitsBySource.map((visit) => ({ label: visit.source, value: visit.count }))}
        format={formatCount}
        horizontal
        rows={data.visitsBySource}
        rowKey={(row) => row.source}
        columns={[
          { header: "Source", cell: (row) => row.source },
          { header: "Visites", cell: (row) => formatCount(row.count), numeric: true },
        ]}
      />
      <FormsTable data={data} />
    </section>
  );
}

function PeriodForm({ period }: { period: DashboardData["period"] }) {
  return (
    <Form method="get" className="dashboard__period">
      <label htmlFor="dashboard-periode">Période</label>
      <select id="dashboard-periode" name={PERIOD_PARAM} defaultValue={WORD_OF_PERIOD[period]}>
        {DASHBOARD_PERIODS.map((value) => (
          <option key={value} value={WORD_OF_PERIOD[value]}>
            {DASHBOARD_PERIOD_LABELS[value]}
          </option>
        ))}
      </select>
      <button type="submit" className="admin-btn admin-btn--primary">
        Afficher
      </button>
    </Form>
  );
}

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className="dashboard-figure">
      <span className="dashboard-figure__label">{label}</span>
      <strong className="dashboard-figure__value">{value}</strong>
      {note ? <span className="dashboard-figure__note">{note}</span> : null}
    </li>
  );
}

const ordersNote = (count: number) => (count > 1 ? `${formatCount(count)} commandes` : `${count} commande`);

function ShopFigures({ shop }: { shop: DashboardShop }) {
  const { day, week, month } = shop.sales;
  return (
    <>
      <Figure label="Ventes du jour" value={formatEuros(day.amount)} note={ordersNote(day.orders)} />
      <Figure label="Ventes de la semaine" value={formatEuros(week.amount)} note={ordersNote(week.orders)} />
      <Figure label="Ventes du mois" value={formatEuros(month.amount)} note={ordersNote(month.orders)} />
      <Figure
        label="Panier moyen"
        value={shop.averageBasket === null ? "—" : formatEuros(shop.averageBasket)}
        note="sur la période"
      />
    </>
  );
}

function ShopCharts({ shop, period }: { shop: DashboardShop; period: DashboardData["period"] }) {
  const total = shop.series.reduce((sum, point) => sum + point.amount, 0);
  const sold = shop.series.reduce((sum, point) => sum + point.orders, 0);
  return (
    <>
      <ChartCard
        id="ventes"
        title="Chiffre d'affaires"
        summary={`Ventes ${DASHBOARD_PERIOD_LABELS[period].toLowerCase()} : ${formatEuros(total)} pour ${ordersNote(sold)}.`}
        points={shop.series.map((point) => ({
          label: stepLabel(period, point.start),
          value: point.amount / 100,
        }))}
        format={(euros) => formatEuros(Math.round(euros * 100))}
        rows={shop.series}
        rowKey={(row) => row.start}
        columns={[
          { header: "Période", cell: (row) => stepName(period, row.start) },
          { header: "Commandes", cell: (row) => formatCount(row.orders), numeric: true },
          { header: "Montant", cell: (row) => formatEuros(row.amount), numeric: true },
        ]}
      />
      <ChartCard
        id="etats"
        title="Commandes par état"
        summary={
          shop.ordersByStatus.length
            ? `Commandes de la période : ${shop.ordersByStatus.map((s) => `${ORDER_STATUS_LABELS[s.status]} ${s.count}`).join(", ")}.`
            : "Aucune commande sur la période."
        }
        points={shop.ordersByStatus.map((row) => ({
          label: ORDER_STATUS_LABELS[row.status],
          value: row.count,
        }))}
        format={formatCount}
        horizontal
        rows={shop.ordersByStatus}
        rowKey={(row) => row.status}
        columns={[
          { header: "État", cell: (row) => ORDER_STATUS_LABELS[row.status] },
          { header: "Commandes", cell: (row) => formatCount(row.count), numeric: true },
        ]}
      />
      <section className="admin-card" aria-labelledby="meilleures-ventes">
        <h2 id="meilleures-ventes">Meilleures ventes</h2>
        {shop.bestSellers.length ? (
          <table className="dashboard-table">
            <thead>
              <tr>
                <th scope="col">Produit</th>
                <th scope="col" className="dashboard-table__end">
                  Quantité
                </th>
                <th scope="col" className="dashboard-table__end">
                  Montant
                </th>
              </tr>
            </thead>
            <tbody>
              {shop.bestSellers.map((row) => (
                <tr key={row.name}>
                  <th scope="row">{row.name}</th>
                  <td className="dashboard-table__end">{formatCount(row.quantity)}</td>
                  <td className="dashboard-table__end">{formatEuros(row.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>Aucune vente sur la période.</p>
        )}
      </section>
    </>
  );
}

function FormsTable({ data }: { data: DashboardData }) {
  return (
    <section className="admin-card" aria-labelledby="formulaires-recus">
      <h2 id="formulaires-recus">Formulaires reçus</h2>
      <table className="dashboard-table">
        <thead>
          <tr>
            <th scope="col">Formulaire</th>
            <th scope="col" className="dashboard-table__end">
              Envois
            </th>
          </tr>
        </thead>
        <tbody>
          {data.formSubmissions.map((form) => (
            <tr key={form.formId}>
              <th scope="row">{form.name}</th>
              <td className="dashboard-table__end">{formatCount(form.count)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Formulaire de contact</th>
            <td className="dashboard-table__end">{formatCount(data.contactMessages)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}
