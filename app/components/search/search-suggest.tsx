/**
 * Suggestions under the header's search box (issue 12), loaded on first use by header-search.tsx.
 * The ARIA 1.2 combobox pattern on the existing input: the list is a listbox, the option under
 * the arrow keys is named by aria-activedescendant (focus stays in the box), Enter opens it,
 * Escape closes the list, and a live region says how many suggestions there are. Each option is
 * a link to the product, so a tap opens it. Enter without a chosen option submits the form as
 * without JavaScript.
 */
import { useEffect, useId, useRef, useState, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import { Link } from '#app/components/link.tsx'
import { SUGGEST_MIN_LENGTH } from '#backend/contract/catalogue-values.ts'
import type { Suggestion } from '#backend/contract/search-suggest.ts'
import { tSearch } from '#app/lib/messages-search.ts'

const t = tSearch.suggest
/** Quiet time after a keystroke before asking the shop: one request per pause, not per key. */
const DEBOUNCE_MS = 150

const productHref = (s: Suggestion, typed: string) =>
  `/search/detail/${encodeURIComponent(s.product_code)}?q=${encodeURIComponent(typed)}`

type State = { typed: string; items: Suggestion[]; open: boolean; active: number }
const CLOSED: State = { typed: '', items: [], open: false, active: -1 }

export function SearchSuggest({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const listId = useId()
  const optionId = (i: number) => `${listId}-option-${i}`
  const navigate = useNavigate()
  const [state, setState] = useState<State>(CLOSED)
  // The listeners below are attached once; they read the latest state from here.
  const current = useRef(state)
  useEffect(() => {
    current.current = state
  }, [state])
  const expanded = state.open && state.items.length > 0

  useEffect(() => {
    const box = input.current
    if (!box) return
    const answers = new Map<string, Suggestion[]>()
    let timer: ReturnType<typeof setTimeout> | undefined
    let request: AbortController | undefined

    const show = (typed: string, items: Suggestion[]) => setState({ typed, items, open: true, active: -1 })
    const close = () => setState((s) => ({ ...s, open: false, active: -1 }))

    const lookUp = () => {
      clearTimeout(timer)
      request?.abort()
      const typed = box.value.trim()
      if ([...typed].length < SUGGEST_MIN_LENGTH) return setState(CLOSED)
      const known = answers.get(typed)
      if (known) return show(typed, known)
      timer = setTimeout(async () => {
        const controller = (request = new AbortController())
        try {
          const response = await fetch(`/api/v1/search/suggest/?q=${encodeURIComponent(typed)}`, { signal: controller.signal })
          // A refused or failed lookup suggests nothing; the form still searches.
          const items = response.ok ? ((await response.json()) as { suggestions: Suggestion[] }).suggestions : []
          answers.set(typed, items)
          if (box.value.trim() === typed && document.activeElement === box) show(typed, items)
        } catch {
          // Aborted by the next keystroke, or offline: nothing to show.
        }
      }, DEBOUNCE_MS)
    }

    const onKeyDown = (event: KeyboardEvent) => {
      const { items, open, active, typed } = current.current
      if (event.isComposing) return
      const n = items.length
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!n) return
        event.preventDefault()
        const down = event.key === 'ArrowDown'
        const next = !open ? (down ? 0 : n - 1) : down ? (active + 1) % n : active <= 0 ? n - 1 : active - 1
        setState((s) => ({ ...s, open: true, active: next }))
      } else if (event.key === 'Enter' && open && active >= 0 && items[active]) {
        event.preventDefault()
        close()
        navigate(productHref(items[active], typed))
      } else if (event.key === 'Escape' && open && n) {
        // Closes the list only; a second Escape clears the box as the browser does.
        event.preventDefault()
        close()
      }
    }

    box.setAttribute('role', 'combobox')
    box.setAttribute('aria-autocomplete', 'list')
    box.setAttribute('aria-controls', listId)
    box.addEventListener('input', lookUp)
    box.addEventListener('focus', lookUp)
    box.addEventListener('keydown', onKeyDown)
    box.addEventListener('blur', close)
    // The keystroke or focus that loaded this module happened before it was listening.
    if (document.activeElement === box) lookUp()
    return () => {
      clearTimeout(timer)
      request?.abort()
      box.removeEventListener('input', lookUp)
      box.removeEventListener('focus', lookUp)
      box.removeEventListener('keydown', onKeyDown)
      box.removeEventListener('blur', close)
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant']) box.removeAttribute(name)
    }
  }, [input, listId, navigate])

  // What the box says about the list, kept in step with it.
  useEffect(() => {
    const box = input.current
    if (!box) return
    box.setAttribute('aria-expanded', String(expanded))
    if (expanded && state.active >= 0) box.setAttribute('aria-activedescendant', `${listId}-option-${state.active}`)
    else box.removeAttribute('aria-activedescendant')
  }, [input, listId, expanded, state.active])

  // The chosen option stays in view in a list taller than the screen.
  useEffect(() => {
    if (state.active >= 0) document.getElementById(`${listId}-option-${state.active}`)?.scrollIntoView({ block: 'nearest' })
  }, [listId, state.active])

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={t.label}
        className="search-suggest"
        hidden={!expanded}
        // A press on the list must not blur the box first, or the list would close under the finger.
        onMouseDown={(event) => event.preventDefault()}
      >
        {state.items.map((s, i) => (
          <li key={s.product_code} id={optionId(i)} role="option" aria-selected={i === state.active}>
            <Link to={productHref(s, state.typed)} tabIndex={-1} onClick={() => setState((x) => ({ ...x, open: false }))}>
              {s.image_url ? <img src={s.image_url} alt="" width={32} height={46} loading="lazy" decoding="async" /> : <span className="search-suggest-noimg" />}
              <span className="search-suggest-text">
                <span className="search-suggest-name">{s.base_name}</span>
                {s.name_zh ? <span className="search-suggest-sub">{s.name_zh}</span> : null}
                {s.matched_alias ? <span className="search-suggest-alias">{t.alias(s.matched_alias)}</span> : null}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">
        {state.open && state.typed ? t.count(state.items.length) : ''}
      </p>
    </>
  )
}
