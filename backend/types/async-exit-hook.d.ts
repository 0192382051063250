declare module 'async-exit-hook' {
  const exitHook: ((hook: (done: () => void) => void) => void) & { unhookEvent: (event: string) => void }
  export default exitHook
}
