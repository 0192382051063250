import { useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useNavigation } from 'react-router'
import type { z } from 'zod'

/** What the staff order page's action answers with when it does not redirect. */
export type IntentActionData = { intent: string; result: SubmissionResult<string[]> } | undefined

/**
 * One of the order page's forms: its own conform state, fed only with the action's answer to
 * its own intent (the page has five forms posting to one action), and its pending state.
 */
export function useIntentForm<S extends z.ZodObject>(intent: string, schema: S, actionData: IntentActionData) {
  const [form, fields] = useForm({
    id: `staff-order-${intent}`,
    constraint: getZodConstraint(schema),
    lastResult: actionData?.intent === intent ? actionData.result : undefined,
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const navigation = useNavigation()
  const pending = navigation.state !== 'idle' && navigation.formData?.get('intent') === intent
  return { form, fields, pending }
}
