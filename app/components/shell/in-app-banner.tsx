import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'
import { lineExternalUrl } from '#app/lib/in-app-browser.ts'
import { t } from '#app/lib/messages.ts'
import { useRootData } from '#app/lib/root-data.ts'
import { CloseIcon } from '../icons.tsx'

const FEEDBACK_MS = 2000

/**
 * Shown in LINE / Facebook / Instagram / Messenger / Twitter webviews (decided on the server).
 * Kept to one line so the first screen still shows products: a short text, one action (open in the
 * browser in LINE, else copy the link) and close. The link field for copying by hand appears only
 * when the clipboard refuses (JS) or inside a <details> disclosure (no JS). Closing is a form post
 * (a cookie), so it works without JS.
 */
export function InAppBanner({ line }: { line: boolean }) {
  const location = useLocation()
  const origin = useRootData()?.origin ?? ''
  const href = `${origin}${location.pathname}${location.search}`
  const fetcher = useFetcher()
  const [feedback, setFeedback] = useState<'copied' | 'failed' | null>(null)
  const field = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  // The field appears after a failed copy: select it then, ready for a long press.
  useEffect(() => {
    if (feedback === 'failed') field.current?.select()
  }, [feedback])

  if (fetcher.state !== 'idle' || fetcher.data) return null

  const show = (result: 'copied' | 'failed') => {
    setFeedback(result)
    clearTimeout(timer.current)
    // A failed copy keeps its field on screen; only the 'copied' note goes away after 2 s.
    if (result === 'copied') timer.current = setTimeout(() => setFeedback(null), FEEDBACK_MS)
  }
  const copy = async () => {
    try {
      // Where there is no clipboard (an insecure context, an old webview) this throws too.
      await navigator.clipboard.writeText(href)
      show('copied')
    } catch {
      show('failed')
      window.alert(t.banner.copyFailed)
    }
  }
  const linkField = (
    <label className="inapp-link">
      <span>{t.banner.linkLabel}</span>
      <input ref={field} readOnly value={href} onFocus={(e) => e.currentTarget.select()} />
    </label>
  )

  return (
    <aside className="inapp-banner" aria-label={t.banner.title} data-testid="inapp-banner">
      <div className="inapp-inner">
        <p className="inapp-text" title={t.banner.body}>
          <strong>{t.banner.title}</strong>
          <span className="inapp-short" role="status" aria-live="polite">
            {feedback === 'copied' ? t.banner.copied : feedback === 'failed' ? t.banner.copyFailed : t.banner.short}
          </span>
        </p>
        {line ? (
          <a className="button button-small" href={lineExternalUrl(href)}>
            {t.banner.openInBrowser}
          </a>
        ) : null}
        {feedback === 'failed' ? (
          <div className="inapp-manual">{linkField}</div>
        ) : (
          <>
            {line ? null : (
              <button type="button" className="button button-small js-only" onClick={copy}>
                {t.banner.copy}
              </button>
            )}
            {/* Without JS (no clipboard) the link is copied by hand from a field behind a disclosure. */}
            <details className="inapp-manual no-js-only">
              <summary className="button button-small button-outline">{t.banner.copy}</summary>
              {linkField}
            </details>
          </>
        )}
        <fetcher.Form method="post" action="/resources/in-app-banner" className="inapp-close">
          <AuthenticityTokenInput />
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <button type="submit" className="icon-button" aria-label={t.banner.close}>
            <CloseIcon size={20} />
          </button>
        </fetcher.Form>
      </div>
    </aside>
  )
}
