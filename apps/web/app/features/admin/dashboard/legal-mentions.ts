import type { ParameterKey } from "@vitrine/shared/parameters";
import type { ParameterValues } from "../../theme/theme";
import { isOn } from "../../theme/theme";

/**
 * What the site's legal notice, terms of sale and invoices need of the company (LCEN art. 6,
 * Code de commerce R123-237, Code de la consommation L616-1, CGI art. 242 nonies A): the
 * parameters still empty. The VAT number is not asked under the VAT franchise.
 */
const REQUIRED: readonly ParameterKey[] = [
  "LEGAL_COMPANY_NAME",
  "CORPORATE_FORM",
  "HEAD_OFFICE",
  "SIRET_NUMBER",
  "LEGAL_AGENT",
  "COMPANY_EMAIL",
  "COMPANY_PHONE",
  "CONSUMER_MEDIATOR",
  "INTRACO_VAT",
];

export function missingLegalMentions(values: ParameterValues): ParameterKey[] {
  return REQUIRED.filter((key) => {
    if (key === "INTRACO_VAT" && isOn(values.VAT_FRANCHISE)) return false;
    return !values[key]?.trim();
  });
}
