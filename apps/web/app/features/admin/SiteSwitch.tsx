import { Form, useLocation } from "react-router";
import { SITE_SWITCH_INTENT } from "./managed-site";
import { ADMIN_PATH } from "./sections";

interface SiteSwitchProps {
  sites: { id: number; name: string }[];
  /** The site the panel manages now. */
  managedId: number;
  /** The site of the address the panel is opened on. */
  ownId: number;
}

/**
 * The SUPER_ADMIN's choice of the site the panel manages, in the top bar: a list and a button, a
 * plain form posted to the panel's layout (works without JavaScript).
 */
export function SiteSwitch({ sites, managedId, ownId }: SiteSwitchProps) {
  const { pathname, search } = useLocation();
  return (
    <Form method="post" action={ADMIN_PATH} className="site-switch">
      <input type="hidden" name="intent" value={SITE_SWITCH_INTENT} />
      <input type="hidden" name="returnTo" value={pathname + search} />
      <label htmlFor="site-switch-choix" className="site-switch__label">
        Site géré
      </label>
      <select id="site-switch-choix" name="siteId" defaultValue={managedId} key={managedId}>
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.id === ownId ? `${site.name} (cette adresse)` : site.name}
          </option>
        ))}
      </select>
      <button type="submit" className="site-switch__button">
        Gérer ce site
      </button>
    </Form>
  );
}
