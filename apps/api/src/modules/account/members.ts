import { ADULT_AGE, ageOn, passwordProblem, todayInParis } from "@vitrine/shared/account-rules";
import type { FieldErrors } from "@vitrine/shared/envelope";
import type { ParameterKey } from "@vitrine/shared/parameters";
import { and, eq, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/index";
import type { SiteService } from "../site/service";

export const INVALID_FIELDS = "Certains champs sont invalides.";
export const EMAIL_TAKEN = "Un compte existe déjà avec cette adresse e-mail.";

export const sessionUserColumns = {
  id: users.id,
  siteId: users.siteId,
  email: users.email,
  firstname: users.firstname,
  lastname: users.lastname,
  phone: users.phone,
  birthdate: users.birthdate,
  role: users.role,
};

/** The rules an account's fields follow on a site, shared by registration and the profile. */
export class MemberRules {
  constructor(
    private readonly db: Db,
    private readonly sites: SiteService,
  ) {}

  private async flag(siteId: number, key: ParameterKey): Promise<boolean> {
    const snapshot = await this.sites.getSnapshot(siteId);
    return snapshot?.parameters.find((p) => p.type === key)?.value === "true";
  }

  /** The site's birthdate rules: required when asked (or when minors are refused), adults only. */
  async birthdateErrors(siteId: number, birthdate: string | null | undefined): Promise<FieldErrors> {
    const [ask, blockMinors] = await Promise.all([
      this.flag(siteId, "ASK_BIRTHDATE_AT_REGISTER"),
      this.flag(siteId, "BLOCK_MINORS_FROM_REGISTERING"),
    ]);
    if (!birthdate) {
      return ask || blockMinors ? { birthdate: "Indiquez votre date de naissance." } : {};
    }
    if (blockMinors && ageOn(birthdate, todayInParis()) < ADULT_AGE) {
      return { birthdate: "L'inscription est réservée aux personnes majeures." };
    }
    return {};
  }

  passwordErrors(password: string, email: string, field = "password"): FieldErrors {
    const problem = passwordProblem(password, email);
    return problem ? { [field]: problem } : {};
  }

  /**
   * Whether the address belongs to another account of the site, or to a platform account
   * (SUPER_ADMIN), whose address is reserved on every site: a member holding it could shadow it.
   */
  async emailTaken(siteId: number, email: string, exceptUserId?: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.email, email),
          or(eq(users.siteId, siteId), eq(users.role, "SUPER_ADMIN")),
          exceptUserId ? ne(users.id, exceptUserId) : undefined,
        ),
      )
      .limit(1);
    return Boolean(row);
  }

  async passwordHashOf(userId: number): Promise<string> {
    const [row] = await this.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    return row?.passwordHash ?? "";
  }
}
