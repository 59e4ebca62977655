import { faEnvelope, faLocationDot, faPhone } from "@fortawesome/free-solid-svg-icons";
import { Icon } from "../icons/Icon";

/** A French number as a tel: link in international form. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "").replace(/^0/, "+33")}`;

interface ContactValues {
  HEAD_OFFICE?: string | null;
  COMPANY_PHONE?: string | null;
  COMPANY_EMAIL?: string | null;
}

/** The company's address, phone and e-mail (those it has), as the footer and the contact pages list them. */
export function ContactLines({
  values,
  large = false,
  address = true,
}: {
  values: ContactValues;
  large?: boolean;
  /** false: phone and e-mail only. */
  address?: boolean;
}) {
  return (
    <ul className={large ? "contact-lines contact-lines--large" : "contact-lines"}>
      {address && values.HEAD_OFFICE ? (
        <li>
          <Icon icon={faLocationDot} />
          <span>{values.HEAD_OFFICE}</span>
        </li>
      ) : null}
      {values.COMPANY_PHONE ? (
        <li>
          <Icon icon={faPhone} />
          <a href={telHref(values.COMPANY_PHONE)}>{values.COMPANY_PHONE}</a>
        </li>
      ) : null}
      {values.COMPANY_EMAIL ? (
        <li>
          <Icon icon={faEnvelope} />
          <a href={`mailto:${values.COMPANY_EMAIL}`}>{values.COMPANY_EMAIL}</a>
        </li>
      ) : null}
    </ul>
  );
}
