import type { Product } from '#backend/contract/catalogue.ts'
import { tShop } from '#app/lib/messages-shopping.ts'
import { PICTURE_SIZES } from '#app/lib/picture-sizes.ts'
import { ChevronLeft, ChevronRight } from '../icons.tsx'
import { CardPicture } from './card-picture.tsx'
import { CARD_IMAGE } from './product-card.tsx'

/** The pictures the gallery shows, first first: the product's pictures, else its own one. */
export function galleryImages(product: Pick<Product, 'product_images' | 'image_url'>) {
  return product.product_images.length
    ? product.product_images
    : product.image_url
      ? [{ id: 0, image_url: product.image_url, is_default: true }]
      : []
}

/**
 * The product's pictures. One radio input per picture and labels as previous/next arrows: the
 * browser's own form state switches pictures, so the gallery works without JavaScript and
 * without touching the URL. CSS shows the picture whose radio is checked.
 */
export function Gallery({ product }: { product: Product }) {
  const images = galleryImages(product)
  const name = `gallery-${product.product_code}`
  if (!images.length) return <div className="gallery gallery-empty" />
  const n = images.length
  return (
    <div className="gallery" data-count={n}>
      {images.map((image, i) => (
        <input
          key={`radio-${image.id}`}
          type="radio"
          name={name}
          id={`${name}-${i}`}
          className={`gallery-radio gallery-radio-${i}`}
          defaultChecked={i === 0}
          aria-label={tShop.detail.imageOf(i + 1, n)}
        />
      ))}
      <div className="gallery-slides">
        {images.map((image, i) => (
          <figure key={image.id} className={`gallery-slide gallery-slide-${i}`}>
            {/* The first picture is the modal's largest paint: never lazy, fetched first. */}
            <CardPicture
              url={image.image_url}
              sizes={PICTURE_SIZES.detail}
              alt={`${product.base_name}（${tShop.detail.imageOf(i + 1, n)}）`}
              width={CARD_IMAGE.width * 1.5}
              height={CARD_IMAGE.height * 1.5}
              priority={i === 0 ? 'high' : 'lazy'}
            />
            {n > 1 ? (
              <div className="gallery-nav">
                <label htmlFor={`${name}-${(i - 1 + n) % n}`} className="gallery-arrow" title={tShop.detail.previousImage}>
                  <ChevronLeft size={22} />
                  <span className="visually-hidden">{tShop.detail.previousImage}</span>
                </label>
                <span className="gallery-counter" aria-hidden="true">
                  {i + 1} / {n}
                </span>
                <label htmlFor={`${name}-${(i + 1) % n}`} className="gallery-arrow" title={tShop.detail.nextImage}>
                  <ChevronRight size={22} />
                  <span className="visually-hidden">{tShop.detail.nextImage}</span>
                </label>
              </div>
            ) : null}
          </figure>
        ))}
      </div>
      {n > 1 ? (
        <div className="gallery-thumbs" aria-hidden="true">
          {images.map((image, i) => (
            <label key={image.id} htmlFor={`${name}-${i}`} className={`gallery-thumb gallery-thumb-${i}`}>
              <CardPicture url={image.image_url} sizes={PICTURE_SIZES.galleryThumb} alt="" width={48} height={70} />
            </label>
          ))}
        </div>
      ) : null}
    </div>
  )
}
