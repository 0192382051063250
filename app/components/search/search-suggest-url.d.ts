/** The URL of the suggestions chunk (vite.config.ts, searchSuggestChunk). */
declare module 'virtual:search-suggest-url' {
  const url: string
  export default url
}
