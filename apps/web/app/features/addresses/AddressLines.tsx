import { companyIdLines } from "@vitrine/shared/company-ids";

/** An address as it is written on an envelope, a company's identifiers after it (decision 045). */
export interface PostalAddress {
  firstname: string;
  lastname: string;
  company?: string | null;
  firstPart: string;
  secondPart?: string | null;
  postalCode: string;
  city: string;
  country: { name: string } | string;
  phone?: string | null;
  companyId?: string | null;
  vatNumber?: string | null;
}

export function AddressLines({ address }: { address: PostalAddress }) {
  const country = typeof address.country === "string" ? address.country : address.country.name;
  return (
    <address className="address-lines">
      <strong>
        {address.firstname} {address.lastname}
      </strong>
      {address.company ? <span>{address.company}</span> : null}
      <span>{address.firstPart}</span>
      {address.secondPart ? <span>{address.secondPart}</span> : null}
      <span>
        {address.postalCode} {address.city}
      </span>
      <span>{country}</span>
      {address.phone ? <span>{address.phone}</span> : null}
      {address.company
        ? companyIdLines(address).map((line) => (
            <span key={line} className="address-lines__id">
              {line}
            </span>
          ))
        : null}
    </address>
  );
}
