/** The product editor's picture controls, read as the API's new list of pictures. */
import { describe, expect, it } from 'vitest'
import { photoChanges } from './staff-product-photos.server.ts'

const file = (name: string, bytes = 3) => new File([new Uint8Array(bytes)], name, { type: 'image/png' })

/** The form as the browser sends it: an empty part for every file input left empty. */
function formOf(entries: Array<[string, string | File]>) {
  const form = new FormData()
  for (const [key, value] of entries) form.append(key, value)
  return form
}

const photos = ['11', '12', '13']
const empty = () => file('', 0)

describe('photoChanges', () => {
  it('is nothing when no picture changes (an empty file input chooses nothing)', () => {
    const form = formOf([['replace_11', empty()], ['images', empty()]])
    expect(photoChanges(form, { photos, main_photo: '11', remove_photos: [] })).toBeNull()
    expect(photoChanges(formOf([]), { photos: [], remove_photos: [] })).toBeNull()
  })

  it('puts the chosen main picture first, the others in their order', () => {
    expect(photoChanges(formOf([]), { photos, main_photo: '13', remove_photos: [] })).toEqual({ images: [13, 11, 12], uploads: [] })
  })

  it('removes ticked pictures; removing the main one makes the next the main one', () => {
    expect(photoChanges(formOf([]), { photos, main_photo: '11', remove_photos: ['11', '13'] })).toEqual({ images: [12], uploads: [] })
  })

  it('replaces a picture in its place and adds new ones last, each file once', () => {
    const black = file('black.png')
    const [a, b] = [file('a.png'), file('b.png')]
    const form = formOf([['replace_12', black], ['images', a], ['images', b]])
    expect(photoChanges(form, { photos, main_photo: '12', remove_photos: [] })).toEqual({
      images: [{ upload: 0 }, 11, 13, { upload: 1 }, { upload: 2 }],
      uploads: [black, a, b],
    })
  })

  it('refuses a picture both removed and replaced, naming it', () => {
    const form = formOf([['replace_12', file('x.png')]])
    expect(photoChanges(form, { photos, main_photo: '11', remove_photos: ['12'] })).toEqual({
      error: '第 2 張同時選了「刪除這張」和「換成新圖片」，請只選一個。',
    })
  })
})
