import type { Config } from "../../config";
import type { Mailer } from "../../lib/mailer";
import type { SiteService } from "../site/service";

export interface CompanyMailInput {
  subject: string;
  /** Body lines, plain text. */
  lines: string[];
  /** The visitor's address, so that the company can answer directly. */
  replyTo?: string | null;
  /** Overrides the site's COMPANY_EMAIL (a form's own recipient). */
  to?: string | null;
}

/** E-mails to the company behind a site: form submissions, contact messages, registrations. */
export class CompanyMail {
  constructor(
    private readonly sites: SiteService,
    private readonly mailer: Mailer,
    private readonly config: Pick<Config, "env" | "port">,
  ) {}

  /** Sends the message; false when the site has no address to send it to. */
  async send(siteId: number, input: CompanyMailInput): Promise<boolean> {
    const snapshot = await this.sites.getSnapshot(siteId);
    if (!snapshot) return false;
    const value = (key: string) => snapshot.parameters.find((p) => p.type === key)?.value ?? null;
    const to = input.to || value("COMPANY_EMAIL");
    if (!to) return false;
    const name = value("COMPANY_NAME") || snapshot.info.name;
    const origin = await this.sites.linkOrigin(this.config, siteId);
    await this.mailer.send({
      to,
      subject: `[${name}] ${input.subject}`,
      text: `${input.lines.join("\n")}\n\n-- \nMessage envoyé depuis le site ${origin}.\n`,
      fromName: name,
      replyTo: input.replyTo ?? null,
    });
    return true;
  }
}
