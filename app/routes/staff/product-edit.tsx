import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { ExpectedInput } from '#app/components/expected-input.tsx'
import type { Route } from './+types/product-edit'
import { CheckboxField, Field, FormErrors, TextareaField } from '#app/components/forms.tsx'
import { CardPicture } from '#app/components/product/card-picture.tsx'
import { formatJpy, formatTwd } from '#app/lib/format.ts'
import { t as tShop } from '#app/lib/messages.ts'
import { tStaffProducts } from '#app/lib/messages-staff-products.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import { photoChanges } from '#app/lib/staff-product-photos.server.ts'
import { IMAGE_ACCEPT, NEW_PHOTOS_FIELD, productEditSchema, replaceField } from '#app/lib/staff-products-forms.ts'
import css from '#app/styles/staff-products.css?url'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { PRODUCT_CODE_PATTERN } from '#backend/contract/catalogue-values.ts'
import { editableFields, MAX_IMAGES, type StaffProduct } from '#backend/contract/staff-products.ts'
import { failureStatus } from '#app/lib/api/result.ts'
import { sayFilesNotKept } from '#app/lib/files-not-kept.server.ts'
import { revalidateOnConflict } from '#app/lib/revalidate-on-conflict.ts'
import { expectedValues, replyToConflict } from '#app/lib/stale-edit.server.ts'

const t = tStaffProducts.edit
const f = tStaffProducts.fields

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }]

export const meta: Route.MetaFunction = ({ params }) => pageMeta({ title: t.title(params.productCode.toUpperCase()) })

function codeOf(params: { productCode: string }) {
  if (!PRODUCT_CODE_PATTERN.test(params.productCode)) throw data({ message: t.notFound }, { status: 404 })
  return params.productCode.toUpperCase()
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await staffApi(context).products.get(codeOf(params))
  if (result.ok) return { product: result.data }
  if (result.status === 401) return logoutUnauthorized(request, context)
  throw data({ message: result.status === 404 ? t.notFound : tShop.errors.serverBody }, { status: result.status === 404 ? 404 : 502 })
}

/** The same fields as the form's inputs hold them. */
const formValues = (p: StaffProduct) => ({
  base_name: p.base_name,
  name_zh: p.name_zh ?? '',
  name_en: p.name_en ?? '',
  description: p.description,
  aliases: p.aliases.join('\n'),
  price_twd: String(p.price_twd),
  price_jpy: String(p.price_jpy),
  internal_stock: String(p.internal_stock),
  featured_rank: p.featured_rank === null ? '' : String(p.featured_rank),
  is_active: p.is_active ? 'on' : undefined,
})

/** Files never go back to the browser in a reply (they cannot be refilled anyway). */
const fileFields = (form: FormData) => [...new Set([...form.entries()].filter(([, v]) => v instanceof File).map(([k]) => k))]

/**
 * The form arrives as multipart (pictures): server/http-app.ts lets this page's bodies reach the
 * upload cap instead of the 16 KB of other forms. Text fields and pictures are saved in one call,
 * so a refused picture saves nothing and the page comes back with everything typed.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const code = codeOf(params)
  const form = await readForm(request)
  // Every refusal says under the pictures that chosen ones were not kept (app/lib/files-not-kept.server.ts).
  const refused = (result: SubmissionResult<string[]>, status: number) => data({ result: sayFilesNotKept(result, form, NEW_PHOTOS_FIELD) }, { status })
  const hideFields = fileFields(form)
  const submission = parseWithZod(form, { schema: productEditSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return refused(replyWithFormError(submission, csrfError, hideFields), 403)
  if (submission.status !== 'success') return refused(submission.reply({ hideFields }), 400)
  const { photos, main_photo, remove_photos, ...fields } = submission.value
  const pictures = photoChanges(form, { photos, main_photo, remove_photos })
  if (pictures && 'error' in pictures) {
    return refused(submission.reply({ fieldErrors: { [NEW_PHOTOS_FIELD]: [pictures.error] }, hideFields }), 400)
  }
  // Fields sent as the page showed them are left as they are now (docs/architecture.md#product-editor).
  const expected = expectedValues(form)
  // A new list of pictures goes with the ones the page showed: the API refuses it when they changed since.
  const shown = pictures ? { ...expected, images: photos.map(Number) } : expected
  const body = { ...fields, ...(shown ? { expected: shown } : {}), ...(pictures ? { images: pictures.images } : {}) }
  const api = staffApi(context).products
  const saved = await api.update(code, body, pictures?.uploads)
  if (!saved.ok) {
    if (saved.status === 401) return logoutUnauthorized(request, context)
    const fallback = saved.status === 413 ? tStaffProducts.create.tooLarge : t.failed
    const reply = replyWithApiFailure(submission, saved, { fallback, hideFields })
    const refilled = await replyToConflict(saved, reply, { sent: fields, expected, reload: () => api.get(code), formValues })
    if (refilled) return refused(refilled, 409)
    return refused(reply, failureStatus(saved))
  }
  const cookie = await flashNotice(request, context, { type: 'success', message: t.saved(code) })
  throw redirect(`/staff/products/${code}`, { status: 303, headers: { 'Set-Cookie': cookie } })
}

/** A 409 (changed meanwhile): the page is loaded again, so its hidden `expected` is what is there now. */
export const shouldRevalidate = revalidateOnConflict

