/** React Router's server build, resolved by the bundler (server/build-server.ts) to build/server/index.js. */
declare module 'virtual:react-router/server-build'
