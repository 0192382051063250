import { describe, expect, it } from 'vitest'
import { createRenderQueue } from './render-queue.ts'

/** A render that takes `ms` of CPU without yielding, as React's server render does. */
function busy(ms: number) {
  const end = performance.now() + ms
  while (performance.now() < end);
}

/** A promise with its resolve function, to finish a render when the test says so. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { opened, open }
}

describe('createRenderQueue', () => {
  it('runs at most its number of slots at once, and starts the rest in the order they came', async () => {
    const queue = createRenderQueue(2)
    const started: string[] = []
    const gates = { a: gate(), b: gate(), c: gate(), d: gate() }
    const runs = (Object.keys(gates) as Array<keyof typeof gates>).map((name) =>
      queue.run(async () => {
        started.push(name)
        await gates[name].opened
        return name
      }),
    )
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(started).toEqual(['a', 'b'])
    expect([queue.running, queue.waiting]).toEqual([2, 2])

    gates.b.open()
    await new Promise((resolve) => setTimeout(resolve, 5))
    expect(started).toEqual(['a', 'b', 'c'])
    expect([queue.running, queue.waiting]).toEqual([2, 1])

    gates.a.open()
    gates.c.open()
    gates.d.open()
    expect(await Promise.all(runs)).toEqual(['a', 'b', 'c', 'd'])
    expect([queue.running, queue.waiting]).toEqual([0, 0])
  })

  // The point of the queue: between two renders the event loop takes its turn, so requests that
  // arrived meanwhile (here a timer, in a server a readable socket) are seen before the next render.
  // The timer is set during the first render, which then runs 3 ms: it is due when that render
  // ends. Set before the renders, whether it ran before the first one depended on how long the
  // loop took to start (a loaded machine ran it first).
  it('lets the event loop take a turn between two renders, even when a slot is free', async () => {
    const queue = createRenderQueue(4)
    const order: string[] = []
    const renders = [1, 2, 3].map((n) =>
      queue.run(async () => {
        if (n === 1) setTimeout(() => order.push('other work'), 0)
        busy(3)
        order.push(`render ${n}`)
      }),
    )
    await Promise.all(renders)
    expect(order).toEqual(['render 1', 'other work', 'render 2', 'render 3'])
  })

  it('passes on a failed render and frees its slot for the next', async () => {
    const queue = createRenderQueue(1)
    const failed = queue.run(() => Promise.reject(new Error('render failed')))
    const next = queue.run(async () => 'next page')
    await expect(failed).rejects.toThrow('render failed')
    await expect(next).resolves.toBe('next page')
    expect(queue.running).toBe(0)
  })

  it('frees the slot of a render that throws before it awaits anything', async () => {
    const queue = createRenderQueue(1)
    const thrown = queue.run(() => {
      throw new Error('thrown at once')
    })
    await expect(thrown).rejects.toThrow('thrown at once')
    await expect(queue.run(async () => 'next page')).resolves.toBe('next page')
  })

  it('refuses a queue without a slot', () => {
    expect(() => createRenderQueue(0)).toThrow(/at least one slot/)
  })
})
