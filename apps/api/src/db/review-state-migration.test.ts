import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Migration 0022 replaces the reviews' `is_visible` flag by their moderation state: a review shown
 * before stays published (APPROVED), a hidden one stays hidden (REJECTED). Played on a database at
 * 0021 holding such reviews (PGlite: the SQL is the same on PostgreSQL).
 */

const DIR = join(import.meta.dirname, "migrations");
const files = readdirSync(DIR)
  .filter((name) => /^\d{4}_.*\.sql$/.test(name))
  .sort();
const statements = (file: string) =>
  readFileSync(join(DIR, file), "utf8")
    .split("--> statement-breakpoint")
    .map((sql) => sql.trim())
    .filter(Boolean);

const db = new PGlite();
afterAll(() => db.close());

describe("migration 0022 (review moderation)", () => {
  it("keeps the visible reviews published and the hidden ones hidden; a new row waits", async () => {
    const at = files.findIndex((name) => name.startsWith("0022_"));
    expect(at).toBeGreaterThan(0);
    for (const file of files.slice(0, at)) for (const sql of statements(file)) await db.exec(sql);
    // The reviews alone: the site they belong to is not what is tested (its keys are not checked).
    await db.exec("SET session_replication_role = replica");
    await db.exec(`INSERT INTO reviews (site_id, author, rating, text, reviewed_on, is_visible) VALUES
      (1, 'Shown', 5, 'Bien.', '2026-01-01', true),
      (1, 'Hidden', 1, 'Pub.', '2026-01-02', false)`);
    for (const sql of statements(files[at]!)) await db.exec(sql);
    const { rows } = await db.query<{ author: string; state: string }>(
      "SELECT author, state FROM reviews ORDER BY id",
    );
    expect(rows).toEqual([
      { author: "Shown", state: "APPROVED" },
      { author: "Hidden", state: "REJECTED" },
    ]);
    await db.exec(
      "INSERT INTO reviews (site_id, author, rating, text, reviewed_on) VALUES (1, 'New', 4, 'Oui.', '2026-02-01')",
    );
    const added = await db.query<{ state: string }>("SELECT state FROM reviews WHERE author = 'New'");
    expect(added.rows).toEqual([{ state: "PENDING" }]);
    const columns = await db.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_name = 'reviews'",
    );
    expect(columns.rows.map((c) => c.column_name)).not.toContain("is_visible");
  });
});
