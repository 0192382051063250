import { Link } from '#app/components/link.tsx'

/** An empty list or cart with the way back to the catalogue (orders, restock alerts, checkout). */
export function BrowseEmptyState({ message, linkText }: { message: string; linkText: string }) {
  return (
    <div className="empty-state">
      <p>{message}</p>
      <Link className="button" to="/products/1">
        {linkText}
      </Link>
    </div>
  )
}
