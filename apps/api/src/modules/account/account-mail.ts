import type { ParameterKey } from "@vitrine/shared/parameters";
import type { FastifyBaseLogger } from "fastify";
import type { Mailer, MailMessage } from "../../lib/mailer";
import type { SiteService } from "../site/service";
import type { SiteSender } from "./emails";

/** What the e-mails of a call need: the origin of their links, and where to log a failure. */
export interface MailContext {
  origin: string;
  log: FastifyBaseLogger;
}

/** The account e-mails' sending: signed with the site's name, in the background (a failure is logged). */
export class AccountMail {
  constructor(
    private readonly sites: SiteService,
    private readonly mailer: Mailer,
  ) {}

  async sender(siteId: number): Promise<SiteSender> {
    const snapshot = await this.sites.getSnapshot(siteId);
    const value = (key: ParameterKey) => snapshot?.parameters.find((p) => p.type === key)?.value ?? null;
    return {
      siteName: value("COMPANY_NAME") ?? snapshot?.info.name ?? "Vitrine",
      companyEmail: value("COMPANY_EMAIL"),
    };
  }

  /** Builds an e-mail signed with the site's name and sends it in the background. */
  send(siteId: number, build: (site: SiteSender) => MailMessage, log: FastifyBaseLogger): void {
    this.sender(siteId).then(
      (site) => this.sendInBackground(build(site), log),
      (error: unknown) => log.error({ err: error }, "e-mail not sent"),
    );
  }

  sendInBackground(message: MailMessage, log: FastifyBaseLogger) {
    this.mailer.send(message).catch((error: unknown) => {
      log.error({ err: error }, "e-mail not sent");
    });
  }
}
