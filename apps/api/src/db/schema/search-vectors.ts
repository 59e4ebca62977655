import { sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { searchVector } from "./columns";

/**
 * What the site search reads of each content table: the expression of its GIN index
 * (db/schema/content.ts) and of the queries that it serves (modules/content/search.ts).
 */

type Columns<K extends string> = Record<K, AnyPgColumn>;

export const servicesSearch = (t: Columns<"title" | "summary" | "body">) =>
  searchVector(t.title, t.summary, t.body);
export const articlesSearch = (t: Columns<"title" | "excerpt" | "body">) =>
  searchVector(t.title, t.excerpt, t.body);
export const newsSearch = (t: Columns<"title" | "summary" | "body">) =>
  searchVector(t.title, t.summary, t.body);
export const elementsSearch = (t: Columns<"title" | "summary" | "location" | "body">) =>
  searchVector(t.title, sql`coalesce(${t.summary}, '') || ' ' || coalesce(${t.location}, '')`, t.body);
