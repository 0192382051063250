/**
 * A honeypot on the public account forms (register, login, forgot password; remix-utils): a
 * field people never see and bots fill, plus an encrypted timestamp. A trapped post is answered
 * like an expired form, with nothing sent to the API.
 */
import type { RouterContextProvider } from 'react-router'
import { Honeypot, SpamError } from 'remix-utils/honeypot/server'
import { serverContext } from '#app/context.ts'

const honeypots = new Map<string, Honeypot>()

function honeypotFor(context: Readonly<RouterContextProvider>) {
  const secret = context.get(serverContext).env.SESSION_SECRETS[0]!
  let honeypot = honeypots.get(secret)
  if (!honeypot) {
    honeypot = new Honeypot({ encryptionSeed: secret })
    honeypots.set(secret, honeypot)
  }
  return honeypot
}

export function honeypotInputProps(context: Readonly<RouterContextProvider>) {
  return honeypotFor(context).getInputProps()
}

/** True when the form fell into the trap. */
export async function isSpam(form: FormData, context: Readonly<RouterContextProvider>) {
  try {
    await honeypotFor(context).check(form)
    return false
  } catch (error) {
    if (error instanceof SpamError) return true
    throw error
  }
}
