/**
 * The staff products forms' schemas, shared by conform in the browser and parseWithZod in the
 * actions. Field rules are the API's own (backend/contract/staff-products.ts).
 */
import { z } from 'zod'
import { aliasText } from '#backend/contract/card-aliases.ts'
import { featuredRank, internalStock, priceJpy, priceTwd, productCreateFields } from '#backend/contract/staff-products.ts'
import { tStaffProducts } from './messages-staff-products.ts'
import { EXPECTED_FIELD } from '#app/components/expected-input.tsx'

export const productEditSchema = z.object({
  price_twd: priceTwd,
  price_jpy: priceJpy,
  internal_stock: internalStock,
  // Blank = not featured.
  featured_rank: featuredRank.optional().transform((v) => v ?? null),
  // A checkbox sends 'on' when ticked and nothing otherwise.
  is_active: z
    .literal('on')
    .optional()
    .transform((v) => v === 'on'),
  // The card's aliases, one per line (| and 、 also separate); an empty box clears them.
  aliases: aliasText.optional().transform((v) => v ?? []),
  // The card's names and description, by a new product's rules: an empty box clears a Chinese or
  // English name or the description (the Japanese name is required).
  ...productCreateFields.pick({ base_name: true, name_zh: true, name_en: true, description: true }).shape,
  // The pictures as the page showed them (ids, main first), the one chosen as main, those ticked
  // for removal; the files (replace_<id>, images) are read from the form itself (staff-product-photos.ts).
  photos: z.array(z.string()).default([]),
  main_photo: z.string().optional(),
  remove_photos: z.array(z.string()).default([]),
})

/** What the picture inputs offer to choose (the API checks the files' real type). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp'
/** The editor's file inputs: one replacing each picture, and the new pictures. */
export const replaceField = (id: number | string) => `replace_${id}`
export const NEW_PHOTOS_FIELD = 'images'

export const productNewSchema = productCreateFields

const chosenFile = z
  .instanceof(File, { error: tStaffProducts.import.fileRequired })
  .refine((f) => f.size > 0, tStaffProducts.import.fileRequired)

export const importPreviewSchema = z.object({ file: chosenFile })

/**
 * The previewed CSV, carried base64-encoded so no line break or quote is changed on the way back,
 * and what the preview saw of the products it updates (the report's `expected`, JSON), which the
 * API checks: a form without it imports as before.
 */
export const importConfirmSchema = z.object({
  csv: z.string({ error: tStaffProducts.import.expired }).min(1, tStaffProducts.import.expired),
  [EXPECTED_FIELD]: z.string().optional(),
})
