/**
 * The storefront's copy of the catalogue answers every shopper reads alike (a list page, a search
 * page, the filter choices), each kept with the JSON text it was read from. The same text read
 * again at the same address gives the very same, frozen data, without parsing or validating it
 * again: in-process the shop API hands out the one text of its cached answer
 * (backend/http/keep-json-text.ts), so the check is one comparison. Stable data is what lets a
 * page keep what it makes of it (a card's HTML, contract/frozen.ts) instead of making it for every
 * page view (issue 13).
 *
 * Nothing here can mix two shoppers' answers: data is only ever given for the exact text it was
 * read from. Answers that differ per shopper are never kept (SHARED_SCHEMAS in client.server.ts).
 */
import { deepFreeze } from '#backend/contract/frozen.ts'
import { LruMap } from '#backend/contract/lru-map.ts'

export class SharedAnswers {
  private readonly entries: LruMap<string, { text: string; data: unknown }>

  constructor(max: number) {
    this.entries = new LruMap(max)
  }

  /** The data read before from this very `text` at `address`, or undefined. */
  read(address: string, text: string): { data: unknown } | undefined {
    const entry = this.entries.get(address)
    return entry?.text === text ? entry : undefined
  }

  /** Keeps `data`, read from `text` at `address`, frozen; answers it. */
  keep<T>(address: string, text: string, data: T): T {
    this.entries.set(address, { text, data: deepFreeze(data) })
    return data
  }

  get size() {
    return this.entries.size
  }
}
