import type { FormEvent, ReactNode } from 'react'
import { useLocation, useSubmit } from 'react-router'
import { AuthenticityTokenInput } from '#app/components/csrf-input.tsx'

/** The fetcher of one card's add button: one per product, so quick taps on two cards both count. */
export const cardAddFetcherKey = (productCode: string) => `card-add:${productCode}`

/**
 * The one form behind the add buttons of a list of cards (product grid, home carousel): each
 * button sends its product's code as its own value (card-add-button.tsx). A form of four hidden
 * fields in every card was the costliest part of rendering a list page (issue 13).
 * Without JS a plain post that comes back to the tapped card on this list with a notice (the cart
 * action adds the card's anchor to a list's address); with JS each tap is posted through that
 * card's fetcher.
 */
export function CardAddForm({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation()
  const submit = useSubmit()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const button = (event.nativeEvent as SubmitEvent).submitter
    if (!(button instanceof HTMLButtonElement) || !button.value) return
    event.preventDefault()
    // Method and action are the form's, and the button adds its name and value.
    void submit(button, { navigate: false, fetcherKey: cardAddFetcherKey(button.value) })
  }
  return (
    <form method="post" action="/cart" onSubmit={onSubmit}>
      <AuthenticityTokenInput />
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {children}
    </form>
  )
}
