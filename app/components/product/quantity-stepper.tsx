import { useCallback, useEffect, useRef, useState } from 'react'
import { tShop } from '#app/lib/messages-shopping.ts'

type Props = { max: number; name?: string; id: string }

const HOLD_DELAY_MS = 400
const REPEAT_MS = 100

/** Calls `step` once on press, then every 100 ms after the button was held for 400 ms. */
export function useHoldRepeat(step: (delta: number) => void) {
  const timers = useRef<{ delay?: ReturnType<typeof setTimeout>; repeat?: ReturnType<typeof setInterval> }>({})
  const release = useCallback(() => {
    clearTimeout(timers.current.delay)
    clearInterval(timers.current.repeat)
  }, [])
  const press = useCallback(
    (delta: number) => {
      release()
      step(delta)
      timers.current.delay = setTimeout(() => {
        timers.current.repeat = setInterval(() => step(delta), REPEAT_MS)
      }, HOLD_DELAY_MS)
    },
    [step, release],
  )
  useEffect(() => release, [release])
  return { press, release }
}

/**
 * Quantity input with -/+ buttons (docs/storefront.md#cart-page: holding a button repeats every 100 ms after 400 ms).
 * The input stays uncontrolled, so what a shopper types before the page is hydrated is kept;
 * without JS the plain number input (min 1, max stock) does the job and the buttons are hidden.
 */
export function QuantityStepper({ max, name = 'quantity', id }: Props) {
  const input = useRef<HTMLInputElement>(null)
  // Only used to disable a button at a bound; the input itself holds the quantity.
  const [value, setValue] = useState(1)
  const clamp = useCallback((n: number) => Math.min(max, Math.max(1, Number.isFinite(n) ? Math.floor(n) : 1)), [max])
  const step = useCallback(
    (delta: number) => {
      const element = input.current
      if (!element) return
      const next = clamp(clamp(Number.parseInt(element.value, 10)) + delta)
      element.value = String(next)
      setValue(next)
    },
    [clamp],
  )
  const { press, release } = useHoldRepeat(step)
  useEffect(() => {
    if (input.current) setValue(clamp(Number.parseInt(input.current.value, 10)))
  }, [clamp])
  // At a bound the button turns disabled and may never see pointerup: stop repeating there.
  useEffect(() => {
    if (value <= 1 || value >= max) release()
  }, [value, max, release])

  return (
    <div className="stepper">
      <StepButton label={tShop.detail.decrease} disabled={value <= 1} onPress={() => press(-1)} onRelease={release} onStep={() => step(-1)}>
        −
      </StepButton>
      <input
        ref={input}
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={1}
        max={max}
        step={1}
        defaultValue={1}
        onInput={(e) => setValue(clamp(Number.parseInt(e.currentTarget.value, 10)))}
        onBlur={(e) => {
          const next = clamp(Number.parseInt(e.currentTarget.value, 10))
          e.currentTarget.value = String(next)
          setValue(next)
        }}
        required
      />
      <StepButton label={tShop.detail.increase} disabled={value >= max} onPress={() => press(1)} onRelease={release} onStep={() => step(1)}>
        +
      </StepButton>
    </div>
  )
}

type StepButtonProps = {
  label: string
  disabled: boolean
  onPress: () => void
  onRelease: () => void
  onStep: () => void
  children: React.ReactNode
}

function StepButton({ label, disabled, onPress, onRelease, onStep, children }: StepButtonProps) {
  return (
    <button
      type="button"
      className="stepper-button js-only"
      aria-label={label}
      disabled={disabled}
      onPointerDown={(e) => {
        if (e.button !== 0) return
        e.preventDefault()
        onPress()
      }}
      onPointerUp={() => onRelease()}
      onPointerLeave={() => onRelease()}
      onPointerCancel={() => onRelease()}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault()
          onStep()
        }
      }}
      onContextMenu={(e) => e.preventDefault()}
    >
      {children}
    </button>
  )
}
