/** Cart limits shared by the server, the forms and the pages (SPEC.md section 9, DESIGN.md section 3). */
export const CART_LIMITS = {
  maxLines: 100,
  maxQuantity: 99,
  /** SPEC.md section 9: a shared cart holds at most 50 items. */
  maxShareItems: 50,
} as const
