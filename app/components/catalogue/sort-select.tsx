import { Form, useSubmit } from 'react-router'
import { ORDERINGS } from '#backend/contract/catalogue-values.ts'
import { track } from '#app/lib/analytics.ts'
import type { CatalogueParams, CatalogueRoute } from '#app/lib/catalogue-url.ts'
import { t } from '#app/lib/messages.ts'
import { HiddenCatalogueFields } from './hidden-fields.tsx'
import { ownValue } from '#backend/contract/own-key.ts'

/** Sort select: with JS a change applies at once; without JS the 'apply sort' button does. */
export function SortSelect({ params, route }: { params: CatalogueParams; route: CatalogueRoute }) {
  const submit = useSubmit()
  return (
    <Form
      method="get"
      action={route.formAction}
      className="sort-form"
      onChange={(event) => {
        const select = event.target
        if (!(select instanceof HTMLSelectElement)) return
        track('apply_sort', { sort_by: select.value || 'default' })
        submit(event.currentTarget, { preventScrollReset: true })
      }}
    >
      <HiddenCatalogueFields params={params} extra={route.hidden} omit={['ordering']} />
      <label htmlFor="ordering">{t.sort.label}</label>
      <select id="ordering" name="ordering" key={params.ordering ?? ''} defaultValue={params.ordering ?? ''}>
        <option value="">{t.sort.default}</option>
        {ORDERINGS.map((o) => (
          <option key={o} value={o}>
            {ownValue(t.sort, o)}
          </option>
        ))}
      </select>
      <button type="submit" className="button button-small no-js-only">
        {t.sortApply}
      </button>
    </Form>
  )
}
