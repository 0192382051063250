import { Link } from '#app/components/link.tsx'
import type { NewsItem } from '#backend/contract/catalogue.ts'
import { formatDate } from '#backend/contract/format-date.ts'

/** A news row card: cover, date, title and summary, the whole card one link. */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <li className="news-card">
      <Link to={`/news/${item.id}`} className="news-card-link">
        {item.image_url ? (
          <img src={item.image_url} alt="" width={240} height={126} loading="lazy" decoding="async" />
        ) : null}
        <span className="news-card-body">
          <time dateTime={item.publish_date}>{formatDate(item.publish_date)}</time>
          <span className="news-card-title">{item.title}</span>
          {item.summary ? <span className="news-card-summary">{item.summary}</span> : null}
        </span>
      </Link>
    </li>
  )
}
