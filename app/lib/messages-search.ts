/** Copy of the search box's suggestions (issue 12): only the suggestion chunk loads it. */
export const tSearch = {
  suggest: {
    label: '搜尋建議',
    /** Read by screen readers when suggestions arrive. */
    count: (n: number) => (n > 0 ? `有 ${n} 個建議，可用上下鍵選擇，Enter 開啟。` : '沒有符合的建議，按 Enter 搜尋全部商品。'),
    alias: (name: string) => `又名：${name}`,
  },
} as const
