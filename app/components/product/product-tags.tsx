import { t } from '#app/lib/messages.ts'
import { ownValue } from '#backend/contract/own-key.ts'

/** Condition and language tags; Japanese copies need no language tag (it is the default). */
export function ProductTags({ condition, language }: { condition: string; language: string }) {
  return (
    <span className="tags">
      <span className={`tag tag-condition tag-condition-${condition === 'A-' ? 'am' : condition.toLowerCase()}`} title={ownValue(t.conditions, condition)}>
        {condition}
      </span>
      {language !== 'JP' ? (
        <span className="tag tag-language" title={ownValue(t.languageLong, language)}>
          {ownValue(t.languages, language) ?? language}
        </span>
      ) : null}
    </span>
  )
}
