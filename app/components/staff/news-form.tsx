/**
 * The article form of both the new- and the edit-article page. A multipart POST: the body is HTML
 * in Chinese, which URL-encoding would make three times bigger (server/http-app.ts gives these
 * pages a larger body limit for the same reason).
 */
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { ExpectedInput } from '#app/components/expected-input.tsx'
import { OnceKeyInput } from '#app/components/once-key-input.tsx'
import { NEWS_LIMITS, type newsEditableFields } from '#backend/contract/staff-news.ts'
import { CheckboxField, Field, FormErrors, TextareaField } from '#app/components/forms.tsx'
import { tStaffContent } from '#app/lib/messages-staff-content.ts'
import { newsFormSchema, type newsFormDefaults } from '#app/lib/staff-news-forms.ts'

type Props = {
  id: string
  /** A new article's one-time key (app/lib/once-key.ts); an edit needs none. */
  onceKey?: string
  defaultValue: ReturnType<typeof newsFormDefaults>
  /** An edit's article as the page shows it, sent back so a save leaves others' changes made meanwhile. */
  expected?: ReturnType<typeof newsEditableFields>
  lastResult?: SubmissionResult<string[]>
  submitLabel: string
}

const f = tStaffContent.editor.fields

export function NewsForm({ id, onceKey, defaultValue, expected, lastResult, submitLabel }: Props) {
  const [form, fields] = useForm({
    id,
    defaultValue,
    constraint: getZodConstraint(newsFormSchema),
    lastResult,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsFormSchema }),
  })
  const pending = useNavigation().state === 'submitting'
  return (
    <Form method="post" encType="multipart/form-data" className="news-form" {...getFormProps(form)}>
      <AuthenticityTokenInput />
      {onceKey ? <OnceKeyInput value={onceKey} /> : null}
      {expected ? <ExpectedInput value={expected} /> : null}
      <FormErrors id={form.errorId} errors={form.errors} />
      <Field label={f.title} inputProps={getInputProps(fields.title, { type: 'text' })} errors={fields.title.errors} />
      <TextareaField
        label={f.summary}
        hint={f.summaryHint}
        textareaProps={{ ...getTextareaProps(fields.summary), rows: 2 }}
        errors={fields.summary.errors}
      />
      <TextareaField
        label={f.content}
        hint={f.contentHint}
        textareaProps={{ ...getTextareaProps(fields.content), rows: 14, className: 'news-form-content', spellCheck: false }}
        errors={fields.content.errors}
      />
      <div className="field-row news-form-row">
        <Field
          label={f.publishDate}
          hint={f.publishDateHint}
          inputProps={getInputProps(fields.publish_date, { type: 'datetime-local' })}
          errors={fields.publish_date.errors}
        />
        <Field
          label={f.author}
          inputProps={{ ...getInputProps(fields.author, { type: 'text' }), autoComplete: 'name' }}
          errors={fields.author.errors}
        />
      </div>
      <Field
        label={f.imageUrl}
        hint={f.imageUrlHint}
        inputProps={{ ...getInputProps(fields.image_url, { type: 'text' }), inputMode: 'url', maxLength: NEWS_LIMITS.imageUrl }}
        errors={fields.image_url.errors}
      />
      <CheckboxField label={f.published} inputProps={getInputProps(fields.is_published, { type: 'checkbox' })} errors={fields.is_published.errors} />
      <div className="news-form-actions">
        <button type="submit" className="button button-large" disabled={pending}>
          {pending ? tStaffContent.editor.pending : submitLabel}
        </button>
        <Link to="/staff/news">{tStaffContent.editor.back}</Link>
      </div>
    </Form>
  )
}
