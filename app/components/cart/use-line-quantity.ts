import { useCallback, useEffect, useRef, useState } from 'react'
import type { FetcherWithComponents } from 'react-router'
import { useAuthenticityToken } from '#app/components/csrf-input.tsx'
import { useHoldRepeat } from '#app/components/product/quantity-stepper.tsx'

type Line = { product_code: string; quantity: number; stock: number }

/**
 * A cart line's quantity with JS: shown optimistically from the line's pending post, stepped
 * while a +/- button is held (400 ms, then every 100 ms; pointer and keyboard) and committed once
 * with the final value. Without JS none of this runs: each button is a plain form post.
 */
export function useLineQuantity(line: Line, fetcher: FetcherWithComponents<unknown>) {
  const csrf = useAuthenticityToken()
  const [held, setHeld] = useState<number | null>(null)
  const heldRef = useRef<number | null>(null)
  const pressed = useRef(false)
  const direction = useRef<1 | -1>(1)
  // `base` is the quantity before the press (the line's pending post, if any: each of its forms
  // carries the quantity it leads to); `current` what the shopper sees during a press.
  const posted = fetcher.state === 'idle' ? Number.NaN : Number(fetcher.formData?.get('quantity'))
  const base = posted >= 1 ? Math.min(posted, line.stock) : line.quantity
  const current = held ?? base
  const max = Math.min(line.stock, 99)

  const commit = useCallback(
    (intent: string, quantity: number) => {
      fetcher.submit(
        { intent, product_code: line.product_code, quantity: String(quantity), csrf, redirectTo: '/cart' },
        { method: 'post', action: '/cart' },
      )
    },
    [fetcher, line.product_code, csrf],
  )

  const finishRef = useRef<() => void>(() => {})
  const step = useCallback(
    (delta: number) => {
      const next = Math.min(max, Math.max(1, (heldRef.current ?? 1) + delta))
      heldRef.current = next
      setHeld(next)
      // At a bound the button turns disabled and may never see its pointerup: commit there.
      if (next <= 1 || next >= max) queueMicrotask(() => finishRef.current())
    },
    [max],
  )
  const { press, release } = useHoldRepeat(step)

  const finish = useCallback(() => {
    release()
    const final = heldRef.current
    heldRef.current = null
    // One step is an increment/decrement like the no-JS buttons; a held run sets the final value.
    if (final !== null && final !== base) {
      commit(final === base + direction.current ? (direction.current > 0 ? 'increment' : 'decrement') : 'set-quantity', final)
    }
    setHeld(null)
  }, [release, commit, base])

  useEffect(() => {
    finishRef.current = finish
  }, [finish])

  /** Event handlers for a +/- button whose form posts `current + delta` without JS. */
  const holdHandlers = (delta: 1 | -1) => ({
    onPointerDown: (e: React.PointerEvent) => {
      if (e.button !== 0) return
      e.preventDefault()
      pressed.current = true
      direction.current = delta
      heldRef.current = current
      press(delta)
    },
    onPointerUp: finish,
    onPointerLeave: () => heldRef.current !== null && finish(),
    onPointerCancel: finish,
    onKeyDown: (e: React.KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return
      e.preventDefault()
      if (e.repeat) return
      pressed.current = true
      direction.current = delta
      heldRef.current = current
      press(delta)
    },
    onKeyUp: (e: React.KeyboardEvent) => {
      if (e.key !== 'Enter' && e.key !== ' ') return
      e.preventDefault()
      finish()
    },
    onClick: (e: React.MouseEvent) => {
      // The press already committed; a click with no press (assistive tech) steps once.
      e.preventDefault()
      if (pressed.current) pressed.current = false
      else commit(delta > 0 ? 'increment' : 'decrement', Math.min(max, Math.max(1, current + delta)))
    },
    onContextMenu: (e: React.MouseEvent) => e.preventDefault(),
  })

  return { quantity: current, max, holdHandlers, commit }
}
