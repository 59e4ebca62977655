import type { MailMessage } from "../../lib/mailer";

/** The French e-mails of the account domain. */

export interface SiteSender {
  siteName: string;
  /** The company's address, for replies. */
  companyEmail: string | null;
}

const signature = (siteName: string) => `\n\nÀ bientôt,\nL'équipe ${siteName}\n`;

export function passwordResetEmail(
  site: SiteSender,
  to: { email: string; firstname: string },
  link: string,
): MailMessage {
  return {
    to: to.email,
    fromName: site.siteName,
    replyTo: site.companyEmail,
    subject: `${site.siteName} : réinitialisation de votre mot de passe`,
    text:
      [
        `Bonjour ${to.firstname},`,
        "",
        `Vous avez demandé à choisir un nouveau mot de passe pour votre compte sur ${site.siteName}.`,
        "Pour le faire, ouvrez ce lien (il est valable une heure et ne sert qu'une fois) :",
        "",
        link,
        "",
        "Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message : votre mot de passe actuel reste valable.",
      ].join("\n") + signature(site.siteName),
  };
}

/** After a registration: what the account gives, where to find it, and what to do if unasked. */
export function welcomeEmail(
  site: SiteSender,
  to: { email: string; firstname: string },
  links: { account: string; passwordReset: string },
): MailMessage {
  return {
    to: to.email,
    fromName: site.siteName,
    replyTo: site.companyEmail,
    subject: `Bienvenue sur ${site.siteName} : votre compte est créé`,
    text:
      [
        `Bonjour ${to.firstname},`,
        "",
        `Votre compte sur ${site.siteName} est créé avec cette adresse e-mail. Vous y retrouvez vos informations, vos adresses, vos commandes et vos abonnements :`,
        "",
        links.account,
        "",
        `Mot de passe oublié ? Choisissez-en un nouveau ici : ${links.passwordReset}`,
        "",
        "Si vous n'êtes pas à l'origine de cette inscription, répondez à ce message : nous supprimerons le compte.",
      ].join("\n") + signature(site.siteName),
  };
}

export function passwordChangedEmail(
  site: SiteSender,
  to: { email: string; firstname: string },
): MailMessage {
  return {
    to: to.email,
    fromName: site.siteName,
    replyTo: site.companyEmail,
    subject: `${site.siteName} : votre mot de passe a été modifié`,
    text:
      [
        `Bonjour ${to.firstname},`,
        "",
        `Le mot de passe de votre compte sur ${site.siteName} vient d'être modifié. Vos autres sessions ont été fermées.`,
        "",
        "Si vous n'êtes pas à l'origine de ce changement, demandez sans attendre un nouveau mot de passe depuis la page « Mot de passe oublié » et contactez-nous.",
      ].join("\n") + signature(site.siteName),
  };
}

const quoted = (names: string[]) => names.map((name) => `« ${name} »`).join(", ");

/** Double opt-in of a visitor: nothing is sent to the address until this link is opened. */
export function newsletterConfirmationEmail(
  site: SiteSender,
  to: string,
  list: string,
  link: string,
): MailMessage {
  return {
    to,
    fromName: site.siteName,
    replyTo: site.companyEmail,
    subject: `${site.siteName} : confirmez votre inscription à la lettre d'information`,
    text:
      [
        "Bonjour,",
        "",
        `Vous avez demandé à recevoir ${quoted([list])}, la lettre d'information de ${site.siteName}.`,
        "Pour confirmer votre inscription, ouvrez ce lien (il est valable 7 jours) :",
        "",
        link,
        "",
        "Sans confirmation, vous ne recevrez rien et votre demande sera effacée. Si vous n'êtes pas à l'origine de cette demande, ignorez simplement ce message.",
      ].join("\n") + signature(site.siteName),
  };
}

/**
 * Double opt-in of a member whose address is not confirmed yet: the link confirms the lists and
 * that the address is the member's, which is why the e-mail says so plainly.
 */
export function memberNewsletterConfirmationEmail(
  site: SiteSender,
  to: { email: string; firstname: string },
  lists: string[],
  link: string,
  /** The subscriptions follow a change of the account's e-mail. */
  addressChanged = false,
): MailMessage {
  return {
    to: to.email,
    fromName: site.siteName,
    replyTo: site.companyEmail,
    subject: `${site.siteName} : confirmez votre adresse e-mail et votre inscription`,
    text:
      [
        `Bonjour ${to.firstname},`,
        "",
        addressChanged
          ? `L'adresse e-mail de votre compte client sur ${site.siteName} est désormais celle-ci. Vos abonnements suivent : ${quoted(lists)}.`
          : `Depuis le compte client ouvert avec cette adresse sur ${site.siteName}, vous avez demandé à recevoir : ${quoted(lists)}.`,
        "Ouvrez ce lien pour confirmer cette inscription et que cette adresse est bien la vôtre (il est valable 7 jours) :",
        "",
        link,
        "",
        `Si vous n'avez pas ouvert de compte sur ${site.siteName}, n'ouvrez pas ce lien et ignorez ce message : vous ne recevrez rien.`,
      ].join("\n") + signature(site.siteName),
  };
}

/**
 * A member whose address is not confirmed asked for lists the address already has (or has asked
 * for as a visitor): those become theirs once the address is confirmed, which a password reset
 * through the e-mailed link does.
 */
export function memberAddressProofEmail(
  site: SiteSender,
  to: { email: string; firstname: string },
  lists: string[],
  resetAskLink: string,
): MailMessage {
  return {
    to: to.email,
    fromName: site.siteName,
    replyTo: site.companyEmail,
    subject: `${site.siteName} : confirmez votre adresse e-mail`,
    text:
      [
        `Bonjour ${to.firstname},`,
        "",
        `Depuis le compte client ouvert avec cette adresse sur ${site.siteName}, vous avez demandé à recevoir : ${quoted(lists)}.`,
        "Une inscription à cette lettre existe déjà pour cette adresse. Pour la retrouver et la gérer depuis votre espace client, confirmez que cette adresse est la vôtre en choisissant un nouveau mot de passe depuis cette page :",
        "",
        resetAskLink,
        "",
        `Si vous n'avez pas ouvert de compte sur ${site.siteName}, ignorez ce message.`,
      ].join("\n") + signature(site.siteName),
  };
}
