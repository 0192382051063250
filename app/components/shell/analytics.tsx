/** Google Analytics (gtag), loaded only when GA_MEASUREMENT_ID is set; events via lib/analytics.ts. */
export function Analytics({ measurementId, nonce }: { measurementId: string; nonce: string }) {
  const init = `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}window.gtag=gtag;gtag('js',new Date());gtag('config',${JSON.stringify(measurementId)});`
  return (
    <>
      <script async nonce={nonce} src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`} />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: init }} />
    </>
  )
}
