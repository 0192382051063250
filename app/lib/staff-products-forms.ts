/**
 * The staff products forms' schemas, shared by conform in the browser and parseWithZod in the
 * actions. Field rules are the API's own (backend/contract/staff-products.ts).
 */
import { z } from 'zod'
import { aliasText } from '#backend/contract/card-aliases.ts'
import { featuredRank, internalStock, priceJpy, priceTwd, productCreateFields } from '#backend/contract/staff-products.ts'
import { tStaffProducts } from './messages-staff-products.ts'

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
})

export const productNewSchema = productCreateFields

const chosenFile = z
  .instanceof(File, { error: tStaffProducts.import.fileRequired })
  .refine((f) => f.size > 0, tStaffProducts.import.fileRequired)

export const importPreviewSchema = z.object({ file: chosenFile })

/** The previewed CSV, carried base64-encoded so no line break or quote is changed on the way back. */
export const importConfirmSchema = z.object({ csv: z.string({ error: tStaffProducts.import.expired }).min(1, tStaffProducts.import.expired) })
