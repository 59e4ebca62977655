import type { IconDefinition } from "@fortawesome/fontawesome-common-types";
import {
  faDiscord,
  faFacebookF,
  faGoogle,
  faInstagram,
  faLinkedinIn,
  faTelegram,
  faTiktok,
  faXTwitter,
  faYoutube,
} from "@fortawesome/free-brands-svg-icons";
import { faStar } from "@fortawesome/free-solid-svg-icons";
import { type ParameterKey, WEEKDAY_PARAMETERS } from "@vitrine/shared/parameters";
import type { PageNode, PageSiteInfo } from "@vitrine/shared/schemas/site";
import { switchOn } from "@vitrine/shared/site-switches";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "../icons/Icon";
import { NewsletterForm } from "../newsletter/NewsletterForm";
import { usePrefetch } from "../prefetch/prefetch";
import type { ParameterValues } from "../theme/theme";
import { ContactLines } from "./ContactLines";
import { menuHref, menuLabel } from "./menu";
import { isScriptLink, ScriptLinkButton } from "./page-script";

const SOCIAL_LINKS: Array<[ParameterKey, string, IconDefinition]> = [
  ["FACEBOOK_URL", "Facebook", faFacebookF],
  ["INSTAGRAM_URL", "Instagram", faInstagram],
  ["LINKEDIN_URL", "LinkedIn", faLinkedinIn],
  ["TWITTER_URL", "X (Twitter)", faXTwitter],
  ["TIKTOK_URL", "TikTok", faTiktok],
  ["YOUTUBE_URL", "YouTube", faYoutube],
  ["TRIPADVISOR_URL", "Tripadvisor", faStar],
  ["GOOGLE_REVIEWS_URL", "Avis Google", faGoogle],
  ["TELEGRAM_URL", "Telegram", faTelegram],
  ["DISCORD_URL", "Discord", faDiscord],
];

/** Every page reachable from the menu, flattened: the footer's site map. */
function flatten(pages: PageNode[]): PageNode[] {
  return pages.flatMap((page) => [...(page.isText ? [] : [page]), ...flatten(page.children)]);
}

export function OpeningHours({ values }: { values: ParameterValues }) {
  return (
    <dl className="hours">
      {WEEKDAY_PARAMETERS.map(([day, key]) => (
        <div key={key} className="hours__row">
          <dt>{day}</dt>
          <dd>{values[key] || "Fermé"}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface FooterItem {
  id: number;
  title: string;
  image: { url: string; alt: string; width: number; height: number } | null;
  link: { url: string; label: string } | null;
}

/** A link of a footer list: internal paths stay in the app, other addresses open elsewhere. */
function FooterListLink({ item, children }: { item: FooterItem; children: ReactNode }) {
  const url = item.link?.url;
  if (!url) return <>{children}</>;
  if (url.startsWith("/")) return <Link to={url}>{children}</Link>;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** The company: its logo, description and social networks. */
function FooterBrand({ info, values }: { info: PageSiteInfo; values: ParameterValues }) {
  const logo = info.logos.find((l) => l.type === "LOGO_FOOTER") ?? info.logos.find((l) => l.type === "LOGO");
  const socials = SOCIAL_LINKS.filter(([key]) => values[key]);
  return (
    <section className="site-footer__brand" aria-label="À propos de l'entreprise">
      {logo ? (
        <img
          src={logo.onlineImage.url}
          alt={logo.alt}
          width={logo.width}
          height={logo.height}
          loading="lazy"
          decoding="async"
          className="site-footer__logo"
        />
      ) : (
        <p className="site-footer__name">{info.name}</p>
      )}
      {values.COMPANY_DESCRIPTION ? <p>{values.COMPANY_DESCRIPTION}</p> : null}
      {socials.length > 0 ? (
        <ul className="socials">
          {socials.map(([key, label, icon]) => (
            <li key={key}>
              <a
                href={values[key] ?? "#"}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={label}
                title={label}
              >
                <Icon icon={icon} />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The company's address, phone and e-mail. */
function FooterContact({ values }: { values: ParameterValues }) {
  return (
    <section aria-labelledby="footer-contact">
      <h2 id="footer-contact" className="site-footer__title">
        Contact
      </h2>
      <ContactLines values={values} />
    </section>
  );
}

export function Footer({
  info,
  values,
  pages,
  logos = [],
  links: listLinks = [],
}: {
  info: PageSiteInfo;
  values: ParameterValues;
  pages: PageNode[];
  logos?: FooterItem[];
  links?: FooterItem[];
}) {
  const links = flatten(pages.filter((p) => p.showInMenu));
  const prefetch = usePrefetch();
  return (
    <footer className="site-footer">
      {switchOn("ENABLE_NEWSLETTER", values.ENABLE_NEWSLETTER) ? (
        <section className="footer-newsletter" aria-labelledby="footer-newsletter">
          <div>
            <h2 id="footer-newsletter" className="site-footer__title">
              Lettre d'information
            </h2>
            <p className="footer-newsletter__text">
              Nos nouveautés et nos conseils, dans votre boîte aux lettres.
            </p>
          </div>
          <NewsletterForm className="newsletter-form--footer" />
        </section>
      ) : null}
      <div className="site-footer__inner">
        <FooterBrand info={info} values={values} />
        <FooterContact values={values} />
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className="site-footer__title">
            Horaires
          </h2>
          <OpeningHours values={values} />
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="site-footer__title">
            Plan du site
          </h2>
          <ul className="footer-links">
            {links.map((page) => (
              <li key={page.id}>
                {isScriptLink(page) ? (
                  <ScriptLinkButton page={page} className="footer-links__script">
                    {menuLabel(page)}
                  </ScriptLinkButton>
                ) : (
                  <Link to={menuHref(page) ?? page.path} prefetch={prefetch}>
                    {menuLabel(page)}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
        {listLinks.length > 0 ? (
          <nav aria-labelledby="footer-useful">
            <h2 id="footer-useful" className="site-footer__title">
              Liens utiles
            </h2>
            <ul className="footer-links">
              {listLinks.map((item) => (
                <li key={item.id}>
                  <FooterListLink item={item}>{item.link?.label || item.title}</FooterListLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      {logos.length > 0 ? (
        <ul className="footer-logos" aria-label="Labels et certifications">
          {logos.map((item) => (
            <li key={item.id}>
              <FooterListLink item={item}>
                {item.image ? (
                  <img
                    src={item.image.url}
                    alt={item.image.alt || item.title}
                    width={item.image.width}
                    height={item.image.height}
                    loading="lazy"
                    decoding="async"
                  />
                ) : (
                  item.title
                )}
              </FooterListLink>
            </li>
          ))}
        </ul>
      ) : null}
    </footer>
  );
}
