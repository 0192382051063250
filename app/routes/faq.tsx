import { useEffect } from 'react'
import { useLocation } from 'react-router'
import type { Route } from './+types/faq'
import { FAQ_IDS, faqEntries } from '#app/content/faq.ts'
import { shopApi } from '#app/lib/api.server.ts'
import { serverContext } from '#app/context.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const { publicEnv } = context.get(serverContext)
  // ?open=<id> opens one answer, so a link such as the condition-grades legend lands on it open
  // (a #fragment alone cannot open a <details>, and without JS nothing else would).
  const open = url.searchParams.get('open')
  const fee = await shopApi(context).shippingFee()
  return {
    shippingFee: fee.ok ? fee.data.value : null,
    origin: siteOrigin(request, context),
    contactEmail: publicEnv.contactEmail,
    open: open && FAQ_IDS.includes(open) ? open : null,
  }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: tPages.faq.title, canonical: loaderData ? `${loaderData.origin}/faq` : undefined }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqEntries(loaderData?.shippingFee ?? null).map((f) => ({
          '@type': 'Question',
          name: f.question,
          acceptedAnswer: { '@type': 'Answer', text: f.answer.join('\n') },
        })),
      },
    },
  ]
}

/** 11 questions as <details>: they open and close without JavaScript. */
export default function Faq({ loaderData }: Route.ComponentProps) {
  // With JS a plain #id link (e.g. from a news article) opens its answer too.
  const { hash } = useLocation()
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target instanceof HTMLDetailsElement) target.open = true
  }, [hash])
  return (
    <div className="page narrow">
      <h1 className="page-title">{tPages.faq.title}</h1>
      <div className="faq-list">
        {faqEntries(loaderData.shippingFee).map((entry) => (
          <details key={entry.id} id={entry.id} className="faq-item" open={entry.id === loaderData.open || undefined}>
            <summary>{entry.question}</summary>
            <div className="faq-answer">
              {entry.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
      <p className="faq-contact">
        {tPages.faq.intro} <a href={`mailto:${loaderData.contactEmail}`}>{loaderData.contactEmail}</a>
      </p>
    </div>
  )
}
