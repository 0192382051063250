import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { OnceKeyInput } from '#app/components/once-key-input.tsx'
import type { Route } from './+types/product-new'
import { Field, FormErrors, SelectField, TextareaField } from '#app/components/forms.tsx'
import { t as tShop } from '#app/lib/messages.ts'
import { tStaffProducts } from '#app/lib/messages-staff-products.ts'
import { newOnceKey, onceKeyOf } from '#app/lib/once-key.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import { IMAGE_ACCEPT, productNewSchema } from '#app/lib/staff-products-forms.ts'
import css from '#app/styles/staff-products.css?url'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { CATEGORIES, CONDITIONS, LANGUAGES, RARITIES } from '#backend/contract/catalogue-values.ts'
import { ALIAS_JOINER } from '#backend/contract/card-aliases.ts'
import { MAX_IMAGES } from '#backend/contract/staff-products.ts'
import { PRODUCT_CODE_PATTERN } from '#backend/contract/catalogue-values.ts'
import { failureStatus } from '#app/lib/api/result.ts'
import { sayFilesNotKept } from '#app/lib/files-not-kept.server.ts'

const t = tStaffProducts.create
const f = tStaffProducts.fields
// Files never go back to the browser in a reply (they cannot be refilled anyway).
const HIDE = ['images']

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }]

export const meta: Route.MetaFunction = () => pageMeta({ title: t.title })

