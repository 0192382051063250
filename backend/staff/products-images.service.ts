/**
 * Staff-uploaded product pictures: only JPEG, PNG and WebP, recognised by their first bytes (a
 * name or a declared type proves nothing) and then read whole by sharp, at most MAX_IMAGE_BYTES
 * each, written under the uploads folder with a random name, so no uploaded name ever reaches the
 * file system. What is written is sharp's upright copy without metadata, never the bytes sent:
 * the picture's URL is public. Beside each one go its WebP and JPEG copies (contract/image-variants.ts), made
 * here once, so serving a phone its small copy costs a file read.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import {
  pictureVariants,
  UPLOAD_ORIGINAL_NAME,
  UPLOAD_VARIANT_NAME,
  UPLOADS_PATH,
  uploadOriginalName,
  uploadVariantName,
  VARIANT_FORMATS,
  VARIANT_TYPES,
  type VariantFormat,
} from '../contract/image-variants.ts'
import { MAX_IMAGE_BYTES, MAX_IMAGES } from '../contract/staff-products.ts'
import { ApiError, invalidInput } from '../http/api-error.ts'
import { makeVariants, type Size, type Variant } from '../media/variants.ts'

export const UPLOAD_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const
export type UploadExtension = keyof typeof UPLOAD_TYPES

export const uploadUrl = (name: string) => `${UPLOADS_PATH}${name}`

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b)

/** The picture's real type from its magic bytes, or null when it is none of the accepted ones. */
export function detectImageType(bytes: Uint8Array): UploadExtension | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return null
}

/** Longest side accepted; stored names spell the size in at most five digits. */
const MAX_SIDE = 20_000

export type CheckedImage = { bytes: Uint8Array; ext: UploadExtension; size: Size; variants: Variant[] }

/** The uploaded files, checked and their copies made; an empty file input (no file chosen) counts as none. */
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
    // Right first bytes, but sharp cannot read the rest (damaged, cut short) or it is absurdly large.
    const made = await makeVariants(bytes).catch(() => null)
    if (!made || Math.max(made.size.width, made.size.height) > MAX_SIDE) {
      throw invalidInput({ images: [`「${label}」無法讀取：檔案可能已損壞或尺寸過大，請重新存檔後再上傳。`] })
    }
    // Stored as made: upright and without the phone's EXIF (camera, location), as its copies.
    out.push({ bytes: made.original, ext, size: made.size, variants: made.variants })
  }
  return out
}

/**
 * Writes the pictures and their copies; answers the pictures' URLs and a function that deletes
 * everything written again (on rollback).
 */
export async function storeImages(uploadsDir: string, images: CheckedImage[]) {
  await fs.mkdir(uploadsDir, { recursive: true })
  const written: string[] = []
  const urls: string[] = []
  const remove = () => Promise.all(written.map((n) => fs.rm(path.join(uploadsDir, n), { force: true }))).then(() => undefined)
  // 'wx': never overwrite, even in the impossible case of a repeated random name.
  const write = async (name: string, bytes: Uint8Array) => {
    await fs.writeFile(path.join(uploadsDir, name), bytes, { flag: 'wx' })
    written.push(name)
  }
  try {
    for (const image of images) {
      const id = randomBytes(16).toString('hex')
      // The copies first: a picture's URL is handed out only once all of its copies exist.
      for (const v of image.variants) await write(uploadVariantName(id, image.size, v.width, v.format), v.bytes)
      const name = uploadOriginalName(id, image.size, image.ext)
      await write(name, image.bytes)
      urls.push(uploadUrl(name))
    }
  } catch (error) {
    await remove()
    throw error
  }
  return { urls, remove }
}

/**
 * Deletes uploaded pictures and all their copies, by URL; a URL that is not one of our uploads
 * deletes nothing. A name is never reused (storeImages), so a deleted one is simply a 404 after.
 */
export async function deleteUploads(uploadsDir: string, urls: string[]) {
  const names = urls.flatMap((url) => {
    const copies = pictureVariants(url)
    const all = [url, ...(copies ? copies.widths.flatMap((w) => VARIANT_FORMATS.map((f) => copies.url(w, f))) : [])]
    return all.filter((u) => u.startsWith(UPLOADS_PATH)).map((u) => u.slice(UPLOADS_PATH.length))
  })
  // Only names the upload code makes: nothing else in (or outside) the folder can be named.
  await Promise.all(names.filter((n) => uploadType(n)).map((n) => fs.rm(path.join(uploadsDir, n), { force: true })))
}

/** The type of a stored name (a picture or one of its copies), or null for any name that is not one of ours. */
export function uploadType(name: string): string | null {
  const original = UPLOAD_ORIGINAL_NAME.exec(name)
  if (original) return UPLOAD_TYPES[original[4] as UploadExtension]
  const variant = UPLOAD_VARIANT_NAME.exec(name)
  return variant ? VARIANT_TYPES[variant[5] as VariantFormat] : null
}

/** An uploaded picture's (or copy's) bytes and type, or null for any name that is not one of ours. */
export async function readUpload(uploadsDir: string, name: string) {
  const type = uploadType(name)
  if (!type) return null
  try {
    const bytes = await fs.readFile(path.join(uploadsDir, name))
    return { bytes, type }
  } catch {
    return null
  }
}
