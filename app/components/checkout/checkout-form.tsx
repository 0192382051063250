import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useRef } from 'react'
import type { z } from 'zod'
import { Form, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { OnceKeyInput } from '#app/components/once-key-input.tsx'
import { Field, FormErrors } from '#app/components/forms.tsx'
import { ProductTags } from '#app/components/product/product-tags.tsx'
import { track } from '#app/lib/analytics.ts'
import type { CartViewLine } from '#app/lib/cart-lines.server.ts'
import type { CartTotals } from '#app/lib/cart-totals.ts'
import { formatTwd } from '#app/lib/format.ts'
import { tCheckout } from '#app/lib/messages-orders.ts'
import { checkoutSchema } from '#app/lib/order-forms.ts'
import { RECIPIENT_LIMITS } from '#backend/contract/order-values.ts'
import { TW_MOBILE_INPUT_LENGTH } from '#backend/contract/tw-mobile.ts'
import { EcpayMapForm, MapStep, STORE_STEP_ID, StoreButton, useCloseRefusedPopup, type MapForm } from './store-picker.tsx'
import { CardPicture } from '#app/components/product/card-picture.tsx'
import { PICTURE_SIZES } from '#app/lib/picture-sizes.ts'

/** The hidden field with the cart as the page shows it; an order is placed only for that cart. */
export const CART_SHOWN_FIELD = 'cart_shown'

type Recipient = { recipient_name: string; recipient_phone: string; recipient_email: string }

type Props = {
  lines: CartViewLine[]
  totals: CartTotals
  store: { id: string; name: string; address: string; tradeNo: string } | null
  storeError: string | null
  /** The lines as shown, in the cart cookie's format (the action compares it with the cart then). */
  shown: string
  recipient: Recipient | null
  profile: Recipient
  idempotencyKey: string
  actionData: { result: SubmissionResult<string[]> | null; map: MapForm | null } | null
}

/**
 * Checkout (docs/storefront.md#checkout-and-orders): what is ordered and what it costs, who collects it,
 * at which 7-ELEVEN. One form: 'choose store' keeps the typed recipient on the server while the
 * shopper is at the map; 'place order' needs a store (disabled until then, refused by the server).
 */
export function CheckoutForm({ lines, totals, store, storeError, shown, recipient, profile, idempotencyKey, actionData }: Props) {
  const popupRef = useRef<Window | null>(null)
  useCloseRefusedPopup(popupRef, actionData)
  const [form, fields] = useForm<z.input<typeof checkoutSchema>>({
    id: 'checkout',
    constraint: getZodConstraint(checkoutSchema),
    lastResult: actionData?.result ?? undefined,
    defaultValue: recipient ?? undefined,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: checkoutSchema }),
  })
  const navigation = useNavigation()
  const placing = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'place-order'
  const began = useRef(false)
  useEffect(() => {
    if (began.current) return
    began.current = true
    track('begin_checkout', { value: totals.total, items: lines.map((l) => ({ item_id: l.product_code, item_name: l.name, price: l.price_twd, quantity: l.quantity })) })
  }, [lines, totals.total])

  const fillFromProfile = (checked: boolean) => {
    if (!checked) return
    // The member's own details replace what was refused, so their errors go: a plain update left
    // 「此欄位不可為空。」 under a filled name, and checking each at once read the others' old values.
    for (const name of ['recipient_name', 'recipient_phone', 'recipient_email'] as const) form.update({ name, value: profile[name], validated: false })
  }

  return (
    <>
      <section className="order-section" aria-labelledby="checkout-items">
        <h2 id="checkout-items">{tCheckout.items}</h2>
        <ul className="order-items">
          {lines.map((line) => (
            <li key={line.product_code} className="order-item">
              {line.image_url ? (
                <CardPicture url={line.image_url} sizes={PICTURE_SIZES.orderItem} alt="" width={59} height={86} className="order-item-image" />
              ) : null}
              <div className="order-item-body">
                <p className="order-item-name">{line.name}</p>
                <p className="order-item-meta">
                  <span className="card-number">{line.card_number}</span> {line.rarity} <ProductTags condition={line.condition} language={line.language} detailed />
                </p>
                <p className="order-item-price">
                  {formatTwd(line.price_twd)} × {line.quantity}
                  <strong>{formatTwd(line.line_total)}</strong>
                </p>
              </div>
            </li>
          ))}
        </ul>
        <dl className="order-totals">
          <div>
            <dt>商品小計</dt>
            <dd>{formatTwd(totals.subtotal)}</dd>
          </div>
          <div>
            <dt>運費</dt>
            <dd>{formatTwd(totals.shipping)}</dd>
          </div>
          <div className="order-total-row">
            <dt>總計</dt>
            <dd>{formatTwd(totals.total)}</dd>
          </div>
        </dl>
        {totals.deposit !== null ? (
          <p className="alert alert-info">本訂單商品金額超過 NT$2,000，訂單成立後 3 天內需先支付訂金 {formatTwd(totals.deposit)}，餘款於取貨時付清。</p>
        ) : null}
        <p className="field-hint">
          {tCheckout.payment}．{tCheckout.delivery}
        </p>
        <p>
          <Link to="/cart">{tCheckout.backToCart}</Link>
        </p>
      </section>

      <Form method="post" className="account-form checkout-form" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <OnceKeyInput value={idempotencyKey} />
        <input type="hidden" name={CART_SHOWN_FIELD} value={shown} />
        {store ? <input type="hidden" name="merchant_trade_no" value={store.tradeNo} /> : null}
        <FormErrors id={form.errorId} errors={form.errors} />

        <h2>{tCheckout.recipient}</h2>
        <label className="checkbox-row js-only">
          <input type="checkbox" onChange={(e) => fillFromProfile(e.currentTarget.checked)} />
          {tCheckout.sameAsProfile}
        </label>
        <button type="submit" name="intent" value="fill-profile" formNoValidate className="button button-secondary no-js-only">
          {tCheckout.fillFromProfile}
        </button>
        <Field label={tCheckout.recipient_name} inputProps={{ ...getInputProps(fields.recipient_name, { type: 'text' }), autoComplete: 'name', maxLength: RECIPIENT_LIMITS.name }} errors={fields.recipient_name.errors} />
        <Field
          label={tCheckout.recipient_phone}
          // As at registration: a keypad with +, any usual shape read as 09XXXXXXXX.
          inputProps={{ ...getInputProps(fields.recipient_phone, { type: 'tel' }), autoComplete: 'tel-national', inputMode: 'tel', maxLength: TW_MOBILE_INPUT_LENGTH }}
          errors={fields.recipient_phone.errors}
        />
        <Field
          label={tCheckout.recipient_email}
          inputProps={{ ...getInputProps(fields.recipient_email, { type: 'email' }), autoComplete: 'email', inputMode: 'email', maxLength: RECIPIENT_LIMITS.email }}
          errors={fields.recipient_email.errors}
        />

        <h2 id={STORE_STEP_ID}>{tCheckout.store}</h2>
        {storeError ? (
          <p className="alert alert-error" role="alert">
            {storeError}
          </p>
        ) : null}
        {store ? (
          <p className="picked-store" data-testid="picked-store">
            <strong>7-ELEVEN {store.name}</strong>
            <br />
            {store.address}
          </p>
        ) : (
          <p className="field-hint">{tCheckout.noStore}</p>
        )}
        {fields.merchant_trade_no.errors ? (
          <p className="field-error" role="alert">
            {fields.merchant_trade_no.errors[0]}
          </p>
        ) : null}
        <StoreButton hasStore={Boolean(store)} popupRef={popupRef} />
        {actionData?.map ? <MapStep map={actionData.map} /> : null}

        <button type="submit" name="intent" value="place-order" className="button button-large button-block" disabled={!store || placing}>
          {placing ? tCheckout.submitting : tCheckout.submit}
        </button>
      </Form>
      {actionData?.map ? <EcpayMapForm key={actionData.map.tradeNo} map={actionData.map} popupRef={popupRef} /> : null}
    </>
  )
}
