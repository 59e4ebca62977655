import type { ParameterKey } from "@vitrine/shared/parameters";
import type { Font, Logo, Parameter } from "@vitrine/shared/schemas/site";
import type { FontBody, LogoBody, LogoType } from "@vitrine/shared/schemas/theme";
import type { ApiClient } from "./client";

/** The panel's calls about the site's parameters and look: values, fonts, logos. */
export interface AdminParameterCalls {
  /**
   * Saves several parameters at once, all or none (a refusal names each wrong key in
   * ApiError.errors); `null` or "" empties one. Answers the parameters whose value changed.
   */
  saveParameters(values: Partial<Record<ParameterKey, string | null>>): Promise<Parameter[]>;
  /** Sets the fonts given (title, content, menu), among the self-hosted families. */
  saveFonts(fonts: FontBody[]): Promise<Font[]>;
  /**
   * Sets a logo's text alternative and, with `idMedia`, puts that image of the media library in
   * its place (without it, the logo must exist: 404 otherwise).
   */
  setLogo(type: LogoType, body: LogoBody): Promise<Logo>;
  /** Takes a logo off the site; its image stays in the media library. */
  removeLogo(type: LogoType): Promise<null>;
}

export function adminParameterCalls(api: ApiClient): AdminParameterCalls {
  return {
    saveParameters: (values) => api.request("PUT", "/admin/parameter", { values }),
    saveFonts: (fonts) => api.request("PUT", "/admin/font", { fonts }),
    setLogo: (type, body) => api.request("PUT", `/admin/logo/${type}`, body),
    removeLogo: (type) => api.request("DELETE", `/admin/logo/${type}`),
  };
}
