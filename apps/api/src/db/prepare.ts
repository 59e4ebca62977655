import type { Config } from "../config";
import type { Database } from "./client";
import { type Credential, copySeedMedia, isEmpty, seedSampleSites, writeCredentials } from "./seed/index";

export interface PrepareResult {
  seeded: boolean;
  credentials: Credential[];
  credentialsFile: string | null;
}

/** At start: apply migrations, then seed the sample sites when the database is empty. */
export async function prepareDatabase(config: Config, database: Database): Promise<PrepareResult> {
  await database.migrate();
  copySeedMedia(config.mediaDir);
  if (!(await isEmpty(database.db))) return { seeded: false, credentials: [], credentialsFile: null };
  const credentials = await seedSampleSites(database.db, config);
  return { seeded: true, credentials, credentialsFile: writeCredentials(config, credentials) };
}
