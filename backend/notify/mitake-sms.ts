/**
 * SMS through Mitake (三竹簡訊), docs/integrations.md#sms-mitake: a form POST with username, password, dstaddr and
 * smbody; the answer is text lines (`[1]`, `msgid=...`, `statuscode=...`). statuscode 0-4 means
 * accepted; a letter is an error (e.g. `e` wrong account, `k` bad number).
 */
export const MITAKE_DEFAULT_URL = 'https://smsapi.mitake.com.tw/api/mtk/SmSend?CharsetURL=UTF-8'

export type MitakeSettings = {
  username: string
  password: string
  url?: string
  timeoutMs?: number
}

export class SmsError extends Error {}

export function mitakeSms({
  username,
  password,
  url = MITAKE_DEFAULT_URL,
  timeoutMs = 10_000,
}: MitakeSettings) {
  const endpoint = new URL(url)
  // UTF-8 body text needs CharsetURL=UTF-8 on the URL (the provider's default is Big5).
  if (!endpoint.searchParams.has('CharsetURL')) endpoint.searchParams.set('CharsetURL', 'UTF-8')
  return async (message: { to: string; text: string }) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password, dstaddr: message.to, smbody: message.text }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    const answer = await response.text()
    if (!response.ok) throw new SmsError(`Mitake answered HTTP ${response.status}`)
    const status = parseMitakeStatus(answer)
    if (status === undefined) throw new SmsError('Mitake answer has no statuscode')
    if (!/^[0-4]$/.test(status))
      throw new SmsError(`Mitake refused the message: statuscode=${status}`)
  }
}

/** The first statuscode of an answer, or undefined. */
export function parseMitakeStatus(answer: string) {
  for (const line of answer.split(/\r?\n/)) {
    const match = /^\s*statuscode\s*=\s*(\S+)/i.exec(line)
    if (match) return match[1]
  }
  return undefined
}
