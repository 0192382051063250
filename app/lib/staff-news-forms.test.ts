import { describe, expect, it } from 'vitest'
import { isoToTaipeiLocal, newsFormDefaults, newsFormSchema, newsFormToInput, taipeiLocalToIso } from './staff-news-forms.ts'

describe('publish time typed in Taipei time', () => {
  it('reads datetime-local values as UTC+8', () => {
    expect(taipeiLocalToIso('2026-11-23T14:30')).toBe('2026-11-23T14:30:00+08:00')
    expect(new Date(taipeiLocalToIso('2026-01-01T07:59:30')!).toISOString()).toBe('2025-12-31T23:59:30.000Z')
  })

  it('refuses what is not a real time', () => {
    for (const bad of ['', 'tomorrow', '2026-02-30T10:00', '2026-11-23 14:30', '2026-11-23T25:00', '2026-11-23T14:30Z']) {
      expect(taipeiLocalToIso(bad), bad).toBeNull()
    }
  })

  it('shows stored dates back in Taipei time, round trip', () => {
    expect(isoToTaipeiLocal('2026-11-23T06:30:00.000Z')).toBe('2026-11-23T14:30')
    expect(isoToTaipeiLocal('2026-12-31T20:00:00Z')).toBe('2027-01-01T04:00')
    expect(isoToTaipeiLocal(taipeiLocalToIso('2026-07-01T00:05')!)).toBe('2026-07-01T00:05')
    expect(isoToTaipeiLocal('nonsense')).toBe('')
  })
})

describe('the article form', () => {
  it('turns form values into the API body', () => {
    const value = newsFormSchema.parse({ title: ' 標題 ', content: '<p>x</p>', publish_date: '2026-11-23T14:30', is_published: 'on' })
    expect(newsFormToInput(value)).toEqual({
      title: '標題',
      summary: '',
      content: '<p>x</p>',
      author: '',
      image_url: null,
      publish_date: '2026-11-23T14:30:00+08:00',
      is_published: true,
    })
    const draft = newsFormSchema.parse({ title: 't', content: 'c', publish_date: '2026-11-23T14:30' })
    expect(newsFormToInput(draft).is_published).toBe(false)
  })

  it('says what is wrong in Chinese', () => {
    const result = newsFormSchema.safeParse({ title: '', content: ' ', publish_date: 'x', image_url: 'javascript:alert(1)' })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]))
    expect(messages).toEqual({
      title: '請輸入標題。',
      content: '請輸入內文。',
      publish_date: '請輸入有效的發布時間。',
      image_url: '圖片網址須以 https:// 或 / 開頭（http:// 的圖片會被瀏覽器擋下）。',
    })
  })

  it('takes a cover from another site over https or from the shop, never http (the CSP loads only those)', () => {
    const cover = (image_url: string) => newsFormSchema.safeParse({ title: 't', content: 'c', publish_date: '2026-11-23T14:30', image_url })
    expect(cover('https://images.example.com/cover.png').success).toBe(true)
    expect(cover('/media/news/cover.png').success).toBe(true)
    expect(cover('http://images.example.com/cover.png').error?.issues[0]?.message).toBe('圖片網址須以 https:// 或 / 開頭（http:// 的圖片會被瀏覽器擋下）。')
  })

  it('starts a new article published now, and an existing one as stored', () => {
    expect(newsFormDefaults(null, new Date('2026-11-23T06:30:00Z'), '林店長')).toMatchObject({
      publish_date: '2026-11-23T14:30',
      author: '林店長',
      is_published: 'on',
    })
    const item = {
      id: 1, title: 't', summary: '', content: 'c', author: 'a', image_url: null,
      publish_date: '2026-11-23T06:30:00.000Z', is_published: false, created_at: '2026-11-23T06:30:00.000Z',
    }
    expect(newsFormDefaults(item)).toMatchObject({ title: 't', publish_date: '2026-11-23T14:30', is_published: '' })
  })
})
