/**
 * How wide each product picture is drawn, per layout (app.css), for `sizes`: the browser picks a
 * copy from the srcset before it lays the page out, so these must follow the CSS. Saying a little
 * more than the real width costs a few bytes; saying less makes the picture soft.
 */
export const PICTURE_SIZES = {
  // .product-grid: 2 columns on a phone (0.75rem padding and gap); from 769px beside the 240px
  // filters, 3 and from 1100px 4 columns (1.25rem padding, 1.5rem + 1rem gaps); at most 1240px wide.
  grid: '(min-width: 1240px) 222px, (min-width: 1100px) calc((100vw - 352px) / 4), (min-width: 769px) calc((100vw - 336px) / 3), calc(50vw - 18px)',
  // .carousel-track: 2.15 cards on a phone, 4 from 769px and 5 from 1100px.
  carousel: '(min-width: 1240px) 227px, (min-width: 1100px) calc((100vw - 107px) / 5), (min-width: 769px) calc((100vw - 91px) / 4), calc(46.5vw - 18px)',
  // .detail .gallery: 340px beside the facts from 769px. On a phone it is 42% of the modal, but
  // says the width of a grid card (a little more), so the browser picks the copy the card in the
  // list behind it picks: a modal link (as shared on LINE) downloads one copy of the card's
  // picture, not two (each was preloaded at high priority), and a modal opened from the list
  // needs no new one.
  detail: '(min-width: 769px) 340px, calc(50vw - 18px)',
  cartLine: '(min-width: 769px) 96px, 72px',
  orderItem: '59px',
  galleryThumb: '48px',
} as const
