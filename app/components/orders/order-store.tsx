import type { OrderDetail } from '#backend/contract/orders.ts'
import { tOrders } from '#app/lib/messages-orders.ts'

/** The pickup store of an order; staff also see the store number they look stores up by. */
export function OrderStore({ order, showStoreId = false }: { order: OrderDetail; showStoreId?: boolean }) {
  return (
    <div>
      <h2>{tOrders.detail.store}</h2>
      <p>
        7-ELEVEN {order.store_name}
        {showStoreId && order.store_id ? `（${order.store_id}）` : ''}
        {order.store_address ? (
          <>
            <br />
            {order.store_address}
          </>
        ) : null}
      </p>
    </div>
  )
}
