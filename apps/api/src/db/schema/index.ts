// Drizzle needs every table in one object to build relational queries and migrations.
export * from "./account";
export * from "./audit";
export * from "./catalog";
export * from "./content";
export * from "./delivery";
export * from "./forms";
export * from "./geo";
export * from "./media";
export * from "./member-addresses";
export * from "./orders";
export * from "./page-layout-versions";
export * from "./page-redirects";
export * from "./rate-limits";
export * from "./reference";
export * from "./shop";
export * from "./site";
export * from "./stock-movements";
