import { createColumnHelper } from "@tanstack/react-table";
import { type PlatformUser, ROLE_LABELS } from "@vitrine/shared/schemas/admin-platform";
import { Form } from "react-router";
import { PlainTable, type plainFeatures } from "../PlainTable";

/** The accounts of every site (TanStack Table), each with the form that changes its role. */

const helper = createColumnHelper<typeof plainFeatures, PlatformUser>();

function RoleForm({ user, self }: { user: PlatformUser; self: boolean }) {
  if (user.role === "SUPER_ADMIN" || self) return <span>{ROLE_LABELS[user.role]}</span>;
  const next = user.role === "ADMIN" ? "CUSTOMER" : "ADMIN";
  return (
    <Form method="post" className="platform-role">
      <span>{ROLE_LABELS[user.role]}</span>
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={user.id} />
      <input type="hidden" name="role" value={next} />
      <button type="submit" className="btn btn--ghost">
        {next === "ADMIN" ? "Nommer administrateur" : "Rendre membre"}
        <span className="visually-hidden"> : {user.email}</span>
      </button>
    </Form>
  );
}

const columns = (selfId: number) =>
  helper.columns([
    helper.display({
      id: "user",
      header: "Compte",
      cell: ({ row }) => (
        <span className="platform-site">
          <strong>
            {row.original.firstname} {row.original.lastname}
          </strong>
          <span>{row.original.email}</span>
        </span>
      ),
    }),
    helper.display({ id: "site", header: "Site", cell: ({ row }) => row.original.siteName }),
    helper.display({
      id: "createdAt",
      header: "Inscrit le",
      cell: ({ row }) => (
        <time dateTime={row.original.createdAt}>
          {new Intl.DateTimeFormat("fr-FR", { dateStyle: "short" }).format(new Date(row.original.createdAt))}
        </time>
      ),
    }),
    helper.display({
      id: "role",
      header: "Rôle",
      cell: ({ row }) => <RoleForm user={row.original} self={row.original.id === selfId} />,
    }),
  ]);

export function UsersTable({ users, selfId }: { users: PlatformUser[]; selfId: number }) {
  return (
    <PlainTable
      caption="Comptes des sites, par site puis par e-mail"
      columns={columns(selfId)}
      items={users}
      className="platform-table"
    />
  );
}
