/**
 * CSRF protection for every POST form (remix-utils): a signed token in a cookie, echoed by
 * <AuthenticityTokenInput/>. A failed check is a 403 with a message, never a 500.
 */
import { createCookie, data, type RouterContextProvider } from 'react-router'
import { CSRF, CSRFError } from 'remix-utils/csrf/server'
import { serverContext } from '#app/context.ts'
import { t } from '#app/lib/messages.ts'

const instances = new Map<string, CSRF>()

function csrfFor(context: Readonly<RouterContextProvider>) {
  const { env } = context.get(serverContext)
  const key = `${env.SESSION_SECRET}:${env.NODE_ENV}`
  let csrf = instances.get(key)
  if (!csrf) {
    csrf = new CSRF({
      cookie: createCookie('csrf', {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: env.NODE_ENV === 'production',
        secrets: [env.SESSION_SECRET],
      }),
      secret: env.SESSION_SECRET,
    })
    instances.set(key, csrf)
  }
  return csrf
}

export function commitCsrfToken(request: Request, context: Readonly<RouterContextProvider>) {
  return csrfFor(context).commitToken(request)
}

/** Checks the token of an already-read form; throws a 403 response when it is wrong. */
export async function requireCsrf(formData: FormData, request: Request, context: Readonly<RouterContextProvider>) {
  try {
    await csrfFor(context).validate(formData, request.headers)
  } catch (error) {
    if (error instanceof CSRFError) throw data({ formError: t.errors.formExpired }, { status: 403 })
    throw error
  }
}

/** The request's form body, or a 400 when it is not a form at all. */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw data({ formError: t.errors.badRequestTitle }, { status: 400 })
  }
}

/**
 * For actions that answer their own form in place: the expired-form message when the token is
 * wrong (the form shows it where the shopper is), or null when the post may go on.
 */
export async function checkCsrf(formData: FormData, request: Request, context: Readonly<RouterContextProvider>) {
  try {
    await csrfFor(context).validate(formData, request.headers)
    return null
  } catch (error) {
    if (error instanceof CSRFError) return t.errors.formExpired
    throw error
  }
}
