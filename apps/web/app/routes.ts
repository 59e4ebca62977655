import { index, type RouteConfig, route } from "@react-router/dev/routes";

// Mirrors the route table of the specification (section 2).
export default [
  index("routes/home.tsx"),
  route("a-propos", "routes/cms-page.tsx", { id: "about" }),
  route("auth", "routes/auth.tsx"),
  route("blog-conseils", "routes/blog.tsx"),
  // Blog folders and articles (not in the spec's table): slug for readers, id to find the item.
  route("blog-conseils/dossier/:slug?/:id", "routes/blog-folder.tsx"),
  route("blog-conseils/:slug?/:id", "routes/article.tsx"),
  route("contact", "routes/contact.tsx", { id: "contact" }),
  route("nous-contacter", "routes/contact.tsx", { id: "nous-contacter" }),
  route("demande-devis", "routes/quote.tsx"),
  route("cookie-policy", "routes/legal.tsx", { id: "cookie-policy" }),
  route("legal-notice", "routes/legal.tsx", { id: "legal-notice" }),
  route("privacy-policy", "routes/legal.tsx", { id: "privacy-policy" }),
  route("sale-terms", "routes/legal.tsx", { id: "sale-terms" }),
  route("use-terms", "routes/legal.tsx", { id: "use-terms" }),
  route("realisations", "routes/projects.tsx"),
  route("les-realisations/:slug?/:id", "routes/project.tsx"),
  route("services/entretien-maintenance", "routes/cms-page.tsx", { id: "service-entretien-maintenance" }),
  route("services/installation-equipements", "routes/cms-page.tsx", {
    id: "service-installation-equipements",
  }),
  route("services/renovation-exterieure", "routes/cms-page.tsx", { id: "service-renovation-exterieure" }),
  route("services/renovation-interieure", "routes/cms-page.tsx", { id: "service-renovation-interieure" }),
  route("services/:slug?/:id", "routes/service.tsx"),
  // Shop of e-commerce sites (not in the spec's table): list, product (slug for readers), cart.
  route("boutique", "routes/shop.tsx"),
  route("boutique/:slug?/:id", "routes/product.tsx"),
  // A product's technical sheet, a PDF (GET /product/generate/file/{id}[/{idDeclination}]).
  route("boutique/fiche-technique/:id/:declinationId?", "routes/product-file.ts"),
  route("panier", "routes/cart.tsx"),
  // Checkout of e-commerce sites: one step per form post, without JavaScript too.
  route("commande", "routes/checkout.tsx"),
  // An order once placed: its confirmation, its card payment (Stripe), its invoice and credit note.
  route("commande/confirmation/:id", "routes/order-confirmation.tsx"),
  // The link of the order e-mails to a guest: keeps the order's access in the browser, then its page.
  route("commande/suivi/:id", "routes/order-link.tsx"),
  route("commande/paiement/:id", "routes/order-card-payment.tsx"),
  route("commande/facture/:id", "routes/order-document.ts", { id: "order-invoice" }),
  route("commande/avoir/:id", "routes/order-document.ts", { id: "order-credit-note" }),
  route("commande/avoir/:id/:number", "routes/order-document.ts", { id: "order-credit-note-number" }),
  // The communes of a postal code, for the address forms' suggestions (JSON).
  route("adresses/communes", "routes/address-cities.ts"),
  // The site search (SHOW_SEARCHBAR, not in the spec's table): its results, its suggestions (JSON).
  route("recherche", "routes/search.tsx"),
  route("recherche/suggestions", "routes/search-suggestions.ts"),
  route("password/reset/ask", "routes/password-reset-ask.tsx"),
  route("password/reset/:token?", "routes/password-reset.tsx"),
  // A visitor's sign-up to the newsletter (ENABLE_NEWSLETTER): the footer's and the blocks' forms post here.
  route("newsletter/inscription", "routes/newsletter-signup.tsx"),
  // The double opt-in link of the newsletter e-mails (POST /newsletter/subscribe).
  route("newsletter/confirmation/:token?", "routes/newsletter-confirmation.tsx"),
  // Member area and session.
  route("mon-compte", "routes/account.tsx"),
  route("mon-compte/donnees", "routes/account-export.tsx"),
  route("mon-compte/commandes", "routes/account-orders.tsx"),
  route("deconnexion", "routes/logout.tsx"),
  // The administration panel (ADMIN and SUPER_ADMIN): its own frame, without the site's header and footer.
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/home.tsx"),
    route("pages", "routes/admin/pages.tsx"),
    route("journal", "routes/admin/journal.tsx"),
    route("pages/:id/editeur", "routes/admin/editor.tsx"),
    route("medias", "routes/admin/medias.tsx"),
    route("parametres", "routes/admin/parameters.tsx"),
    route("commandes", "routes/admin/orders.tsx"),
    route("commandes/:id", "routes/admin/order.tsx"),
    route("livraison", "routes/admin/delivery.tsx"),
    route("codes-promo", "routes/admin/discounts.tsx"),
    route("codes-promo/nouveau", "routes/admin/discount.tsx", { id: "admin-discount-new" }),
    route("codes-promo/:id", "routes/admin/discount.tsx"),
    route("formulaires", "routes/admin/forms.tsx"),
    route("formulaires/:id", "routes/admin/form.tsx"),
    route("formulaires/:id/demandes", "routes/admin/form-submissions.tsx"),
    route("popups", "routes/admin/popups.tsx"),
    route("popups/:id", "routes/admin/popup.tsx"),
    route("albums", "routes/admin/albums.tsx"),
    route("albums/:id", "routes/admin/album.tsx"),
    route("elements", "routes/admin/elements.tsx"),
    route("elements/:id/inscriptions", "routes/admin/element-registrations.tsx"),
    route("elements/:id", "routes/admin/element-items.tsx"),
    route("elements/:id/:elementId", "routes/admin/element-item.tsx"),
    route("clients", "routes/admin/customers.tsx"),
    route("clients/:id", "routes/admin/customer.tsx"),
    route("produits", "routes/admin/products.tsx"),
    route("produits/nouveau", "routes/admin/product.tsx", { id: "admin-product-new" }),
    route("produits/:id", "routes/admin/product.tsx"),
    route("services", "routes/admin/services.tsx"),
    route("services/:id", "routes/admin/service.tsx"),
    route("blog", "routes/admin/blog.tsx"),
    route("blog/articles/:id", "routes/admin/blog-article.tsx"),
    route("actualites", "routes/admin/news.tsx"),
    route("actualites/:id", "routes/admin/news-item.tsx"),
    route("avis", "routes/admin/reviews.tsx"),
    route("plateforme/sites", "routes/admin/platform-sites.tsx"),
    route("plateforme/sites/:id", "routes/admin/platform-site.tsx"),
    route("plateforme/utilisateurs", "routes/admin/platform-users.tsx"),
    route("plateforme/journal", "routes/admin/platform-journal.tsx"),
  ]),
  // An order's PDFs for the panel: packing slip, invoice, a credit note by its number.
  route("admin/commandes/:id/bon-de-livraison", "routes/admin/order-document.ts", {
    id: "admin-packing-slip",
  }),
  route("admin/commandes/:id/facture", "routes/admin/order-document.ts", { id: "admin-invoice" }),
  route("admin/commandes/:id/avoir/:number", "routes/admin/order-document.ts", { id: "admin-credit-note" }),
  // A customer's personal data as a JSON download.
  route("admin/clients/:id/export", "routes/admin/customer-export.ts"),
  // The panel's downloads: a form's submissions as CSV, a file sent with one, an event's registrations as CSV.
  route("admin/formulaires/:id/demandes.csv", "routes/admin/form-download.ts", {
    id: "admin-submissions-csv",
  }),
  route("admin/formulaires/:id/demandes/:submission/fichiers/:index", "routes/admin/form-download.ts", {
    id: "admin-submission-file",
  }),
  route("admin/elements/:id/inscriptions.csv", "routes/admin/form-download.ts", {
    id: "admin-registrations-csv",
  }),
  // One dynamic component of the layouts with the site's data, read by the layout editor's canvas.
  route("admin/apercu-composant/:name", "routes/admin/component-preview.tsx"),
  // A page with its draft layout, on the real site: administrators only.
  route("apercu/:pageId", "routes/page-preview.tsx"),
  route("consent", "routes/consent.tsx"),
  route("sitemap.xml", "routes/[sitemap.xml].tsx"),
  route("robots.txt", "routes/[robots.txt].tsx"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
