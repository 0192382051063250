/**
 * The shop's name and tagline: shown by the storefront (app/lib/messages.ts) and drawn by the API
 * into link-preview images (backend/media/og-image.ts), so both read them from here.
 */
export const SHOP_NAME = '遊日卡舖'
export const SHOP_TAGLINE = '日本遊戲王 OCG 卡片代購'
