import type { News, Link as NewsLink } from "@vitrine/shared/schemas/content";
import { Link } from "react-router";
import { ContentImage } from "./ContentImage";
import { formatDate, isoDay } from "./format";

/** A link of the content: client-side for the site's own paths, a plain link elsewhere. */
export function ContentLink({ link, className }: { link: NewsLink; className?: string }) {
  if (link.url.startsWith("/") && !link.url.startsWith("//")) {
    return (
      <Link className={className} to={link.url}>
        {link.label}
      </Link>
    );
  }
  return (
    <a className={className} href={link.url} target="_blank" rel="noopener noreferrer">
      {link.label}
    </a>
  );
}

function NewsDate({ news }: { news: News }) {
  return <time dateTime={isoDay(news.publishedAt)}>{formatDate(news.publishedAt)}</time>;
}

/** The promoted news item, as a wide card: picture beside the text. */
export function PromotedNews({ news, headingLevel = 3 }: { news: News; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="promoted-news">
      {news.image ? (
        <div className="promoted-news__media">
          <ContentImage image={news.image} />
        </div>
      ) : null}
      <div className="promoted-news__body">
        <p className="promoted-news__kicker">
          <span className="badge">À la une</span> <NewsDate news={news} />
        </p>
        <Heading>{news.title}</Heading>
        <p>{news.summary}</p>
        {news.link ? (
          <div className="btn-row">
            <ContentLink className="btn btn--primary" link={news.link} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function NewsCard({ news, headingLevel = 3 }: { news: News; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card content-card news-card">
      {news.image ? (
        <div className="card__media">
          <ContentImage image={news.image} />
        </div>
      ) : null}
      <div className="card__body">
        <p className="content-card__footer">
          <NewsDate news={news} />
        </p>
        <Heading className="content-card__title">{news.title}</Heading>
        <p>{news.summary}</p>
        {news.link ? (
          <p className="news-card__link">
            <ContentLink link={news.link} />
          </p>
        ) : null}
      </div>
    </article>
  );
}

export function NewsGrid({ items }: { items: News[] }) {
  return (
    <div className="grid grid--3 content-grid">
      {items.map((news) => (
        <NewsCard key={news.id} news={news} />
      ))}
    </div>
  );
}
