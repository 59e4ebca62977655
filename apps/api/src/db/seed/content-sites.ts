import type { SeedContent } from "./content";
import { content as site1 } from "./site-1/seed-content";
import { linkFooter as site2Links, logoFooter as site2Logos } from "./site-2/footer";
import { contactForm as site2Contact } from "./site-2/forms";

/** Content of each sample site, by site id. */
export const SAMPLE_CONTENT: Record<number, SeedContent> = {
  1: site1,
  2: { forms: [site2Contact], elementLists: [site2Logos, site2Links] },
};
