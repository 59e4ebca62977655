import contentHref from "../../../styles/admin-content.css?url";
import mediasHref from "../../../styles/admin-medias.css?url";
import ordersHref from "../../../styles/admin-orders.css?url";
import legalHref from "../../../styles/admin-parameters-legal.css?url";

/** The stylesheets of a content list (the orders' table) and of an edit page (editor, media picker). */
export const listLinks = () => [
  { rel: "stylesheet", href: ordersHref },
  { rel: "stylesheet", href: contentHref },
];
export const editLinks = () => [
  { rel: "stylesheet", href: mediasHref },
  { rel: "stylesheet", href: legalHref },
  { rel: "stylesheet", href: contentHref },
];
