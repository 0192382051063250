import { describe, expect, it } from 'vitest'
import { requestIdFor } from './request-id.ts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('requestIdFor', () => {
  it('makes a new id for every request when no proxy is trusted, whatever the client sent', () => {
    expect(requestIdFor('lb-0123456789', 0)).toMatch(UUID)
    expect(requestIdFor(null, 0)).not.toBe(requestIdFor(null, 0))
  })

  it("keeps a trusted proxy's id", () => {
    expect(requestIdFor('1-67891233-abcdef012345678912345678', 1)).toBe('1-67891233-abcdef012345678912345678')
  })

  it('replaces an id that could break a log line or is too short or long, even behind a proxy', () => {
    for (const bad of ['abc', 'x'.repeat(101), 'id with spaces', 'id\nforged line', '"}{"level":"fatal', 'ab<script>cd'])
      expect(requestIdFor(bad, 1)).toMatch(UUID)
  })
})
