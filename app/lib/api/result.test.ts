import { describe, expect, it } from 'vitest'
import { type ApiFailure, failureReply, failureStatus } from './result.ts'

const failure = (kind: ApiFailure['kind'], status: number, detail?: string): ApiFailure => ({
  ok: false,
  kind,
  status,
  statusText: 'status text',
  detail,
  fieldErrors: {},
})

describe('a failed API call as a page answer', () => {
  it("passes the API's own refusal on: the request's fault, not an outage", () => {
    for (const status of [400, 404, 409, 413, 429]) expect(failureStatus(failure('http', status))).toBe(status)
    expect(failureReply(failure('http', 429, '操作過於頻繁，請於 1 小時後再試。'), 'fallback')).toEqual({
      text: '操作過於頻繁，請於 1 小時後再試。',
      status: 429,
    })
  })

  it('answers 502 with the page\'s own words when the API failed or gave no usable answer', () => {
    expect(failureStatus(failure('http', 500))).toBe(502)
    expect(failureStatus(failure('http', 503))).toBe(502)
    expect(failureStatus(failure('network', 503))).toBe(502)
    expect(failureStatus(failure('invalid-response', 502))).toBe(502)
    expect(failureReply(failure('http', 500, 'internal detail'), 'fallback')).toEqual({ text: 'fallback', status: 502 })
  })
})
