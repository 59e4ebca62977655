import { randomBytes } from "node:crypto";
import pg from "pg";

/** Where the server URL comes from, for error messages: never the URL itself (it may hold a password). */
function describeServer(serverUrl: string): string {
  try {
    const url = new URL(serverUrl);
    return `${url.hostname}:${url.port || "5432"}`;
  } catch {
    return "(adresse illisible)";
  }
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, and how to drop it. */
export async function createServerDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ databaseUrl: string; drop(): Promise<void> }> {
  const name = `vitrine_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `Cannot reach the PostgreSQL server of TEST_DATABASE_URL (${describeServer(serverUrl)}): ${(error as Error).message}`,
    );
  }
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      // pool.end() resolves before its connections are gone: let them leave (up to 5 s) rather
      // than have "with (force)" kill them under the pool.
      for (let waited = 0; waited < 5000; waited += 50) {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from pg_stat_activity where datname = $1",
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
    } finally {
      await client.end();
    }
  };
  return { databaseUrl: url.toString(), drop };
}
