import { NavLink } from 'react-router'
import { tRestock } from '#app/lib/messages-restock.ts'

/** The account's pages side by side: the orders and the restock alerts. */
export function AccountTabs() {
  return (
    <nav className="account-tabs" aria-label={tRestock.tabs.label}>
      <NavLink to="/account/orders" end>
        {tRestock.tabs.orders}
      </NavLink>
      <NavLink to="/account/restock-alerts">{tRestock.tabs.alerts}</NavLink>
    </nav>
  )
}
