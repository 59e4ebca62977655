import type { Review } from "@vitrine/shared/schemas/content";
import { formatMonth, formatRating, isoDay, plural } from "./format";

/** Five stars filled up to the rating (a mean may fill one in part); read as "Note : 4,8 sur 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  const label = Number.isInteger(rating) ? String(rating) : formatRating(rating);
  return (
    <span
      className={["stars", className].filter(Boolean).join(" ")}
      role="img"
      aria-label={`Note : ${label} sur 5`}
    >
      <span className="stars__empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars__full" aria-hidden="true" style={{ width: filled }}>
        ★★★★★
      </span>
    </span>
  );
}

/** The mean rating and the number of reviews it rests on. */
export function ReviewsSummary({
  average,
  count,
  link,
}: {
  average: number;
  count: number;
  link?: string | null;
}) {
  return (
    <div className="reviews-summary">
      <p className="reviews-summary__score">
        <span className="reviews-summary__value">{formatRating(average)}</span>
        <span className="reviews-summary__max">/ 5</span>
      </p>
      <div className="reviews-summary__text">
        <Stars rating={average} />
        <p>
          Note moyenne de nos clients, sur {plural(count, "avis", "avis")}
          {link ? (
            <>
              {" "}
              ·{" "}
              <a href={link} target="_blank" rel="noopener noreferrer">
                Voir tous les avis
              </a>
            </>
          ) : null}
        </p>
      </div>
    </div>
  );
}

export function ReviewCard({ review }: { review: Review }) {
  return (
    <figure className="quote review">
      <Stars rating={review.rating} className="review__stars" />
      <blockquote>
        <p>{review.text}</p>
      </blockquote>
      {review.reply ? (
        <div className="review__reply">
          <p className="review__reply-title">Notre réponse</p>
          <p>{review.reply}</p>
        </div>
      ) : null}
      <figcaption>
        <strong>{review.author}</strong>
        <span className="review__meta">
          <time dateTime={isoDay(review.date)}>{formatMonth(`${review.date}T12:00:00Z`)}</time>
          {" · "}
          {review.source === "GOOGLE" ? "Avis Google" : "Avis laissé sur notre site"}
        </span>
      </figcaption>
    </figure>
  );
}

export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <div className="grid grid--3 content-grid">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </div>
  );
}
