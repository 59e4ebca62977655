/**
 * Copies a site into many new ones, in SQL: one INSERT ... SELECT per table for all the copies at
 * once. The tables are found in the catalog (every public table with a site_id column), so a table
 * added later is copied too. A copied row gets a new id from its table's sequence; references
 * between copied tables (pages.id_parent, page_layouts.page_id, elements.list_id, ...) follow
 * through one mapping table per table (old id, new site, new id).
 *
 * What visitors write (accounts, addresses, sessions, carts, messages, registrations, subscriptions, visit
 * counts) is left out: a copy is a site as its owner would set it up, without its public's data.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/api/src/db/client";

const VISITOR_TABLES = new Set([
  "users",
  "member_addresses",
  "sessions",
  "password_reset_tokens",
  "newsletter_subscriptions",
  "carts",
  "cart_lines",
  "element_registrations",
  "form_submissions",
  "contact_messages",
  "site_visit_counts",
]);

interface ForeignKey {
  table: string;
  column: string;
  target: string;
  targetColumn: string;
  nullable: boolean;
}

interface Table {
  name: string;
  columns: string[];
  /** Has a serial `id`: copies get new ids, mapped in `bench_map_<name>`. */
  serialId: boolean;
  keys: ForeignKey[];
}

export interface CopyResult {
  sites: number;
  tables: number;
  rows: number;
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const rows = async <T>(tx: Tx, query: ReturnType<typeof sql>) =>
  ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function readTables(tx: Tx): Promise<Table[]> {
  const names = await rows<{ name: string }>(
    tx,
    sql`select c.relname as name from pg_class c
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'site_id' and not a.attisdropped
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and c.relname <> 'sites'
        order by c.relname`,
  );
  const keys = await rows<ForeignKey>(
    tx,
    sql`select con.conrelid::regclass::text as "table", a.attname as "column",
          con.confrelid::regclass::text as target, fa.attname as "targetColumn", not a.attnotnull as nullable
        from pg_constraint con
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
        join pg_attribute fa on fa.attrelid = con.confrelid and fa.attnum = con.confkey[1]
        where con.contype = 'f' and con.connamespace = 'public'::regnamespace and cardinality(con.conkey) = 1`,
  );
  const tables: Table[] = [];
  for (const { name } of names) {
    if (VISITOR_TABLES.has(name)) continue;
    const columns = await rows<{ name: string; serial: boolean }>(
      tx,
      sql`select attname as name, (attname = 'id' and pg_get_serial_sequence(${name}, 'id') is not null) as serial
          from pg_attribute where attrelid = ${name}::regclass and attnum > 0 and not attisdropped
            and attgenerated = '' order by attnum`,
    );
    tables.push({
      name,
      columns: columns.map((column) => column.name),
      serialId: columns.some((column) => column.serial),
      keys: keys.filter((key) => key.table === name),
    });
  }
  return tables;
}

/** Tables in an order where each comes after those it references (a self-reference aside). */
function byDependency(tables: Table[]): Table[] {
  const copied = new Set(tables.map((table) => table.name));
  const ordered: Table[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table.name) &&
        table.keys.every(
          (key) => key.target === table.name || !copied.has(key.target) || placed.has(key.target),
        ),
    );
    if (!ready.length) throw new Error("circular references between the per-site tables");
    for (const table of ready) {
      ordered.push(table);
      placed.add(table.name);
    }
  }
  return ordered;
}

/** The SELECT expression giving a copied row's value of `column`. */
function copiedValue(
  table: Table,
  column: string,
  copied: Set<string>,
): { expression: string; join?: string } {
  if (column === "site_id") return { expression: "c.site_id" };
  if (column === "id" && table.serialId) return { expression: "m.new_id" };
  const key = table.keys.find((candidate) => candidate.column === column);
  if (!key || key.target === "sites" || !(copied.has(key.target) || VISITOR_TABLES.has(key.target))) {
    return { expression: `t.${quote(column)}` };
  }
  if (VISITOR_TABLES.has(key.target)) {
    if (!key.nullable) throw new Error(`${table.name}.${column} needs a row of ${key.target}, not copied`);
    return { expression: "null" };
  }
  if (key.targetColumn !== "id")
    throw new Error(`${table.name}.${column} references ${key.target}.${key.targetColumn}`);
  const alias = quote(`r_${column}`);
  return {
    expression: `${alias}.new_id`,
    join: `left join ${quote(`bench_map_${key.target}`)} ${alias} on ${alias}.old_id = t.${quote(column)} and ${alias}.site_id = c.site_id`,
  };
}

/**
 * Creates `count` copies of site `sourceId` (its row and every per-site table) whose hosts replace
 * `hostLabel` (e.g. "armor-habitat") by `site-0002`, `site-0003`, ... in dev_urls and prod_urls.
 */
export async function copySite(
  db: Db,
  sourceId: number,
  hostLabel: string,
  count: number,
): Promise<CopyResult> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`create temp table bench_copies on commit drop as
          select n, nextval(pg_get_serial_sequence('sites', 'id'))::int as site_id
          from generate_series(2, ${count + 1}) as n`,
    );
    const siteColumns = (
      await rows<{ name: string }>(
        tx,
        sql`select attname as name from pg_attribute where attrelid = 'sites'::regclass and attnum > 0
            and not attisdropped and attgenerated = '' and attname not in ('id', 'name', 'dev_urls', 'prod_urls')`,
      )
    ).map((column) => quote(column.name));
    const label = (n: string) => `'site-' || lpad(${n}::text, 4, '0')`;
    await tx.execute(
      sql.raw(`insert into sites (id, name, dev_urls, prod_urls, ${siteColumns.join(", ")})
        select c.site_id, s.name || ' ' || lpad(c.n::text, 4, '0'),
          replace(s.dev_urls::text, '${hostLabel}', ${label("c.n")})::jsonb,
          replace(s.prod_urls::text, '${hostLabel}', ${label("c.n")})::jsonb,
          ${siteColumns.map((column) => `s.${column}`).join(", ")}
        from sites s cross join bench_copies c where s.id = ${Number(sourceId)}`),
    );

    const tables = byDependency(await readTables(tx));
    const copied = new Set(tables.map((table) => table.name));
    let total = 0;
    for (const table of tables) {
      const name = quote(table.name);
      let from = `${name} t cross join bench_copies c`;
      if (table.serialId) {
        const map = quote(`bench_map_${table.name}`);
        await tx.execute(
          sql.raw(`create temp table ${map} on commit drop as
            select t.id as old_id, c.site_id, nextval(pg_get_serial_sequence('${table.name}', 'id'))::int as new_id
            from ${name} t cross join bench_copies c where t.site_id = ${Number(sourceId)}`),
        );
        await tx.execute(sql.raw(`create index on ${map} (old_id, site_id)`));
        from = `${name} t join ${map} m on m.old_id = t.id join bench_copies c on c.site_id = m.site_id`;
      }
      const values = table.columns.map((column) => copiedValue(table, column, copied));
      const joins = values.flatMap((value) => (value.join ? [value.join] : []));
      const result = await tx.execute(
        sql.raw(`insert into ${name} (${table.columns.map(quote).join(", ")})
          select ${values.map((value) => value.expression).join(", ")}
          from ${from} ${joins.join(" ")} where t.site_id = ${Number(sourceId)}`),
      );
      total +=
        (result as unknown as { affectedRows?: number; rowCount?: number }).affectedRows ??
        (result as unknown as { rowCount?: number }).rowCount ??
        0;
    }
    return { sites: count, tables: tables.length, rows: total };
  });
}
