import type { MailMessage } from "../../lib/mailer";

/** The French e-mails of the account domain. */

interface SiteSender {
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
