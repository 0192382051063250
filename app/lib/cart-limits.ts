/** Cart limits shared by the server, the forms and the pages (docs/product-rules.md#cart, docs/product-rules.md#shared-carts). */
export const CART_LIMITS = {
  maxLines: 100,
  maxQuantity: 99,
  /** docs/product-rules.md#shared-carts: a shared cart holds at most 50 items. */
  maxShareItems: 50,
} as const
