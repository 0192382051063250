import { t } from '#app/lib/messages.ts'
import { ownValue } from '#backend/contract/own-key.ts'

/**
 * Condition and language tags; on cards Japanese copies need no language tag (it is the default).
 * `detailed` is for lines where copies of one card sit side by side (the cart): the grade is spelled
 * out ('A 近全新') and every copy names its language.
 */
export function ProductTags({ condition, language, detailed = false }: { condition: string; language: string; detailed?: boolean }) {
  return (
    <span className="tags">
      <span className={`tag tag-condition tag-condition-${condition === 'A-' ? 'am' : condition.toLowerCase()}`} title={ownValue(t.conditions, condition)}>
        {detailed ? (ownValue(t.conditions, condition) ?? condition) : condition}
      </span>
      {detailed || language !== 'JP' ? (
        <span className="tag tag-language" title={ownValue(t.languageLong, language)}>
          {ownValue(t.languages, language) ?? language}
        </span>
      ) : null}
    </span>
  )
}
