import { type ShouldRevalidateFunctionArgs } from 'react-router'
import { Link } from '#app/components/link.tsx'
import type { Route } from './+types/home'
import { FeaturedCarousel } from '#app/components/home/featured-carousel.tsx'
import { NewsCard } from '#app/components/news/news-card.tsx'
import { shopApi } from '#app/lib/api.server.ts'
import { t } from '#app/lib/messages.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { toCardData } from '#app/lib/product-card-data.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'
import { isDataRequest } from '#app/utils/redirect.server.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = shopApi(context)
  const origin = siteOrigin(request, context)
  // Featured failure is an empty carousel, never an error page (docs/storefront.md#error-messages).
  const featured = api.featuredProducts().then((r) => (r.ok ? r.data.map(toCardData) : []))
  const [news, fee] = await Promise.all([api.latestNews(), api.shippingFee()])
  return {
    origin,
    shippingFee: fee.ok ? fee.data.value : null,
    news: news.ok ? news.data : [],
    newsError: news.ok ? undefined : t.errors.newsLatest,
    // A browser navigating with JS gets the page at once and skeletons while featured loads;
    // a document request waits, so server HTML always holds the real cards.
    featured: isDataRequest(request) ? featured : await featured,
  }
}

/**
 * Adding a featured card to the cart (or closing the in-app banner) changes nothing on the home
 * page: reloading it put the row back to skeletons and lost the card's 'added' (as the list
 * pages, lib/catalogue-revalidate.ts, whose chunk the home page does not load).
 */
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formAction === '/cart' || formAction?.startsWith('/resources/')) return false
  return defaultShouldRevalidate
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({ canonical: loaderData ? `${loaderData.origin}/` : undefined })
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-inner">
          <h1 id="hero-title">{tPages.home.heroTitle}</h1>
          <p>{tPages.home.heroBody(loaderData.shippingFee)}</p>
          <Link to="/products/1" className="button button-large hero-cta">
            {tPages.home.heroCta}
          </Link>
        </div>
      </section>

      <section className="home-section" aria-labelledby="news-title">
        <div className="section-head">
          <h2 id="news-title">{tPages.home.newsTitle}</h2>
          <Link to="/news" className="section-more">
            {tPages.home.newsMore}
          </Link>
        </div>
        {loaderData.newsError ? (
          <p className="alert alert-error" role="alert">
            {loaderData.newsError}
          </p>
        ) : (
          <ul className="news-row">
            {loaderData.news.map((item) => (
              <NewsCard key={item.id} item={item} />
            ))}
          </ul>
        )}
      </section>

      <FeaturedCarousel products={loaderData.featured} />

      <section className="home-section why" aria-labelledby="why-title">
        <h2 id="why-title">{tPages.home.whyTitle}</h2>
        <ul className="why-list">
          {tPages.home.why.map((item, i) => (
            <li key={item.title}>
              <span className="why-number" aria-hidden="true">
                0{i + 1}
              </span>
              <h3>{item.title}</h3>
              <p>{item.body}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
