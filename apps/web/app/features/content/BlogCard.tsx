import type { BlogCard as BlogCardData } from "@vitrine/shared/schemas/content";
import { Link } from "react-router";
import { ContentImage } from "./ContentImage";
import { formatDate, isoDay, readingTime } from "./format";
import { articlePath } from "./paths";

/** Card of an advice article: cover, folder, title, excerpt, date and reading time. */
export function BlogCard({ article, headingLevel = 3 }: { article: BlogCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card content-card blog-card">
      {article.cover ? (
        <div className="card__media">
          <ContentImage image={article.cover} />
        </div>
      ) : null}
      <div className="card__body">
        {article.folder ? (
          <p className="content-card__meta">
            <span className="badge badge--soft">{article.folder.name}</span>
          </p>
        ) : null}
        <Heading className="content-card__title">
          <Link className="card__link" to={articlePath(article)}>
            {article.title}
          </Link>
        </Heading>
        <p>{article.excerpt}</p>
        <p className="content-card__footer">
          <time dateTime={isoDay(article.publishedAt)}>{formatDate(article.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingTime(article.readingTime)}</span>
        </p>
      </div>
    </article>
  );
}

export function BlogGrid({ articles, headingLevel }: { articles: BlogCardData[]; headingLevel?: 2 | 3 }) {
  return (
    <div className="grid grid--3 content-grid">
      {articles.map((article) => (
        <BlogCard key={article.id} article={article} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
