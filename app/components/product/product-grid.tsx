import type { Product } from '#backend/contract/catalogue.ts'
import { CardAddForm } from './card-add-form.tsx'
import { ProductCard } from './product-card.tsx'

type Props = {
  products: Product[]
  /** Link of one product's detail modal over this page. */
  detailHref: (product: Product) => string
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
