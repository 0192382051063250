import { useEffect, useRef } from 'react'
import { useFormAction, useNavigate, useSubmit } from 'react-router'
import { detectInAppBrowser } from '#app/lib/in-app-browser.ts'
import { tCheckout } from '#app/lib/messages-orders.ts'

/** `popup`: the parameters were asked for a popup opened by the tap (JS, normal browser). */
export type MapForm = { url: string; fields: Record<string, string>; tradeNo: string; popup: boolean }
type PopupRef = React.RefObject<Window | null>

const POPUP = 'ecpay-store-map'
/** The map form's id: its button sits in the checkout form, where the shopper tapped (forms do not nest). */
const MAP_FORM_ID = 'ecpay-map'
/** The store part of the checkout form: a post without JS comes back scrolled to it. */
export const STORE_STEP_ID = 'checkout-store'
/** docs/integrations.md#popup-or-same-window: the popup is watched every 500 ms; the store is asked for 500 ms after it closes. */
const POLL_MS = 500

/**
 * The 'choose store' button inside the checkout form. With JS in a normal browser the popup is
 * opened in the tap itself (so it is not blocked) and the map parameters are fetched; in in-app
 * browsers (popups break in webviews) the map then opens in this window; without JS it is a
 * plain post of the form, to the page's store part (the fragment), so the answer opens where the
 * shopper tapped and not at the top, far above the map button.
 */
export function StoreButton({ hasStore, popupRef }: { hasStore: boolean; popupRef: PopupRef }) {
  const submit = useSubmit()
  const action = useFormAction()
  const choose = (event: React.MouseEvent<HTMLButtonElement>) => {
    const form = event.currentTarget.form
    if (!form) return
    // Posted by hand: the recipient fields need not be valid yet to go and pick a store.
    event.preventDefault()
    popupRef.current = detectInAppBrowser(navigator.userAgent).inApp ? null : window.open('about:blank', POPUP, 'width=1024,height=768')
    const data = new FormData(form)
    data.set('intent', 'choose-store')
    data.set('flow', popupRef.current ? 'popup' : 'window')
    submit(data, { method: 'post' })
  }
  return (
    <button type="submit" name="intent" value="choose-store" formNoValidate formAction={`${action}#${STORE_STEP_ID}`} className="button button-outline" onClick={choose}>
      {hasStore ? tCheckout.changeStore : tCheckout.chooseStore}
    </button>
  )
}

/**
 * Closes the blank popup the tap opened when the answer brings no map (opening it too often, the
 * API down): the shopper reads why on the checkout page, not behind an empty window.
 */
export function useCloseRefusedPopup(popupRef: PopupRef, answer: { map: MapForm | null } | null) {
  useEffect(() => {
    if (!answer || answer.map) return
    popupRef.current?.close()
    popupRef.current = null
  }, [answer, popupRef])
}

/**
 * ECPay's map form (outside the checkout form: forms do not nest), its fields only. With JS it goes
 * by itself, into the popup when one is open, else into this window; without JS the shopper taps
 * MapStep's button. ECPay's reply brings them back to /checkout with the store.
 */
export function EcpayMapForm({ map, popupRef }: { map: MapForm; popupRef: PopupRef }) {
  const navigate = useNavigate()
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const win = popupRef.current
    const intoPopup = Boolean(win && !win.closed)
    form.target = intoPopup ? POPUP : '_self'
    form.submit()
    if (!intoPopup) return
    const timer = setInterval(() => {
      if (!win!.closed) return
      clearInterval(timer)
      setTimeout(() => navigate(`/checkout?merchant_trade_no=${encodeURIComponent(map.tradeNo)}`, { replace: true }), POLL_MS)
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [map, navigate, popupRef])
  return (
    <form ref={formRef} id={MAP_FORM_ID} method="post" action={map.url}>
      {Object.entries(map.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </form>
  )
}

/**
 * The next step, in the store picker under the button just tapped: the popup is open, or (no JS,
 * or a popup that could not open) a line saying what to do and the button that sends the map form.
 */
export function MapStep({ map }: { map: MapForm }) {
  if (map.popup) {
    return (
      <p className="field-hint" role="status">
        {tCheckout.mapOpening}
      </p>
    )
  }
  return (
    <div className="map-step">
      <p className="field-hint" role="status">
        {tCheckout.goToMapHint}
      </p>
      <button type="submit" form={MAP_FORM_ID} className="button button-large button-block">
        {tCheckout.goToMap}
      </button>
    </div>
  )
}
