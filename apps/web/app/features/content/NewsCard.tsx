import { faXmark } from "@fortawesome/free-solid-svg-icons";
import type { News, Link as NewsLink } from "@vitrine/shared/schemas/content";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Icon } from "../icons/Icon";
import { hiddenPromotedNews, hidePromotedNews } from "../start-state/start-state";
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

/**
 * The promoted news item, as a wide card: picture beside the text. The visitor may close it: it
 * stays closed on every page and visit (start state's hide flag) until another item is promoted.
 */
export function PromotedNews({ news, headingLevel = 3 }: { news: News; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const [hidden, setHidden] = useState(false);
  // Closed before: the start script already hid it before the first paint.
  useEffect(() => setHidden(hiddenPromotedNews() === String(news.id)), [news.id]);
  if (hidden) return null;
  return (
    <article className="promoted-news" data-news-id={news.id}>
      <button
        type="button"
        className="promoted-news__close"
        aria-label={`Masquer l'actualité « ${news.title} »`}
        title="Masquer cette actualité"
        onClick={() => {
          hidePromotedNews(news.id);
          setHidden(true);
        }}
      >
        <Icon icon={faXmark} />
      </button>
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
