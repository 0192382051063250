import { getFormProps, getInputProps, getTextareaProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import type { Route } from './+types/product-edit'
import { CheckboxField, Field, FormErrors, TextareaField } from '#app/components/forms.tsx'
import { formatJpy, formatTwd } from '#app/lib/format.ts'
import { t as tShop } from '#app/lib/messages.ts'
import { tStaffProducts } from '#app/lib/messages-staff-products.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import { productEditSchema } from '#app/lib/staff-products-forms.ts'
import css from '#app/styles/staff-products.css?url'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { PRODUCT_CODE_PATTERN } from '#backend/contract/catalogue-values.ts'
import { failureStatus } from '#app/lib/api/result.ts'

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

export async function action({ request, context, params }: Route.ActionArgs) {
  const code = codeOf(params)
  const form = await readForm(request)
  const submission = parseWithZod(form, { schema: productEditSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return data({ result: replyWithFormError(submission, csrfError) }, { status: 403 })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const saved = await staffApi(context).products.update(code, submission.value)
  if (!saved.ok) {
    if (saved.status === 401) return logoutUnauthorized(request, context)
    const reply = replyWithApiFailure(submission, saved, { fallback: t.failed })
    return data({ result: reply }, { status: failureStatus(saved) })
  }
  const cookie = await flashNotice(request, context, { type: 'success', message: t.saved(code) })
  throw redirect(`/staff/products/${code}`, { status: 303, headers: { 'Set-Cookie': cookie } })
}

export default function StaffProductEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product } = loaderData
  const [form, fields] = useForm({
    id: `product-edit-${product.product_code}`,
    constraint: getZodConstraint(productEditSchema),
    lastResult: actionData?.result,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: productEditSchema }),
    defaultValue: {
      price_twd: String(product.price_twd),
      price_jpy: String(product.price_jpy),
      internal_stock: String(product.internal_stock),
      featured_rank: product.featured_rank === null ? '' : String(product.featured_rank),
      is_active: product.is_active ? 'on' : undefined,
      aliases: product.aliases.join('\n'),
    },
  })
  const pending = useNavigation().state === 'submitting'
  const number = (field: typeof fields.price_twd) => ({ ...getInputProps(field, { type: 'number' }), inputMode: 'numeric' as const, min: 0, step: 1 })
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
          {product.image_url ? <img src={product.image_url} alt={product.base_name} width={160} height={233} /> : null}
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
        </aside>
        <Form method="post" className="account-form staff-product-form" {...getFormProps(form)}>
          <AuthenticityTokenInput />
          <FormErrors id={form.errorId} errors={form.errors} />
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
          <TextareaField
            label={f.aliases}
            textareaProps={{ ...getTextareaProps(fields.aliases), rows: 5 }}
            errors={fields.aliases.errors}
            hint={t.aliasesHint}
          />
          <button type="submit" className="button button-large button-block" disabled={pending}>
            {pending ? t.saving : t.save}
          </button>
        </Form>
      </div>
    </section>
  )
}
