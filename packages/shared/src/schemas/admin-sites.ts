import { z } from "zod";

/** A site of the platform as the SUPER_ADMIN's site switcher lists it (GET /admin/site). */
export const AdminSiteSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The host names the site answers on (development and production addresses). */
  hosts: z.array(z.string()),
});
export type AdminSite = z.infer<typeof AdminSiteSchema>;
