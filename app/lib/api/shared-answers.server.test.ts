import { describe, expect, it } from 'vitest'
import { SharedAnswers } from './shared-answers.server.ts'

describe('SharedAnswers', () => {
  it('gives data only for the exact text it was read from', () => {
    const answers = new SharedAnswers(4)
    const data = answers.keep('/a', '{"n":1}', { n: 1 })
    expect(Object.isFrozen(data)).toBe(true)
    expect(answers.read('/a', '{"n":1}')?.data).toBe(data)
    expect(answers.read('/a', '{"n":2}')).toBeUndefined()
    expect(answers.read('/b', '{"n":1}')).toBeUndefined()
  })

  it('keeps at most its number of addresses, dropping the least recently read', () => {
    const answers = new SharedAnswers(2)
    answers.keep('/a', 'a', 'A')
    answers.keep('/b', 'b', 'B')
    answers.read('/a', 'a')
    answers.keep('/c', 'c', 'C')
    expect(answers.size).toBe(2)
    expect(answers.read('/b', 'b')).toBeUndefined()
    expect(answers.read('/a', 'a')?.data).toBe('A')
    expect(answers.read('/c', 'c')?.data).toBe('C')
  })
})
