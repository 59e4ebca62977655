import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { contactMessages } from "../../db/schema/index";
import type { CompanyMail } from "./company-mail";

export interface ContactMessage {
  name: string;
  email: string;
  phone?: string | undefined;
  subject: string;
  message: string;
}

/** Contact messages (POST /message): stored, then e-mailed to the company. */
export class Messages {
  constructor(
    private readonly db: Db,
    private readonly mail: CompanyMail,
  ) {}

  async create(
    siteId: number,
    input: ContactMessage,
  ): Promise<{ id: number; mailed: boolean; mailError?: unknown }> {
    const [row] = await this.db
      .insert(contactMessages)
      .values({
        siteId,
        name: input.name,
        email: input.email.toLowerCase(),
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        consentAt: new Date(),
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    try {
      const mailed = await this.mail.send(siteId, {
        subject: `Message de ${input.name} : ${input.subject}`,
        lines: [
          `Nouveau message reçu par le formulaire de contact (n° ${id}).`,
          "",
          `Nom : ${input.name}`,
          `E-mail : ${input.email}`,
          `Téléphone : ${input.phone || "—"}`,
          `Objet : ${input.subject}`,
          "",
          input.message,
        ],
        replyTo: input.email,
      });
      if (mailed)
        await this.db.update(contactMessages).set({ mailedAt: new Date() }).where(eq(contactMessages.id, id));
      return { id, mailed };
    } catch (mailError) {
      return { id, mailed: false, mailError };
    }
  }
}
