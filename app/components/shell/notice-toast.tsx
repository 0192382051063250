import { useEffect } from 'react'
import { track } from '#app/lib/analytics.ts'
import type { Notice } from '#app/utils/session.server.ts'

/** A one-time message after a form post (e.g. "added to cart"); fades out by CSS, no JS needed. */
export function NoticeToast({ notice }: { notice: Notice }) {
  // A form that ended in a redirect (login, sign-up) reports its analytics event here.
  useEffect(() => {
    if (notice.event) track(notice.event)
  }, [notice])
  return (
    <div className={`toast toast-${notice.type}`} role={notice.type === 'error' ? 'alert' : 'status'}>
      {notice.message}
    </div>
  )
}
