import type { Service } from "@vitrine/shared/schemas/content";
import { Link } from "react-router";
import { ContentImage } from "./ContentImage";
import { servicePath } from "./paths";

/** Where a service is presented: its own CMS page when it has one, else its service page. */
export const serviceHref = (service: Service) => service.page?.path ?? servicePath(service);

export function ServiceCard({ service, headingLevel = 3 }: { service: Service; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card content-card">
      {service.image ? (
        <div className="card__media">
          <ContentImage image={service.image} />
        </div>
      ) : null}
      <div className="card__body">
        <Heading className="content-card__title">
          <Link className="card__link" to={serviceHref(service)}>
            {service.title}
          </Link>
        </Heading>
        <p>{service.summary}</p>
        <p className="card__more" aria-hidden="true">
          Découvrir
        </p>
      </div>
    </article>
  );
}

export function ServiceGrid({ services }: { services: Service[] }) {
  return (
    <div className={`grid ${services.length % 4 === 0 ? "grid--4" : "grid--3"} content-grid`}>
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} />
      ))}
    </div>
  );
}
