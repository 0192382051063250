import { redirect } from 'react-router'

/** /staff opens the orders board: answering orders is what staff come for. */
export function loader() {
  return redirect('/staff/orders')
}
