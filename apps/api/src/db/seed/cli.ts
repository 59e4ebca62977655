import { loadConfig } from "../../config";
import { openConfiguredDatabase } from "../client";
import { copySeedMedia, resetDatabase, seedSampleSites, writeCredentials } from "./index";

// `npm run seed`: wipes the database and writes the sample sites again.
const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await resetDatabase(database);
  copySeedMedia(config.mediaDir);
  const credentials = await seedSampleSites(database.db, config);
  const file = writeCredentials(config, credentials);
  console.log("Base de données réinitialisée avec les deux sites d'exemple.");
  for (const c of credentials) console.log(`  ${c.role.padEnd(12)} ${c.email}  ${c.password}`);
  console.log(`Identifiants enregistrés dans ${file}`);
} finally {
  await database.close();
}
