/**
 * The staff area's shared copy (layout and navigation). Each staff section keeps its own copy in
 * messages-staff-<section>.ts, so a page's JavaScript carries only its own sentences.
 */
export const tStaff = {
  title: '後台',
  nav: {
    label: '後台選單',
    orders: '訂單',
    products: '商品',
    news: '最新消息',
    rules: '規則',
    shop: '回到商店',
  },
} as const
