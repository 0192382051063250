import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { AuthenticityTokenInput } from 'remix-utils/csrf/react'
import { lineExternalUrl } from '#app/lib/in-app-browser.ts'
import { t } from '#app/lib/messages.ts'
import { useRootData } from '#app/lib/root-data.ts'
import { CloseIcon } from '../icons.tsx'

const FEEDBACK_MS = 2000

/**
 * Shown in LINE / Facebook / Instagram / Messenger / Twitter webviews (decided on the server).
 * Copy-link uses the clipboard with JS; the link field below is the fallback for no JS and for
 * webviews that refuse clipboard access. Closing is a form post (a cookie), so it works without JS.
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

  if (fetcher.state !== 'idle' || fetcher.data) return null

  const show = (result: 'copied' | 'failed') => {
    setFeedback(result)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setFeedback(null), FEEDBACK_MS)
  }
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(href)
      show('copied')
    } catch {
      show('failed')
      field.current?.select()
      window.alert(t.banner.copyFailed)
    }
  }

  return (
    <aside className="inapp-banner" aria-label={t.banner.title} data-testid="inapp-banner">
      <div className="inapp-inner">
        <p className="inapp-text">
          <strong>{t.banner.title}</strong>
          <span>{t.banner.body}</span>
        </p>
        <div className="inapp-actions">
          <button type="button" className="button button-small js-only" onClick={copy}>
            {t.banner.copy}
          </button>
          {line ? (
            <a className="button button-small button-outline" href={lineExternalUrl(href)}>
              {t.banner.openInBrowser}
            </a>
          ) : null}
          <span className="inapp-feedback" role="status" aria-live="polite">
            {feedback === 'copied' ? t.banner.copied : feedback === 'failed' ? t.banner.copyFailed : ''}
          </span>
        </div>
        <label className={feedback === 'failed' ? 'inapp-link' : 'inapp-link no-js-only'}>
          <span>{t.banner.linkLabel}</span>
          <input ref={field} readOnly value={href} onFocus={(e) => e.currentTarget.select()} />
        </label>
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
