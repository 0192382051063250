import { escapeHtml as h } from '#backend/contract/html-escape.ts'
import { ownValue } from '#backend/contract/own-key.ts'
import { t } from '#app/lib/messages.ts'

type TagsProps = { condition: string; language: string; detailed?: boolean }

/**
 * Condition and language tags, as the HTML inside `.tags`; on cards Japanese copies need no
 * language tag (it is the default). The grade carries its short meaning in the text (a hover
 * title is no help on a phone); CSS drops the meaning only where a card is too narrow for it.
 * `detailed` is for lines where copies of one card sit side by side (the cart): every copy names
 * its language. Text, not elements: a list page shows twenty (see ProductCard).
 */
export function productTagsMarkup({ condition, language, detailed = false }: TagsProps) {
  const meaning = ownValue(t.conditionMeanings, condition)
  const languageName = ownValue(t.languageLong, language)
  const grade = condition === 'A-' ? 'am' : condition.toLowerCase()
  return (
    `<span class="tag tag-condition tag-condition-${h(grade)}" data-testid="condition-tag">` +
    `<span class="tag-grade">${h(condition)}</span>` +
    (meaning ? `<span class="tag-meaning"> ${h(meaning)}</span>` : '') +
    '</span>' +
    (detailed || language !== 'JP'
      ? `<span class="tag tag-language"${languageName ? ` title="${h(languageName)}"` : ''}>` +
        `${h(ownValue(t.languages, language) ?? language)}</span>`
      : '')
  )
}

export function ProductTags(props: TagsProps) {
  return <span className="tags" dangerouslySetInnerHTML={{ __html: productTagsMarkup(props) }} />
}

/** Where the grades are explained: the FAQ entry, opened (?open= works without JS) and scrolled to. */
export const CONDITION_LEGEND_HREF = '/faq?open=condition-grades#condition-grades'
