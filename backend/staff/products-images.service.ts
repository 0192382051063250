/**
 * Staff-uploaded product pictures: only JPEG, PNG and WebP, recognised by their first bytes (a
 * name or a declared type proves nothing), at most MAX_IMAGE_BYTES each, written under the
 * uploads folder with a random name, so no uploaded name ever reaches the file system.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../contract/staff-products.ts'
import { ApiError, invalidInput } from '../http/api-error.ts'

export const UPLOAD_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
export type UploadExtension = keyof typeof UPLOAD_TYPES

/** Stored names: 32 random hex digits and the detected type's extension, nothing else. */
export const UPLOAD_NAME_PATTERN = /^[0-9a-f]{32}\.(jpg|png|webp)$/
export const uploadUrl = (name: string) => `/api/v1/media/uploads/${name}`

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b)

/** The picture's real type from its magic bytes, or null when it is none of the accepted ones. */
export function detectImageType(bytes: Uint8Array): UploadExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return null
}

export type CheckedImage = { bytes: Uint8Array; ext: UploadExtension }

/** The uploaded files, checked; an empty file input (no file chosen) counts as none. */
export async function checkImages(files: File[]): Promise<CheckedImage[]> {
  const chosen = files.filter((f) => f.size > 0)
  if (chosen.length > MAX_IMAGES) throw invalidInput({ images: [`圖片最多 ${MAX_IMAGES} 張。`] })
  const out: CheckedImage[] = []
  for (const file of chosen) {
    const label = file.name.slice(0, 80) || '圖片'
    if (file.size > MAX_IMAGE_BYTES) {
      throw new ApiError(413, { images: [`「${label}」超過 ${MAX_IMAGE_BYTES / 1024 / 1024} MB，請縮小後再上傳。`] })
    }
    const bytes = new Uint8Array(await file.arrayBuffer())
    const ext = detectImageType(bytes)
    if (!ext) throw invalidInput({ images: [`「${label}」不是 JPEG、PNG 或 WebP 圖片。`] })
    out.push({ bytes, ext })
  }
  return out
}

/** Writes the pictures; answers their URLs and a function that deletes them again (on rollback). */
export async function storeImages(uploadsDir: string, images: CheckedImage[]) {
  await fs.mkdir(uploadsDir, { recursive: true })
  const names: string[] = []
  const remove = () => Promise.all(names.map((n) => fs.rm(path.join(uploadsDir, n), { force: true }))).then(() => undefined)
  try {
    for (const image of images) {
      const name = `${randomBytes(16).toString('hex')}.${image.ext}`
      // 'wx': never overwrite, even in the impossible case of a repeated random name.
      await fs.writeFile(path.join(uploadsDir, name), image.bytes, { flag: 'wx' })
      names.push(name)
    }
  } catch (error) {
    await remove()
    throw error
  }
  return { urls: names.map(uploadUrl), remove }
}

/** An uploaded picture's bytes and type, or null for any name that is not one of ours. */
export async function readUpload(uploadsDir: string, name: string) {
  const match = UPLOAD_NAME_PATTERN.exec(name)
  if (!match) return null
  try {
    const bytes = await fs.readFile(path.join(uploadsDir, name))
    return { bytes, type: UPLOAD_TYPES[match[1] as UploadExtension] }
  } catch {
    return null
  }
}
