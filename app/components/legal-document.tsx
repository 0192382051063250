import type { LegalSection } from '#app/content/legal.ts'

/** Terms and privacy: numbered sections with paragraphs and lists. */
export function LegalDocument({ title, updated, sections, children }: { title: string; updated: string; sections: LegalSection[]; children?: React.ReactNode }) {
  return (
    <article className="page narrow legal">
      <h1 className="page-title">{title}</h1>
      <p className="legal-updated">{updated}</p>
      <ol className="legal-sections">
        {sections.map((section) => (
          <li key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {section.items?.length ? (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
      {children}
    </article>
  )
}
