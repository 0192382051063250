import type { Route } from './+types/faq'
import { FAQ } from '#app/content/faq.ts'
import { serverContext } from '#app/context.ts'
import { tPages } from '#app/lib/messages-pages.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { siteOrigin } from '#app/lib/origin.server.ts'

export function loader({ request, context }: Route.LoaderArgs) {
  const { publicEnv } = context.get(serverContext)
  return { origin: siteOrigin(request, context), contactEmail: publicEnv.contactEmail }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    ...pageMeta({ title: tPages.faq.title, canonical: loaderData ? `${loaderData.origin}/faq` : undefined }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: FAQ.map((f) => ({
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
  return (
    <div className="page narrow">
      <h1 className="page-title">{tPages.faq.title}</h1>
      <div className="faq-list">
        {FAQ.map((entry) => (
          <details key={entry.id} id={entry.id} className="faq-item">
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