/** A reply's values as sent: one value or several of a repeated field (the picture choices). */
const sentList = (value: unknown) => (Array.isArray(value) ? value.map(String) : value === undefined || value === null ? [] : [String(value)])

export default function StaffProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData
  return (
    <section className="staff-product-editor" aria-labelledby="product-edit-title">
      <p className="staff-back">
        <Link to="/staff/products">← {t.back}</Link>
      </p>
      <h1 id="product-edit-title" className="page-title">
        {t.title(product.product_code)}
      </h1>
      <div className="staff-product-layout">
        <aside className="staff-product-card" aria-label={t.card}>
          {product.image_url ? <CardPicture url={product.image_url} sizes="120px" alt={product.base_name} width={120} height={175} /> : null}
          <dl>
            <dt>{f.base_name}</dt>
            <dd>{product.base_name}</dd>
            {product.name_zh ? (
              <>
                <dt>{f.name_zh}</dt>
                <dd>{product.name_zh}</dd>
              </>
            ) : null}
            <dt>{f.card_number}</dt>
            <dd>{product.card_number}</dd>
            <dt>{f.rarity} / {f.condition}</dt>
            <dd>
              {product.rarity} / {product.condition}
            </dd>
            <dt>{f.language}</dt>
            <dd>{tStaffProducts.languages[product.language] ?? product.language}</dd>
            <dt>{f.category}</dt>
            <dd>{product.category}</dd>
          </dl>
          <p className="staff-product-status">
            <span className={product.is_active ? 'tag staff-tag-listed' : 'tag staff-tag-delisted'}>
              {product.is_active ? tStaffProducts.status.listed : tStaffProducts.status.delisted}
            </span>{' '}
            {formatTwd(product.price_twd)} · {formatJpy(product.price_jpy)}
          </p>
          {product.is_active ? <Link to={`/products/1/detail/${product.product_code}`}>{t.viewInShop}</Link> : null}
          <p>
            <Link to={`/staff/products/new?copy=${product.product_code}`}>{t.addCopy}</Link>
          </p>
          <p className="field-hint staff-product-identity">{t.identityHint}</p>
        </aside>
        {/* A new form after each save: the file inputs empty again, the pictures as saved. */}
        <EditForm key={product.updated_at} product={product} result={actionData?.result} />
      </div>
    </section>
  )
}

