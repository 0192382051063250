import { formatDateTime } from '#backend/contract/format-date.ts'
import { tOrders } from '#app/lib/messages-orders.ts'

/** docs/product-rules.md#order-statuses: the status history as a timeline, newest first, the current status marked. */
export function OrderTimeline({ history, current }: { history: Array<{ status: string; timestamp: string }>; current: string }) {
  const newestFirst = [...history].sort((a, b) => b.timestamp.localeCompare(a.timestamp))
  return (
    <section className="order-section" aria-labelledby="history-title">
      <h2 id="history-title">{tOrders.detail.history}</h2>
      <ol className="timeline" data-testid="order-timeline">
        {newestFirst.map((step, i) => {
          const isCurrent = i === 0 && step.status === current
          return (
            <li key={`${step.status}-${step.timestamp}`} className={isCurrent ? 'timeline-step is-current' : 'timeline-step'} aria-current={isCurrent ? 'step' : undefined}>
              <span className="timeline-status">{step.status}</span>
              {isCurrent ? <span className="timeline-current">{tOrders.detail.current}</span> : null}
              <time dateTime={step.timestamp}>{formatDateTime(step.timestamp)}</time>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
