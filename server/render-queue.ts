/**
 * Pages are rendered first come, first served, a few at a time (issue 13).
 *
 * Node reads a socket only when its event loop polls. A page needs no I/O once its data is cached,
 * so each request Node read used to be rendered to the end at once, and the requests waiting in
 * the kernel (19 of 20 under the bench's load) were read at the next poll in the kernel's order,
 * not the order they came: under load about one page in twenty waited a whole round more, and
 * the 99th percentile was twice the median, even for a server that only spins for 5 ms.
 * Here every page waits for a turn of the event loop of its own before it starts: the requests
 * that arrived meanwhile are read and queued behind the ones already waiting, and each answer
 * takes about the same time.
 *
 * Several slots, so pages waiting for I/O (the database, a password hash) neither leave the CPU idle
 * nor hold up the pages behind them.
 */
export type RenderQueue = {
  run<T>(render: () => Promise<T>): Promise<T>
  /** Renders under way (for tests) and waiting (tests, and the overload warning in server/http-app.ts). */
  readonly running: number
  readonly waiting: number
}

export function createRenderQueue(slots: number): RenderQueue {
  if (!Number.isInteger(slots) || slots < 1) throw new Error(`a render queue needs at least one slot, not ${slots}`)
  const waiting: Array<() => void> = []
  let running = 0
  let scheduled = false

  // One start per turn of the event loop, so the sockets that became readable in between are read
  // (and their pages queued) before the next page starts.
  const schedule = () => {
    if (scheduled || running >= slots || waiting.length === 0) return
    scheduled = true
    setImmediate(startNext)
  }
  const startNext = () => {
    scheduled = false
    if (running < slots && waiting.length > 0) {
      running++
      waiting.shift()!()
    }
    schedule()
  }
  const release = () => {
    running--
    schedule()
  }

  return {
    run<T>(render: () => Promise<T>): Promise<T> {
      return new Promise((resolve, reject) => {
        // Through a promise, so a render that throws before its first await still frees its slot.
        waiting.push(() => new Promise<T>((started) => started(render())).then(resolve, reject).finally(release))
        schedule()
      })
    },
    get running() {
      return running
    },
    get waiting() {
      return waiting.length
    },
  }
}
