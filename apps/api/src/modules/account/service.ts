import type { Db } from "../../db/client";
import type { Mailer } from "../../lib/mailer";
import type { GeoService } from "../geo/service";
import type { SiteService } from "../site/service";
import { AccountMail } from "./account-mail";
import { MemberAddressService } from "./addresses.service";
import { MemberRules } from "./members";
import { NewsletterService } from "./newsletter.service";
import { NewsletterSignupService } from "./newsletter-signups.service";
import { PasswordResetService } from "./password-reset.service";
import { PersonalDataService } from "./personal-data.service";
import { ProfileService } from "./profile.service";
import { SessionService } from "./sessions.service";

/** The account domain's services, one per sub-domain (spec: users, sessions, password reset, newsletter). */
export interface AccountServices {
  /** Registration, login, logout and the session behind a token. */
  sessions: SessionService;
  passwordReset: PasswordResetService;
  profile: ProfileService;
  /** Right of access (export) and erasure (closing the personal space). */
  personalData: PersonalDataService;
  /** The site's lists and a member's subscriptions. */
  newsletter: NewsletterService;
  /** A visitor's subscription and the confirmation links. */
  newsletterSignups: NewsletterSignupService;
  /** The member's saved shipping and billing addresses. */
  addresses: MemberAddressService;
  /** The site's rules on a member's fields (birth date), also checked when a body fails its schema. */
  rules: MemberRules;
}

export function createAccountServices(
  db: Db,
  sites: SiteService,
  mailer: Mailer,
  geo: GeoService,
): AccountServices {
  const mail = new AccountMail(sites, mailer);
  const rules = new MemberRules(db, sites);
  const sessions = new SessionService(db, rules, mail);
  const newsletter = new NewsletterService(db, sites, mail);
  const addresses = new MemberAddressService(db, geo);
  return {
    sessions,
    passwordReset: new PasswordResetService(db, rules, sessions, mail),
    profile: new ProfileService(db, rules, sessions, newsletter, mail),
    personalData: new PersonalDataService(db, sites, newsletter, addresses),
    newsletter,
    newsletterSignups: new NewsletterSignupService(db, newsletter, mail),
    addresses,
    rules,
  };
}
