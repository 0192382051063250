import { FILTER_KEYS, type CatalogueParams } from '#app/lib/catalogue-url.ts'

type Props = {
  params: CatalogueParams
  extra?: Record<string, string>
  /** Which parts of the state this form carries itself (and so must not repeat). */
  omit?: Array<'filters' | 'ordering' | 'stock_status'>
}

/** Carries the rest of the catalogue state through a GET form, so one control changes one thing. */
export function HiddenCatalogueFields({ params, extra = {}, omit = [] }: Props) {
  return (
    <>
      {Object.entries(extra).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {omit.includes('filters')
        ? null
        : FILTER_KEYS.flatMap((key) =>
            params[key].map((value) => <input key={`${key}:${value}`} type="hidden" name={key} value={value} />),
          )}
      {!omit.includes('stock_status') && params.stock_status ? (
        <input type="hidden" name="stock_status" value={params.stock_status} />
      ) : null}
      {!omit.includes('ordering') && params.ordering ? (
        <input type="hidden" name="ordering" value={params.ordering} />
      ) : null}
    </>
  )
}
