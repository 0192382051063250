/**
 * The demo's two accounts, published in README.md. Kept apart from the seed so the login can refuse
 * these passwords in production without loading the demo catalogue.
 */
export const DEMO_ACCOUNTS = [
  {
    role: 'staff' as const,
    username: 'staff',
    email: 'staff@ygo-daigou.tw',
    password: 'Staff#2026demo',
    firstName: '店長',
    lastName: '林',
    phoneNumber: '0911000111',
  },
  {
    role: 'customer' as const,
    username: 'xiaoming',
    email: 'customer@ygo-daigou.tw',
    password: 'Shopper#2026demo',
    firstName: '小明',
    lastName: '王',
    phoneNumber: '0912345678',
  },
]
