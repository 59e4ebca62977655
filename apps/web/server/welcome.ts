import type { Services } from "@vitrine/api/composition";
import type { PrepareResult } from "@vitrine/api/db/prepare";

/** What a newcomer needs after `npm start`: where the sites are and how to log in. */
export async function printWelcome(services: Services, prepared: PrepareResult) {
  const { port } = services.config;
  const lines = ["", "Vitrine est démarré.", `  API et documentation : http://localhost:${port}/api/docs`];
  for (const host of await services.sites.listHosts()) {
    const snapshot = await services.sites.getSnapshot(host.id);
    const local = host.hostnames.filter((h) => h.endsWith(".localhost"));
    lines.push(`  Site ${host.id} – ${snapshot?.info.name ?? ""}`);
    if (host.id === 1) lines.push(`      http://localhost:${port}`);
    for (const name of local) lines.push(`      http://${name}:${port}`);
  }
  if (prepared.seeded) {
    lines.push("", "Comptes créés (mots de passe affichés une seule fois) :");
    for (const c of prepared.credentials)
      lines.push(`  ${c.role.padEnd(12)} ${c.email.padEnd(36)} ${c.password}`);
  }
  lines.push(`  Identifiants : ${services.config.dataDir}/initial-credentials.txt`, "");
  console.log(lines.join("\n"));
}
