import { type ListQueryRules, type ParsedListQuery, parseListQuery } from "@vitrine/shared/list-query";
import { SLUG_PATTERN } from "@vitrine/shared/schemas/common";
import { HONEYPOT_FIELD, type Image } from "@vitrine/shared/schemas/content";
import { asc, type Column, desc, eq, gt, gte, lt, lte, ne, type SQL, type SQLWrapper } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { badRequest } from "../../lib/http";
import { clientAddress } from "../../plugins/rate-limit";

/** Query string of a list call: every key is read by parseListQuery, never passed to SQL as is. */
export const listQuerystring = z.record(z.string(), z.union([z.string(), z.array(z.string())]));

/** Validates a list query against its rules; 400 with per-key French messages otherwise. */
export function parseList(raw: Record<string, unknown>, rules: ListQueryRules): ParsedListQuery {
  const parsed = parseListQuery(raw, rules);
  if (!parsed.ok) throw badRequest("Les paramètres de la liste sont invalides.", parsed.errors);
  return parsed.query;
}

export const offsetOf = (query: ParsedListQuery) => (query.page - 1) * query.nbItem;

/** ORDER BY of a list: the requested field of `columns` (a column or an expression) if any, else `fallback`. */
export function orderOf(
  query: ParsedListQuery,
  columns: Record<string, Column | SQLWrapper>,
  fallback: SQL[],
): SQL[] {
  const column = query.orderBy ? columns[query.orderBy.field] : undefined;
  if (!query.orderBy || !column) return fallback;
  return [(query.orderBy.direction === "desc" ? desc : asc)(column), ...fallback];
}

const DATE_OPERATORS = { eq, df: ne, lt, lte, gt, gte } as const;

/**
 * Conditions of date filters (`startsAt=gte:2026-01-01`): values are parsed here, because the
 * generic whereFilters passes strings and a timestamp column needs a Date. 400 on a bad date.
 */
export function dateFilters(query: ParsedListQuery, field: string, column: Column): SQL[] {
  return query.filters
    .filter((f) => f.field === field)
    .map(({ op, value }) => {
      const date = /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:\d{2})?)?$/.test(value)
        ? new Date(value)
        : null;
      if (!date || Number.isNaN(date.getTime()) || op === "lk") {
        throw badRequest("Les paramètres de la liste sont invalides.", {
          [field]:
            "Indiquez une date au format AAAA-MM-JJ, avec un opérateur lt:, lte:, gt: ou gte: si besoin.",
        });
      }
      return DATE_OPERATORS[op](column, date);
    });
}

/** Slug path parameter (element list routes, form slugs). */
export const slugParam = z
  .string()
  .max(80, "Identifiant invalide.")
  .regex(SLUG_PATTERN, "Identifiant invalide.");

/** Comma-separated tags of a `tag=a,b` filter, trimmed and without empties. */
export const splitTags = (value: string) =>
  value
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, 20);

export function imageOf(url: string | null, alt: string, width: number, height: number): Image | null {
  return url ? { url, alt, width, height } : null;
}

export function linkOf(url: string | null, label: string | null) {
  return url ? { url, label: label ?? url } : null;
}

/** A PostgreSQL unique violation, whether the driver error is wrapped (drizzle) or not. */
export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    if ((current as { code?: unknown }).code === "23505") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * preValidation hook of public JSON forms: a filled honeypot field is answered as a success, with
 * `data`, and nothing is stored or sent; robots learn nothing from the reply.
 */
export function honeypotGuard(status: number, message: string, data: (request: FastifyRequest) => unknown) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body;
    if (!body || typeof body !== "object") return;
    const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
    if (typeof value === "string" && value.trim() !== "") {
      request.log.info({ honeypot: true }, "form answered by a robot, ignored");
      return reply.status(status).send({ success: true, data: data(request), message });
    }
  };
}

/** Per-site, per-address limits: public forms, opening carts (@fastify/rate-limit route options). */
export function formRateLimit(max: number, timeWindow: string | number) {
  return {
    max,
    timeWindow,
    keyGenerator: (request: FastifyRequest) => `${request.siteId}:${clientAddress(request)}`,
  };
}
