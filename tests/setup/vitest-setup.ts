import { afterEach } from 'vitest'

// Testing Library's cleanup, only where a DOM exists (component tests opt into jsdom per file).
afterEach(async () => {
  if (typeof document !== 'undefined') {
    const { cleanup } = await import('@testing-library/react')
    cleanup()
  }
})
