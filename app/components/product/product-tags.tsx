import { t } from '#app/lib/messages.ts'
import { ownValue } from '#backend/contract/own-key.ts'

/**
 * Condition and language tags; on cards Japanese copies need no language tag (it is the default).
 * The grade carries its short meaning in the text (a hover title is no help on a phone); CSS drops
 * the meaning only where a card is too narrow for it. `detailed` is for lines where copies of one
 * card sit side by side (the cart): every copy names its language.
 */
export function ProductTags({ condition, language, detailed = false }: { condition: string; language: string; detailed?: boolean }) {
  const meaning = ownValue(t.conditionMeanings, condition)
  return (
    <span className="tags">
      <span className={`tag tag-condition tag-condition-${condition === 'A-' ? 'am' : condition.toLowerCase()}`} data-testid="condition-tag">
        <span className="tag-grade">{condition}</span>
        {/* One text node (no separator comment in the HTML): the space belongs to the meaning. */}
        {meaning ? <span className="tag-meaning">{` ${meaning}`}</span> : null}
      </span>
      {detailed || language !== 'JP' ? (
        <span className="tag tag-language" title={ownValue(t.languageLong, language)}>
          {ownValue(t.languages, language) ?? language}
        </span>
      ) : null}
    </span>
  )
}

/** Where the grades are explained: the FAQ entry, opened (?open= works without JS) and scrolled to. */
export const CONDITION_LEGEND_HREF = '/faq?open=condition-grades#condition-grades'
