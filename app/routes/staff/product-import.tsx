import { getFormProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { EXPECTED_FIELD, ExpectedInput } from '#app/components/expected-input.tsx'
import type { Route } from './+types/product-import'
import { Field, FormErrors } from '#app/components/forms.tsx'
import { tStaffProducts } from '#app/lib/messages-staff-products.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { staffApi } from '#app/lib/staff-api.server.ts'
import { importConfirmSchema, importPreviewSchema } from '#app/lib/staff-products-forms.ts'
import css from '#app/styles/staff-products.css?url'
import { checkCsrf, readForm } from '#app/utils/csrf.server.ts'
import { replyWithApiFailure, replyWithFormError } from '#app/utils/form-reply.server.ts'
import { flashNotice } from '#app/utils/session.server.ts'
import { logoutUnauthorized } from '#app/utils/user.server.ts'
import { CSV_COLUMNS, type ImportReport } from '#backend/contract/staff-products.ts'
import { failureStatus } from '#app/lib/api/result.ts'

const t = tStaffProducts.import
const HIDE = ['file']
/** The confirm form's carried file and preview: not echoed back in a reply. */
const CONFIRM_HIDE = ['csv', EXPECTED_FIELD]

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: css }]

export const meta: Route.MetaFunction = () => pageMeta({ title: t.title })

const csvFile = (bytes: Uint8Array<ArrayBuffer>) => new File([bytes], 'import.csv', { type: 'text/csv' })
type Step = 'preview' | 'import'
type Reply = ReturnType<typeof replyWithFormError>
/** Every answer of the action has one shape, so the page reads it without narrowing. */
const answer = (step: Step, result: Reply, status: number, extra: { report?: ImportReport; csv?: string; rowErrors?: string[] } = {}) =>
  data({ step, result, report: extra.report ?? null, csv: extra.csv ?? null, rowErrors: extra.rowErrors ?? [] }, { status })

