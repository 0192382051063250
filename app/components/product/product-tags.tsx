import { t } from '#app/lib/messages.ts'

/**
 * Condition and language tags; Japanese copies need no language tag (it is the default). The
 * grade carries its short meaning in the text (a hover title is no help on a phone); CSS drops
 * the meaning only where a card is too narrow for it.
 */
export function ProductTags({ condition, language }: { condition: string; language: string }) {
  const meaning = t.conditionMeanings[condition]
  return (
    <span className="tags">
      <span className={`tag tag-condition tag-condition-${condition === 'A-' ? 'am' : condition.toLowerCase()}`} data-testid="condition-tag">
        <span className="tag-grade">{condition}</span>
        {meaning ? <span className="tag-meaning"> {meaning}</span> : null}
      </span>
      {language !== 'JP' ? (
        <span className="tag tag-language" title={t.languageLong[language]}>
          {t.languages[language] ?? language}
        </span>
      ) : null}
    </span>
  )
}

/** Where the grades are explained: the FAQ entry, opened (?open= works without JS) and scrolled to. */
export const CONDITION_LEGEND_HREF = '/faq?open=condition-grades#condition-grades'
