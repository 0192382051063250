import type { ProductCardData } from '#app/lib/product-card-data.ts'
import { CardAddForm } from './card-add-form.tsx'
import { ProductCard, productCardMarkup } from './product-card.tsx'

type Props = {
  products: ProductCardData[]
  /** Link of one product's detail modal over this page. */
  detailHref: (product: ProductCardData) => string
  label: string
}

/** Two columns on a phone, four or five on a desktop; the first row loads eagerly. */
export function ProductGrid({ products, detailHref, label }: Props) {
  return (
    <CardAddForm>
      <ul
        className="product-grid"
        aria-label={label}
        // The server's text, the browser's elements: the same HTML (product-card.tsx).
        {...(import.meta.env.SSR
          ? { dangerouslySetInnerHTML: { __html: products.map((product, place) => productCardMarkup({ product, href: detailHref(product), place })).join('') } }
          : { children: products.map((product, place) => <ProductCard key={product.product_code} product={product} href={detailHref(product)} place={place} />) })}
      />
    </CardAddForm>
  )
}
