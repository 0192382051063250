/**
 * CSRF protection for every POST form: the request must come from one of our pages (Origin
 * check) and carry the signed token of its csrf cookie (remix-utils, echoed by
 * <AuthenticityTokenInput/>). A failure is the form's own error message, never a 500 or an error
 * page, so each action answers it in place like any other invalid input.
 */
import { createHash } from 'node:crypto'
import { data, type RouterContextProvider } from 'react-router'
import { CSRF, CSRFError } from 'remix-utils/csrf/server'
import { serverContext } from '#app/context.ts'
import { t } from '#app/lib/messages.ts'
import { randomText } from '#app/lib/random-text.server.ts'
import { signedCookie } from './signed-cookie.server.ts'

/**
 * remix-utils' CSRF with a cheaper new token: a first-time visitor (every guest arriving from a
 * LINE link) gets one on each page until the cookie comes back. remix-utils draws each of its 43
 * characters with its own getRandomValues call and hashes in JavaScript; this is 32 random bytes
 * (lib/random-text.server.ts) and Node's SHA-256, in the very format its `validate` checks
 * (`token.` + base64url SHA-256 of the token, padded).
 */
export class ShopCSRF extends CSRF {
  override generate(bytes = 32) {
    const token = randomText(bytes, 'base64url')
    return `${token}.${createHash('sha256').update(token).digest('base64url')}=`
  }
}

const instances = new WeakMap<object, CSRF>()

function csrfFor(context: Readonly<RouterContextProvider>) {
  const cookie = signedCookie(context, 'csrf')
  let csrf = instances.get(cookie)
  if (!csrf) {
    csrf = new ShopCSRF({ cookie, secret: context.get(serverContext).env.SESSION_SECRETS[0] })
    instances.set(cookie, csrf)
  }
  return csrf
}

export function commitCsrfToken(request: Request, context: Readonly<RouterContextProvider>) {
  return csrfFor(context).commitToken(request)
}

/**
 * React Router checks Origin for page actions but not for resource routes (the banner), so every
 * form checks it here, the same way: a browser's Origin must be this request's origin (or
 * PUBLIC_URL's, behind a proxy). No Origin at all (old browsers, curl) leaves it to the token.
 */
function fromOurOrigin(request: Request, context: Readonly<RouterContextProvider>) {
  const origin = request.headers.get('Origin')
  if (origin === null) return true
  const ours = [new URL(request.url).origin]
  const publicUrl = context.get(serverContext).env.PUBLIC_URL
  if (publicUrl) ours.push(new URL(publicUrl).origin)
  return ours.includes(origin)
}

/**
 * Checks an already-read form: null when it is genuine, else the message to show beside the form
 * (answer it with status 403). One line in every action:
 * `const csrfError = await checkCsrf(form, request, context)`.
 */
export async function checkCsrf(
  formData: FormData,
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<string | null> {
  if (!fromOurOrigin(request, context)) return t.errors.formExpired
  try {
    await csrfFor(context).validate(formData, request.headers)
    return null
  } catch (error) {
    if (error instanceof CSRFError) return t.errors.formExpired
    throw error
  }
}

/**
 * The request's form body, or a 400 when it is not a form at all. Its size is capped before this
 * runs (server/http-app.ts answers an oversized body with 413), so reading it whole is safe.
 */
export async function readForm(request: Request): Promise<FormData> {
  try {
    return await request.formData()
  } catch {
    throw data({ formError: t.errors.badRequestTitle }, { status: 400 })
  }
}