function EditForm({ product, result }: { product: StaffProduct; result: SubmissionResult<string[]> | undefined }) {
  const [form, fields] = useForm({
    id: `product-edit-${product.product_code}`,
    constraint: getZodConstraint(productEditSchema),
    lastResult: result,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productEditSchema }),
    defaultValue: formValues(product),
  })
  const pending = useNavigation().state === 'submitting'
  const number = (field: typeof fields.price_twd) => ({ ...getInputProps(field, { type: 'number' }), inputMode: 'numeric' as const, min: 0, step: 1 })
  const text = (field: typeof fields.base_name) => getInputProps(field, { type: 'text' })
  // A refused save comes back with the picture choices as they were sent (without JavaScript, a new page).
  const sent = result?.initialValue ?? null
  const removed = sentList(sent?.remove_photos)
  const main = sent ? String(sent.main_photo ?? '') : String(product.images[0]?.id ?? '')
  const photoErrors = result?.error?.[NEW_PHOTOS_FIELD] ?? undefined
  return (
    <Form method="post" encType="multipart/form-data" className="account-form staff-product-form" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      <ExpectedInput value={editableFields(product)} />
      <FormErrors id={form.errorId} errors={form.errors} />
      <fieldset>
        <legend>{t.cardLegend}</legend>
        <p className="field-hint">{t.cardHint(product.card_product_count)}</p>
        <Field label={f.base_name} inputProps={text(fields.base_name)} errors={fields.base_name.errors} />
        <Field label={f.name_zh} inputProps={text(fields.name_zh)} errors={fields.name_zh.errors} />
        <Field label={f.name_en} inputProps={text(fields.name_en)} errors={fields.name_en.errors} />
        <TextareaField label={f.description} textareaProps={{ ...getTextareaProps(fields.description), rows: 4 }} errors={fields.description.errors} />
        <TextareaField
          label={f.aliases}
          textareaProps={{ ...getTextareaProps(fields.aliases), rows: 5 }}
          errors={fields.aliases.errors}
          hint={t.aliasesHint}
        />
      </fieldset>
      <fieldset>
        <legend>{t.productLegend}</legend>
        <div className="field-row">
          <Field label={f.price_twd} inputProps={number(fields.price_twd)} errors={fields.price_twd.errors} />
          <Field label={f.price_jpy} inputProps={number(fields.price_jpy)} errors={fields.price_jpy.errors} />
        </div>
        <div className="field-row">
          <Field label={f.internal_stock} inputProps={number(fields.internal_stock)} errors={fields.internal_stock.errors} />
          <Field
            label={f.featured_rank}
            inputProps={{ ...number(fields.featured_rank), min: 1 }}
            errors={fields.featured_rank.errors}
          />
        </div>
        <p className="field-hint">{t.featuredHint}</p>
        <CheckboxField label={f.is_active} inputProps={getInputProps(fields.is_active, { type: 'checkbox' })} errors={fields.is_active.errors} />
        <p className="field-hint">{t.activeHint}</p>
      </fieldset>
      <fieldset>
        <legend>{t.photosLegend}</legend>
        <p className="field-hint">{t.photosHint(MAX_IMAGES)}</p>
        <ol className="staff-photo-list">
          {product.images.map((image, i) => (
            <li key={image.id} className="staff-photo">
              <input type="hidden" name="photos" value={image.id} />
              <CardPicture url={image.image_url} sizes="96px" alt={t.photo(i + 1)} width={96} height={140} />
              <fieldset className="staff-photo-controls">
                <legend>
                  {t.photo(i + 1)} {i === 0 ? <span className="tag">{t.mainPhoto}</span> : null}
                </legend>
                {product.images.length > 1 ? (
                  <label className="check">
                    <input type="radio" name="main_photo" value={image.id} defaultChecked={main === String(image.id)} />
                    {t.makeMain}
                  </label>
                ) : null}
                <label className="check">
                  <input type="checkbox" name="remove_photos" value={image.id} defaultChecked={removed.includes(String(image.id))} />
                  {t.removePhoto}
                </label>
                <label htmlFor={`${form.id}-${replaceField(image.id)}`}>{t.replacePhoto}</label>
                <input id={`${form.id}-${replaceField(image.id)}`} type="file" name={replaceField(image.id)} accept={IMAGE_ACCEPT} />
              </fieldset>
            </li>
          ))}
        </ol>
        <Field
          label={t.addPhotos}
          inputProps={{ id: `${form.id}-${NEW_PHOTOS_FIELD}`, name: NEW_PHOTOS_FIELD, type: 'file', accept: IMAGE_ACCEPT, multiple: true }}
          errors={photoErrors}
          hint={t.addHint(MAX_IMAGES - product.images.length, MAX_IMAGES)}
        />
      </fieldset>
      <button type="submit" className="button button-large button-block" disabled={pending}>
        {pending ? t.saving : t.save}
      </button>
    </Form>
  )
}
