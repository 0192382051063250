import { useCallback, useEffect, useRef } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { tShop } from '#app/lib/messages-shopping.ts'
import { CloseIcon } from '../icons.tsx'
import { cardAnchorId } from './product-card.tsx'

type Props = {
  /** The background page (list or search with its query): where closing goes without history. */
  closeHref: string
  titleId: string
  /** The card to give focus back to when the modal closes. */
  productCode?: string
  children: React.ReactNode
}

/**
 * A product modal rendered on the server over its background page. Without JS it is a fixed
 * overlay whose close button and backdrop are links to the background. With JS it becomes a
 * real modal <dialog> (focus kept inside, Escape and backdrop close it); closing goes back one
 * step when it was opened from the background, else to the background URL.
 */
export function ProductModal({ closeHref, titleId, productCode, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  const location = useLocation()
  const openedOverBackground = (location.state as { modal?: boolean } | null)?.modal === true
  // Without history to go back to (no JS, or a shared link), closing lands on the card that was
  // opened instead of the top of the list.
  const backHref = productCode ? `${closeHref}#${cardAnchorId(encodeURIComponent(productCode))}` : closeHref

  const close = useCallback(() => {
    if (openedOverBackground) void navigate(-1)
    else void navigate(backHref, { preventScrollReset: true })
  }, [openedOverBackground, navigate, backHref])

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.matches(':modal')) {
      element.close()
      element.showModal()
    }
    const onCancel = (event: Event) => {
      event.preventDefault()
      close()
    }
    element.addEventListener('cancel', onCancel)
    return () => element.removeEventListener('cancel', onCancel)
  }, [close])

  useEffect(() => {
    if (!productCode) return
    return () => {
      requestAnimationFrame(() => document.getElementById(cardAnchorId(productCode))?.focus({ preventScroll: true }))
    }
  }, [productCode])

  const closeWithJs = (event: React.MouseEvent) => {
    event.preventDefault()
    close()
  }

  return (
    <dialog ref={dialog} open className="modal" aria-labelledby={titleId} data-testid="product-modal">
      <Link
        to={backHref}
        className="modal-backdrop"
        tabIndex={-1}
        aria-hidden="true"
        preventScrollReset
        onClick={closeWithJs}
      />
      <div className="modal-panel">
        <Link
          to={backHref}
          className="modal-close icon-button"
          aria-label={tShop.detail.close}
          preventScrollReset
          onClick={closeWithJs}
          data-testid="modal-close"
        >
          <CloseIcon size={22} />
        </Link>
        {children}
      </div>
    </dialog>
  )
}
