import { Suspense, use, useEffect, useRef, useState } from 'react'
import type { ProductCardData } from '#app/lib/product-card-data.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { CardAddForm } from '../product/card-add-form.tsx'
import { ProductCard, productCardMarkup } from '../product/product-card.tsx'
import { ChevronLeft, ChevronRight } from '../icons.tsx'

const SKELETONS = 5

/** A featured card opens its modal over the product list. */
const detailHref = (product: ProductCardData) => `/products/1/detail/${encodeURIComponent(product.product_code)}`

/**
 * This week's featured products: a CSS scroll-snap row that scrolls by touch or trackpad without
 * JS; with JS, arrow buttons page through it. `products` is an array in server HTML and a
 * promise only during a client-side navigation, when 5 skeleton cards stand in for it.
 */
export function FeaturedCarousel({ products }: { products: ProductCardData[] | Promise<ProductCardData[]> }) {
  return (
    <section className="home-section" aria-labelledby="featured-title">
      <div className="section-head">
        <h2 id="featured-title">{tPages.home.featuredTitle}</h2>
      </div>
      {Array.isArray(products) ? (
        // Already loaded (server HTML): no Suspense boundary, so no fallback is ever streamed.
        <CarouselTrack products={products} />
      ) : (
        <Suspense fallback={<CarouselTrack skeleton />}>
          <ArrivingTrack products={products} />
        </Suspense>
      )}
    </section>
  )
}

/**
 * The promise each loaded promise settles into: its products, or none when the call failed (an
 * empty carousel, not an error). One per promise, as React's `use` needs the same promise on every
 * render. React's own `use`, not React Router's `<Await>`: the shop shell, which /products/1 loads
 * too, then carries no Await (docs/architecture.md#performance-budgets).
 */
const settled = new WeakMap<Promise<ProductCardData[]>, Promise<ProductCardData[]>>()
function orNone(products: Promise<ProductCardData[]>) {
  let result = settled.get(products)
  if (!result) settled.set(products, (result = products.catch(() => [])))
  return result
}

function ArrivingTrack({ products }: { products: Promise<ProductCardData[]> }) {
  return <CarouselTrack products={use(orNone(products))} />
}

function CarouselTrack({ products, skeleton }: { products?: ProductCardData[]; skeleton?: boolean }) {
  const track = useRef<HTMLUListElement>(null)
  const [edges, setEdges] = useState({ start: true, end: false })
  useEffect(() => {
    const element = track.current
    if (!element) return
    const update = () =>
      setEdges({
        start: element.scrollLeft <= 4,
        end: element.scrollLeft + element.clientWidth >= element.scrollWidth - 4,
      })
    update()
    element.addEventListener('scroll', update, { passive: true })
    window.addEventListener('resize', update)
    return () => {
      element.removeEventListener('scroll', update)
      window.removeEventListener('resize', update)
    }
  }, [products])

  if (!skeleton && !products?.length) return <p className="empty-state">{tPages.home.featuredEmpty}</p>
  const scroll = (direction: 1 | -1) =>
    track.current?.scrollBy({ left: direction * track.current.clientWidth * 0.9, behavior: 'smooth' })
  return (
    <div className="carousel">
      <button type="button" className="carousel-arrow carousel-prev js-only" onClick={() => scroll(-1)} disabled={skeleton || edges.start} aria-label={tPages.home.previous}>
        <ChevronLeft />
      </button>
      <CardAddForm>
        <ul
          ref={track}
          className="carousel-track"
          aria-label={tPages.home.featuredTitle}
          aria-busy={skeleton || undefined}
          tabIndex={0}
          data-testid="featured-track"
          {...(skeleton
            ? {
                children: Array.from({ length: SKELETONS }, (_, i) => (
                  <li key={i} className="product-card skeleton" data-testid="skeleton-card" aria-hidden="true">
                    <span className="skeleton-image" />
                    <span className="skeleton-line" />
                    <span className="skeleton-line short" />
                  </li>
                )),
              }
            : // The server's text, the browser's elements: the same HTML (product-card.tsx).
              import.meta.env.SSR
              ? { dangerouslySetInnerHTML: { __html: products!.map((product) => productCardMarkup({ product, href: detailHref(product), layout: 'carousel' })).join('') } }
              : { children: products!.map((product) => <ProductCard key={product.product_code} product={product} href={detailHref(product)} layout="carousel" />) })}
        />
      </CardAddForm>
      <button type="button" className="carousel-arrow carousel-next js-only" onClick={() => scroll(1)} disabled={skeleton || edges.end} aria-label={tPages.home.next}>
        <ChevronRight />
      </button>
    </div>
  )
}