/**
 * Two steps, both plain POST forms: `preview` uploads the file for a dry run and answers the
 * report with the file itself (base64) in the confirm form; `import` sends that same file for
 * real. The API checks every row again inside its transaction, so a stale preview cannot slip
 * a bad row in; with the file goes what the preview saw (`expected`), so a cell the preview
 * showed unchanged cannot put back a stock that sold meanwhile (a 409 says to preview again when
 * the file changes what changed meanwhile). Bodies here may reach the upload cap (server/http-app.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request)
  const api = staffApi(context).products
  if (form.get('intent') === 'import') {
    const submission = parseWithZod(form, { schema: importConfirmSchema })
    const csrfError = await checkCsrf(form, request, context)
    if (csrfError) return answer('import', replyWithFormError(submission, csrfError, CONFIRM_HIDE), 403)
    if (submission.status !== 'success') return answer('import', submission.reply({ hideFields: CONFIRM_HIDE }), 400)
    const body = new FormData()
    body.append('file', csvFile(new Uint8Array(Buffer.from(submission.value.csv, 'base64'))))
    if (submission.value.expected) body.append(EXPECTED_FIELD, submission.value.expected)
    const imported = await api.importCsv(body)
    if (!imported.ok) {
      if (imported.status === 401) return logoutUnauthorized(request, context)
      // Every bad row, not only the first: staff fix them all in one go.
      const rowErrors = imported.fieldErrors.row_errors ?? []
      const reply = replyWithApiFailure(submission, { ...imported, fieldErrors: {} }, { fallback: t.failed, hideFields: CONFIRM_HIDE })
      return answer('import', reply, failureStatus(imported), { rowErrors })
    }
    const cookie = await flashNotice(request, context, { type: 'success', message: t.done(imported.data.summary) })
    throw redirect('/staff/products', { status: 303, headers: { 'Set-Cookie': cookie } })
  }

  const submission = parseWithZod(form, { schema: importPreviewSchema })
  const csrfError = await checkCsrf(form, request, context)
  if (csrfError) return answer('preview', replyWithFormError(submission, csrfError, HIDE), 403)
  if (submission.status !== 'success') return answer('preview', submission.reply({ hideFields: HIDE }), 400)
  const bytes = new Uint8Array(await submission.value.file.arrayBuffer())
  const body = new FormData()
  body.append('file', csvFile(bytes))
  body.append('dry_run', '1')
  const preview = await api.importCsv(body)
  if (!preview.ok) {
    if (preview.status === 401) return logoutUnauthorized(request, context)
    const reply = replyWithApiFailure(submission, preview, { fallback: t.failed, hideFields: HIDE })
    return answer('preview', reply, failureStatus(preview))
  }
  const report = preview.data
  return answer('preview', submission.reply({ hideFields: HIDE }), report.errors.length ? 400 : 200, {
    report,
    csv: Buffer.from(bytes).toString('base64'),
  })
}

export default function StaffProductImport({ actionData }: Route.ComponentProps) {
  const preview = actionData?.step === 'preview' ? actionData : undefined
  const confirm = actionData?.step === 'import' ? actionData : undefined
  const [form, fields] = useForm({
    id: 'product-import',
    constraint: getZodConstraint(importPreviewSchema),
    lastResult: preview?.result,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: importPreviewSchema }),
  })
  const navigation = useNavigation()
  const intent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const report = preview?.report
  const csv = preview?.csv
  const canImport = report && !report.errors.length && report.summary.create + report.summary.update > 0
  return (
    <section className="staff-product-import" aria-labelledby="product-import-title">
      <p className="staff-back">
        <Link to="/staff/products">← {tStaffProducts.edit.back}</Link>
      </p>
      <h1 id="product-import-title" className="page-title">
        {t.title}
      </h1>
      <p>{t.intro}</p>
      <details className="staff-import-help">
        <summary>{t.columnsTitle}</summary>
        <p>
          <code>{CSV_COLUMNS.join(',')}</code>
        </p>
        <ul>
          {t.columnsHelp.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>

      <Form method="post" encType="multipart/form-data" className="account-form staff-import-form" {...getFormProps(form)}>
        <AuthenticityTokenInput />
        <input type="hidden" name="intent" value="preview" />
        <FormErrors id={form.errorId} errors={form.errors} />
        <Field
          label={t.file}
          inputProps={{ id: fields.file.id, name: fields.file.name, type: 'file', accept: '.csv,text/csv', required: true }}
          errors={fields.file.errors}
        />
        <button type="submit" className="button button-block" disabled={intent === 'preview'}>
          {intent === 'preview' ? t.previewing : t.preview}
        </button>
      </Form>

      {confirm ? (
        <div className="alert alert-error" role="alert">
          {(confirm.result.error?.[''] ?? []).map((m) => (
            <p key={m}>{m}</p>
          ))}
          {confirm.rowErrors.length ? (
            <ul>
              {confirm.rowErrors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      {report ? <ImportReportView report={report} /> : null}

      {canImport && csv ? (
        <Form method="post" encType="multipart/form-data" className="staff-import-confirm">
          <AuthenticityTokenInput />
          <input type="hidden" name="intent" value="import" />
          <input type="hidden" name="csv" value={csv} />
          <ExpectedInput value={report.expected} />
          <button type="submit" className="button button-large" disabled={intent === 'import'}>
            {intent === 'import' ? t.importing : t.confirm}
          </button>
        </Form>
      ) : null}
    </section>
  )
}

function ImportReportView({ report }: { report: ImportReport }) {
  return (
    <section className="staff-import-report" aria-labelledby="import-report-title">
      <h2 id="import-report-title">{t.reportTitle}</h2>
      <p className="staff-import-summary">{t.summary(report.summary)}</p>
      {report.errors.length ? (
        <div className="alert alert-error" role="alert">
          <p>{t.errorsTitle(report.errors.length)}</p>
          <table className="staff-table staff-import-errors">
            <thead>
              <tr>
                <th scope="col">{t.columns.row}</th>
                <th scope="col">{t.columns.column}</th>
                <th scope="col">{t.columns.message}</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((e, i) => (
                <tr key={i}>
                  <td>{e.row}</td>
                  <td>{e.column ?? ''}</td>
                  <td>{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {report.rows.length ? (
        <table className="staff-table staff-import-rows">
          <thead>
            <tr>
              <th scope="col">{t.columns.row}</th>
              <th scope="col">{t.columns.code}</th>
              <th scope="col">{t.columns.action}</th>
              <th scope="col">{t.columns.changes}</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((r) => (
              <tr key={r.row} className={`is-${r.action}`}>
                <td>{r.row}</td>
                <td>{r.product_code}</td>
                <td>{t.actions[r.action]}</td>
                <td>
                  {Object.entries(r.changes).map(([field, c]) => (
                    <div key={field}>{r.action === 'create' ? t.created(field, c.to) : t.change(field, c.from, c.to)}</div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t.nothingToDo}</p>
      )}
    </section>
  )
}
