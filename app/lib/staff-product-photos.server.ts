/**
 * The pictures part of the staff product editor, read from its form: per picture the page showed
 * (hidden `photos`, main first) a 設為主圖 radio, a 刪除這張 box and a 換成新圖片 file
 * (`replace_<id>`), and new files under `images`. Answered as the API's new list of pictures
 * (`images`: ids and `{upload: n}`, main first) with the files to upload, or null when the
 * pictures stay as they are (the save then sends no list, so a picture someone else added
 * meanwhile is kept).
 */
import type { ImageRef } from '#backend/contract/staff-products.ts'
import { tStaffProducts } from './messages-staff-products.ts'
import { NEW_PHOTOS_FIELD, replaceField } from './staff-products-forms.ts'

type PhotoChoice = { photos: string[]; main_photo?: string; remove_photos: string[] }
export type PhotoChanges = { images: ImageRef[]; uploads: File[] } | { error: string } | null

// An empty file input (nothing chosen) still sends a part, of no bytes.
const chosen = (value: FormDataEntryValue | null): value is File => value instanceof File && value.size > 0

export function photoChanges(form: FormData, choice: PhotoChoice): PhotoChanges {
  const uploads: File[] = []
  const upload = (file: File): ImageRef => {
    uploads.push(file)
    return { upload: uploads.length - 1 }
  }
  const removed = new Set(choice.remove_photos)
  const kept: ImageRef[] = []
  let main: ImageRef | undefined
  for (const [index, photo] of choice.photos.entries()) {
    const file = form.get(replaceField(photo))
    if (removed.has(photo)) {
      if (chosen(file)) return { error: tStaffProducts.edit.removeAndReplace(index + 1) }
      continue
    }
    // A replaced picture keeps its place (and stays the main one if it was); an id the API does not know it refuses.
    const ref = chosen(file) ? upload(file) : Number(photo)
    if (photo === choice.main_photo) main = ref
    kept.push(ref)
  }
  const ordered = main === undefined ? kept : [main, ...kept.filter((ref) => ref !== main)]
  const images = [...ordered, ...form.getAll(NEW_PHOTOS_FIELD).filter(chosen).map(upload)]
  const same = images.length === choice.photos.length && images.every((ref, i) => ref === Number(choice.photos[i]))
  return same ? null : { images, uploads }
}
