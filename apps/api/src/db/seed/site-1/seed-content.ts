import type { SeedContent } from "../content";
import { articles, blogFolders } from "./articles";
import { visitCalendar } from "./calendar";
import { events, linkFooter, logoFooter } from "./footer";
import { contactForm, quoteForm } from "./forms";
import { news } from "./news";
import { projects } from "./projects";
import { reviews } from "./reviews";
import { services } from "./services";

/** Everything modules/content serves for Armor Habitat Rénovation. */
export const content: SeedContent = {
  services,
  blogFolders,
  articles,
  news,
  elementLists: [projects, logoFooter, linkFooter, events],
  forms: [contactForm, quoteForm],
  reviews,
  calendars: [visitCalendar],
};
