import type { ProductCardData } from '#app/lib/product-card-data.ts'
import { CardAddForm } from './card-add-form.tsx'
import { ProductCard } from './product-card.tsx'

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
      <ul className="product-grid" aria-label={label}>
        {products.map((product, i) => (
          <ProductCard
            key={product.product_code}
            product={product}
            href={detailHref(product)}
            priority={i === 0 ? 'high' : i < 4 ? 'eager' : 'lazy'}
          />
        ))}
      </ul>
    </CardAddForm>
  )
}
