import { Fragment, useRef, useState } from 'react'
import { Form } from 'react-router'
import suggestUrl from 'virtual:search-suggest-url'
import type { SearchSuggest } from '../search/search-suggest.tsx'
import { t } from '#app/lib/messages.ts'
import { SearchIcon } from '../icons.tsx'

/**
 * The header's search box: a plain GET form to /search, which is all there is without
 * JavaScript. With it, the first focus or keystroke loads the suggestions (components/search/search-suggest.tsx,
 * a chunk of its own, so pages that never use the box do not carry it), which then enhance this
 * same input into a combobox: the element the shopper is typing in is never replaced.
 *
 * When the URL's query changes (a search, a suggestion, leaving /search), the box and the
 * suggestions attached to it start afresh under one key, the query. One key for the group, not
 * one each: React keeps an element's old siblings by key, so an input and suggestions both keyed
 * by the query made it lose track of the old input, which stayed in the header beside the new one
 * (and sent its value with the next search).
 */
export function HeaderSearch({ query }: { query: string }) {
  const input = useRef<HTMLInputElement>(null)
  const [Suggest, setSuggest] = useState<typeof SearchSuggest | null>(null)
  const requested = useRef(false)
  const enhance = () => {
    if (requested.current) return
    requested.current = true
    // By URL: see vite.config.ts (searchSuggestChunk) for why this is not import('../search/...').
    ;(import(/* @vite-ignore */ suggestUrl) as Promise<{ SearchSuggest: typeof SearchSuggest }>)
      .then((m) => setSuggest(() => m.SearchSuggest))
      // Offline or a new deploy: the box stays a plain search form; the next focus tries again.
      .catch(() => (requested.current = false))
  }
  return (
    <Form method="get" action="/search" className="header-search" role="search">
      <label htmlFor="site-search" className="visually-hidden">
        {t.nav.search}
      </label>
      <Fragment key={query}>
        <input
          ref={input}
          id="site-search"
          name="q"
          type="search"
          defaultValue={query}
          placeholder={t.nav.searchPlaceholder}
          enterKeyHint="search"
          autoComplete="off"
          maxLength={100}
          onFocus={enhance}
          onInput={enhance}
        />
        <button type="submit" className="header-search-button">
          <SearchIcon size={20} />
          <span className="visually-hidden">{t.nav.searchSubmit}</span>
        </button>
        {Suggest ? <Suggest input={input} /> : null}
      </Fragment>
    </Form>
  )
}
