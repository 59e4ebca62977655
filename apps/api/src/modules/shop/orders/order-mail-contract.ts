/**
 * What makes the « received » e-mail the contract's confirmation (Code de la consommation, art.
 * L221-13 and L221-5): who sells, the right of withdrawal and how to use it, the terms of sale.
 */

export interface MailSeller {
  /** The legal name (LEGAL_COMPANY_NAME, else COMPANY_NAME). */
  name: string;
  /** Its legal mentions (sellerOf: head office, SIRET, e-mail…) and its phone, those set only. */
  lines: string[];
  /** Where a withdrawal is sent; empty when the site does not say. */
  email: string;
  headOffice: string;
}

/** Days the customer has to withdraw, from the day they receive the goods (art. L221-18). */
export const WITHDRAWAL_DAYS = 14;

/** The seller, as the contract names them. */
export function sellerLines(seller: MailSeller): string[] {
  return ["Vendeur :", seller.name, ...seller.lines];
}

/** The right of withdrawal: its length, how to use it, and the terms where its form is. */
export function withdrawalLines(seller: MailSeller, termsLink: string): string[] {
  const office = seller.headOffice.replace(/\s*\n\s*/g, ", ");
  const where = [
    seller.email ? `par e-mail à ${seller.email}` : "",
    office ? `par courrier à ${office}` : "",
  ].filter(Boolean);
  const to = where.length > 0 ? `, ${where.join(" ou ")}` : "";
  return [
    "Droit de rétractation :",
    `Vous disposez de ${WITHDRAWAL_DAYS} jours à compter de la réception de vos produits pour vous rétracter, sans avoir à vous justifier.`,
    `Pour exercer ce droit, envoyez-nous avant la fin de ce délai le formulaire de rétractation de nos conditions générales de vente, ou toute autre déclaration sans ambiguïté${to}.`,
    "Les conditions générales de vente, que vous avez acceptées en commandant, disent aussi comment renvoyer les produits et comment vous êtes remboursé.",
    `Conditions générales de vente et formulaire de rétractation : ${termsLink}`,
  ];
}