/**
 * Each load is a new form (its one-time key): sent twice it adds one product, and answers as the
 * first did. With ?copy=CODE (the editor's 新增這張卡的其他商品) the form starts with that product's
 * card words and printing, which a new product of its card number must repeat
 * (backend/catalogue/card-of-number.ts); an unknown code starts it empty.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const onceKey = newOnceKey()
  const code = url.searchParams.get('copy')?.trim().toUpperCase() ?? ''
  if (!PRODUCT_CODE_PATTERN.test(code)) return { onceKey, copy: null }
  const source = await staffApi(context).products.get(code)
  if (!source.ok && source.status === 401) return logoutUnauthorized(request, context)
  if (!source.ok) return { onceKey, copy: null }
  const p = source.data
  const words = { base_name: p.base_name, name_zh: p.name_zh ?? '', name_en: p.name_en ?? '', aliases: p.aliases.join('\n'), description: p.description }
  return { onceKey, copy: { code: p.product_code, values: { ...words, category: p.category, card_number: p.card_number, rarity: p.rarity, language: p.language } } }
}

/**
 * The form arrives as multipart (pictures): server/http-app.ts lets this page's bodies reach the
 * upload cap instead of the 16 KB of other forms; the CSRF token is one of its fields as usual.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  // Every refusal says under the pictures that chosen ones were not kept (app/lib/files-not-kept.server.ts).
  const refused = (result: SubmissionResult<string[]>, status: number) => data({ result: sayFilesNotKept(result, form, 'images') }, { status })
  const submission = parseWithZod(form, { schema: productNewSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return refused(replyWithFormError(submission, csrfError, HIDE), 403)
  if (submission.status !== 'success') return refused(submission.reply({ hideFields: HIDE }), 400)
  const onceKey = onceKeyOf(form)
  if (!onceKey) return refused(replyWithFormError(submission, tShop.errors.formExpired, HIDE), 400)

  const body = new FormData()
  for (const [key, value] of Object.entries(submission.value)) {
    // A list (the aliases) goes as the text the API splits again; String() would join it with commas.
    if (Array.isArray(value)) body.append(key, value.join(ALIAS_JOINER))
    else if (value !== null && value !== undefined) body.append(key, String(value))
  }
  for (const file of form.getAll('images')) if (file instanceof File && file.size > 0) body.append('images', file, file.name)
  const created = await staffApi(context).products.create(body, onceKey)
  if (!created.ok) {
    if (created.status === 401) return logoutUnauthorized(request, context)
    const reply = replyWithApiFailure(submission, created, { fallback: created.status === 413 ? t.tooLarge : t.failed, hideFields: HIDE })
    return refused(reply, failureStatus(created))
  }
  const code = created.data.product_code
  const cookie = await flashNotice(request, context, { type: 'success', message: t.created(code) })
  throw redirect(`/staff/products/${code}`, { status: 303, headers: { 'Set-Cookie': cookie } })
}

const pairs = (values: readonly string[], text: (v: string) => string = (v) => v) => values.map((v) => [v, text(v)] as const)

export default function StaffProductNew({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useForm({
    id: 'product-new',
    constraint: getZodConstraint(productNewSchema),
    lastResult: actionData?.result,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productNewSchema }),
    defaultValue: { language: 'JP', condition: 'S', ...loaderData.copy?.values },
  })
  const pending = useNavigation().state === 'submitting'
  const number = (field: typeof fields.price_twd) => ({ ...getInputProps(field, { type: 'number' }), inputMode: 'numeric' as const, min: 0, step: 1 })
  return (
    <section className="staff-product-editor" aria-labelledby="product-new-title">
      <p className="staff-back">
        <Link to="/staff/products">← {tStaffProducts.edit.back}</Link>
      </p>
      <h1 id="product-new-title" className="page-title">
        {t.title}
      </h1>
      {loaderData.copy ? <p className="field-hint">{t.copiedFrom(loaderData.copy.code)}</p> : null}
      <Form method="post" encType="multipart/form-data" className="account-form staff-product-form staff-product-new" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <OnceKeyInput value={loaderData.onceKey} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <fieldset>
          <legend>{tStaffProducts.edit.card}</legend>
          <Field label={f.base_name} inputProps={getInputProps(fields.base_name, { type: 'text' })} errors={fields.base_name.errors} />
          <Field label={f.name_zh} inputProps={getInputProps(fields.name_zh, { type: 'text' })} errors={fields.name_zh.errors} />
          <Field label={f.name_en} inputProps={getInputProps(fields.name_en, { type: 'text' })} errors={fields.name_en.errors} />
          <TextareaField
            label={f.aliases}
            textareaProps={{ ...getTextareaProps(fields.aliases), rows: 3 }}
            errors={fields.aliases.errors}
            hint={t.aliasesHint}
          />
          <SelectField
            label={f.category}
            selectProps={getSelectProps(fields.category)}
            options={pairs(CATEGORIES)}
            placeholder={tStaffProducts.choose}
            errors={fields.category.errors}
          />
          <TextareaField label={f.description} textareaProps={{ ...getTextareaProps(fields.description), rows: 4 }} errors={fields.description.errors} />
        </fieldset>
        <fieldset>
          <legend>{tStaffProducts.list.columns.product}</legend>
          <div className="field-row">
            <Field
              label={f.card_number}
              inputProps={{ ...getInputProps(fields.card_number, { type: 'text' }), autoCapitalize: 'characters' }}
              errors={fields.card_number.errors}
              hint={t.cardNumberHint}
            />
            <SelectField label={f.rarity} selectProps={getSelectProps(fields.rarity)} options={pairs(RARITIES)} placeholder={tStaffProducts.choose} errors={fields.rarity.errors} />
          </div>
          <div className="field-row">
            <SelectField label={f.condition} selectProps={getSelectProps(fields.condition)} options={pairs(CONDITIONS)} errors={fields.condition.errors} />
            <SelectField
              label={f.language}
              selectProps={getSelectProps(fields.language)}
              options={pairs(LANGUAGES, (v) => tStaffProducts.languages[v] ?? v)}
              errors={fields.language.errors}
            />
          </div>
          <Field
            label={f.product_code}
            inputProps={{ ...getInputProps(fields.product_code, { type: 'text' }), autoCapitalize: 'characters' }}
            errors={fields.product_code.errors}
            hint={t.productCodeHint}
          />
          <div className="field-row">
            <Field label={f.price_twd} inputProps={number(fields.price_twd)} errors={fields.price_twd.errors} />
            <Field label={f.price_jpy} inputProps={number(fields.price_jpy)} errors={fields.price_jpy.errors} />
          </div>
          <Field label={f.internal_stock} inputProps={number(fields.internal_stock)} errors={fields.internal_stock.errors} />
        </fieldset>
        <Field
          label={f.images}
          inputProps={{ id: `${form.id}-images`, name: 'images', type: 'file', accept: IMAGE_ACCEPT, multiple: true }}
          errors={actionData?.result && 'error' in actionData.result ? actionData.result.error?.images : undefined}
          hint={t.imagesHint(MAX_IMAGES)}
        />
        <button type="submit" className="button button-large button-block" disabled={pending}>
          {pending ? t.saving : t.submit}
        </button>
      </Form>
    </section>
  )
}
