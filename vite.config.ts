import { reactRouter } from '@react-router/dev/vite'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // The storefront targets phones in in-app browsers: keep chunks lean and modern.
    target: 'es2022',
    cssMinify: true,
  },
})
