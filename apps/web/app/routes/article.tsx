import {
  type AppLoadContext,
  Link,
  type LoaderFunctionArgs,
  type MetaFunction,
  useLoaderData,
} from "react-router";
import { BlogGrid } from "../features/content/BlogCard";
import { ContentImage } from "../features/content/ContentImage";
import { orNotFound, requireCanonical } from "../features/content/detail.server";
import { formatDate, isoDay, readingTime } from "../features/content/format";
import { arianePath, articlePath, BLOG_PATH, folderPath } from "../features/content/paths";
import { requireNumericId } from "../features/layout/numeric-id.server";
import { PageLayout } from "../features/layout/PageLayout";
import { pageMeta } from "../features/seo/meta";
import { article as articleData, JsonLd } from "../features/seo/structured-data";
import { type RootData, rootDataOf, useRootData } from "../root-data";

/** /blog-conseils/{slug?}/{id}: an advice article, with Article and BreadcrumbList data. */
export async function loader({ context, params, request }: LoaderFunctionArgs<AppLoadContext>) {
  const { api } = context;
  const id = requireNumericId(params.id);
  const post = await orNotFound(api.blogArticle(id));
  requireCanonical(request, articlePath(post));
  const [ariane, sameFolder] = await Promise.all([
    api.blogAriane(id),
    api.blogList(post.folder?.id ?? null, { nbItem: 4 }),
  ]);
  return { post, ariane, related: sameFolder.blogs.filter((b) => b.id !== post.id).slice(0, 3) };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const root = rootDataOf(matches);
  if (!data) return [];
  const { post } = data;
  const tags = pageMeta(root?.info.name, post.title, post.excerpt);
  tags.push(
    { property: "article:published_time", content: post.publishedAt },
    { property: "article:modified_time", content: post.updatedAt },
  );
  if (post.cover && root) tags.push({ property: "og:image", content: `${root.origin}${post.cover.url}` });
  return tags;
};

/** Whether the article changed after the day it was published. */
const updatedLater = (publishedAt: string, updatedAt: string) => isoDay(updatedAt) > isoDay(publishedAt);

export default function ArticlePage() {
  const { post, ariane, related } = useLoaderData<typeof loader>();
  const { origin, nonce, info, values } = useRootData();
  const path = articlePath(post);
  const logo = info.logos.find((l: RootData["info"]["logos"][number]) => l.type === "LOGO");
  return (
    <PageLayout
      title={post.title}
      intro={
        <span className="article-meta">
          <span>Par {post.author}</span>
          <span aria-hidden="true"> · </span>
          <span>
            Publié le <time dateTime={isoDay(post.publishedAt)}>{formatDate(post.publishedAt)}</time>
          </span>
          <span aria-hidden="true"> · </span>
          <span>{readingTime(post.readingTime)}</span>
        </span>
      }
      ariane={ariane.map((step) => ({ name: step.name, path: arianePath(step) }))}
    >
      <JsonLd
        data={articleData(post, `${origin}${path}`, origin, {
          name: values.COMPANY_NAME ?? info.name,
          logo: logo?.onlineImage.url,
        })}
        nonce={nonce}
      />
      <article className="article">
        {post.cover ? (
          <figure className="article__cover">
            <ContentImage image={post.cover} priority />
          </figure>
        ) : null}
        <div className="prose article__body" dangerouslySetInnerHTML={{ __html: post.body }} />
        <footer className="article__footer">
          {updatedLater(post.publishedAt, post.updatedAt) ? (
            <p>
              Mis à jour le <time dateTime={isoDay(post.updatedAt)}>{formatDate(post.updatedAt)}</time>
            </p>
          ) : null}
          {post.folder ? (
            <p>
              Classé dans <Link to={folderPath(post.folder)}>{post.folder.name}</Link>
            </p>
          ) : null}
        </footer>
        <aside className="content-cta">
          <div>
            <p className="content-cta__title">Un projet en tête&nbsp;?</p>
            <p>
              Nos conducteurs de travaux viennent chez vous gratuitement et vous remettent un devis sous
              48&nbsp;h.
            </p>
          </div>
          <Link className="btn btn--accent" to="/demande-devis">
            Demander un devis gratuit
          </Link>
        </aside>
      </article>

      {related.length > 0 ? (
        <section className="related" aria-labelledby="article-a-lire">
          <div className="related__head">
            <h2 id="article-a-lire">À lire aussi</h2>
            <Link className="related__more" to={post.folder ? folderPath(post.folder) : BLOG_PATH}>
              {post.folder ? `Tous les articles « ${post.folder.name} »` : "Tous nos conseils"}
            </Link>
          </div>
          <BlogGrid articles={related} />
        </section>
      ) : null}
    </PageLayout>
  );
}
