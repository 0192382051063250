import { data } from 'react-router'
import type { Route } from './+types/dev-outbox'
import { serverContext } from '#app/context.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { formatDateTime } from '#backend/contract/format-date.ts'
import { tAccount } from '#app/lib/messages-account.ts'

/**
 * Outside production: the SMS codes and mails the outbox stand-in "sent" (docs/integrations.md#outbox),
 * so the whole sign-up and reset flows work on a laptop with no provider. Production: 404.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.get(serverContext).env.NODE_ENV === 'production') throw data(null, { status: 404 })
  const outbox = await shopApi(context).devOutbox()
  if (!outbox.ok) throw data(null, { status: outbox.status === 404 ? 404 : 502 })
  return { entries: outbox.data.results.slice(0, 100) }
}

export const meta: Route.MetaFunction = () => [{ title: tAccount.outbox.title }, { name: 'robots', content: 'noindex' }]

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <section className="page narrow" aria-labelledby="outbox-title">
      <h1 id="outbox-title" className="page-title">
        {tAccount.outbox.title}
      </h1>
      <p className="field-hint">{tAccount.outbox.intro}</p>
      {loaderData.entries.length ? (
        <ol className="outbox-list">
          {loaderData.entries.map((entry, i) => (
            <li key={`${entry.sent_at}-${i}`} className="outbox-entry">
              <p className="outbox-meta">
                <span className="tag">{entry.kind === 'sms' ? tAccount.outbox.sms : tAccount.outbox.mail}</span> {entry.to}{' '}
                <time dateTime={entry.sent_at}>{formatDateTime(entry.sent_at)}</time>
              </p>
              {entry.subject ? <p className="outbox-subject">{entry.subject}</p> : null}
              <pre className="outbox-text">{entry.text}</pre>
            </li>
          ))}
        </ol>
      ) : (
        <p className="empty-state">{tAccount.outbox.empty}</p>
      )}
    </section>
  )
}
