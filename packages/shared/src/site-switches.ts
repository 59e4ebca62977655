import { PARAMETERS, type ParameterKey } from "./parameters";

/**
 * The site's on/off parameters (IS_BLOG_ACTIVATED, SHOW_SEARCHBAR, ENABLE_NEWSLETTER…) and what
 * they take away, read the same way by the API and the web app.
 */

/** A switch is on when its value is "true"; unset (null), it takes its default value. */
export function switchOn(key: ParameterKey, value: string | null | undefined): boolean {
  return (value ?? PARAMETERS[key].defaultValue) === "true";
}

/** Whether a switch is on in a site's parameter list (GET /parameter); unset or absent: its default. */
export function switchOnIn(parameters: readonly { type: string; value: string | null }[], key: ParameterKey) {
  return switchOn(key, parameters.find((parameter) => parameter.type === key)?.value);
}

/** The blog's screen: its list, its folders and its articles are below it. */
export const BLOG_PATH = "/blog-conseils";

/** An address of the blog (query and fragment aside): gone with it when IS_BLOG_ACTIVATED is off. */
export function isBlogPath(url: string): boolean {
  const path = url.replace(/[?#].*$/, "").replace(/\/+$/, "");
  return path === BLOG_PATH || path.startsWith(`${BLOG_PATH}/`);
}
