import { addressCalls } from "@vitrine/sdk/addresses";
import { parseId } from "@vitrine/shared/ids";
import type { NewsletterList } from "@vitrine/shared/schemas/account";
import {
  type ActionFunctionArgs,
  Form,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import {
  DataSection,
  DeletionSection,
  NewsletterSection,
  PasswordSection,
  ProfileSection,
} from "../features/account/AccountSections";
import { accountAction } from "../features/account/account-actions.server";
import { requireMember } from "../features/account/require-member.server";
import { AddressBook } from "../features/addresses/AddressBook";
import { ADDRESS_NOTICES } from "../features/addresses/address-actions.server";
import { postedForm } from "../features/forms/posted-form.server";
import { ownValue } from "../features/http/own-value";
import { PageLayout } from "../features/layout/PageLayout";
import { ACCOUNT_ORDERS_PATH } from "../features/orders/paths";
import { pageMeta } from "../features/seo/meta";
import { isOn, parameterValues } from "../features/theme/theme";
import { rootDataOf, useRootData } from "../root-data";

export async function loader({ context, request }: LoaderFunctionArgs) {
  const { api } = context;
  const [user, parameters] = await Promise.all([requireMember(context, "/mon-compte"), api.parameters()]);
  const [addresses, countries] = await Promise.all([addressCalls(api).list(), api.countries()]);
  const query = new URL(request.url).searchParams;
  const asked = query.get("adresse");
  const editing =
    asked === "nouvelle"
      ? ("new" as const)
      : (addresses.items.find((a) => a.id === parseId(asked ?? "")) ?? null);
  const values = parameterValues(parameters);
  let newsletter: { lists: NewsletterList[]; listIds: number[] } | null = null;
  if (isOn(values.ENABLE_NEWSLETTER)) {
    const [lists, subscription] = await Promise.all([api.newsletterLists(), api.newsletterSubscription()]);
    newsletter = { lists, listIds: subscription.listIds };
  }
  return {
    user,
    addressBook: {
      addresses: addresses.items,
      countries,
      editing,
      notice: ownValue(ADDRESS_NOTICES, query.get("etat")),
    },
    newsletter,
    askBirthdate: isOn(values.ASK_BIRTHDATE_AT_REGISTER) || isOn(values.BLOCK_MINORS_FROM_REGISTERING),
  };
}

export async function action({ context, request }: ActionFunctionArgs) {
  // The visitor's rights before their body: an unknown visitor goes to the login page.
  await requireMember(context, "/mon-compte");
  return accountAction(context, await postedForm(request));
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(
    rootDataOf(matches)?.info.name,
    "Mon compte",
    "Votre espace personnel : informations, adresses, mot de passe, abonnements et données.",
  ),
  { name: "robots", content: "noindex" },
];

const SECTIONS = [
  { id: "informations", title: "Mes informations" },
  { id: "adresses", title: "Mes adresses" },
  { id: "mot-de-passe", title: "Mot de passe" },
  { id: "lettre", title: "Lettre d'information" },
  { id: "donnees", title: "Mes données" },
  { id: "suppression", title: "Supprimer mon compte" },
] as const;

export default function AccountPage() {
  const { user, addressBook, newsletter, askBirthdate } = useLoaderData<typeof loader>();
  const shop = useRootData().info.isECommerce;
  const sections = SECTIONS.filter((s) => s.id !== "lettre" || newsletter);

  return (
    <PageLayout
      title="Mon compte"
      intro={`Bonjour ${user.firstname}, retrouvez ici vos informations et vos choix.`}
      ariane={[{ name: "Mon compte", path: "/mon-compte" }]}
    >
      <div className="account-layout">
        <nav className="account-nav card" aria-label="Sections de mon compte">
          {shop ? (
            <p className="account-nav__orders">
              <Link to={ACCOUNT_ORDERS_PATH}>Mes commandes</Link>
            </p>
          ) : null}
          <ul>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ul>
          <Form method="post" action="/deconnexion">
            <button type="submit" className="btn btn--ghost account-nav__logout">
              Se déconnecter
            </button>
          </Form>
        </nav>

        <div className="account-sections">
          <ProfileSection user={user} askBirthdate={askBirthdate} />
          <AddressBook {...addressBook} />
          <PasswordSection />
          {newsletter ? <NewsletterSection newsletter={newsletter} /> : null}
          <DataSection />
          <DeletionSection />
        </div>
      </div>
    </PageLayout>
  );
}
