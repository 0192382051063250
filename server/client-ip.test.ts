import { describe, expect, it } from 'vitest'
import { apiRequestFrom, resolveClientIp } from './client-ip.ts'

describe('resolveClientIp', () => {
  it('uses the socket peer and never X-Forwarded-For without TRUST_PROXY', () => {
    expect(resolveClientIp('203.0.113.5', '1.2.3.4', 0)).toBe('203.0.113.5')
    expect(resolveClientIp('::ffff:203.0.113.5', null, 0)).toBe('203.0.113.5')
    expect(resolveClientIp(undefined, '1.2.3.4', 0)).toBeUndefined()
  })

  it('behind N proxies takes the address the outermost one appended', () => {
    // A shopper faking "6.6.6.6" in front; our one proxy (10.0.0.2) appended the real 198.51.100.7.
    expect(resolveClientIp('10.0.0.2', '6.6.6.6, 198.51.100.7', 1)).toBe('198.51.100.7')
    expect(resolveClientIp('10.0.0.3', '6.6.6.6, 198.51.100.7, 10.0.0.2', 2)).toBe('198.51.100.7')
    // Fewer hops than proxies: the leftmost, which only our proxies wrote.
    expect(resolveClientIp('10.0.0.2', '198.51.100.7', 3)).toBe('198.51.100.7')
    expect(resolveClientIp('10.0.0.2', 'garbage', 1)).toBeUndefined()
  })
})

describe('apiRequestFrom', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://shop.tw/api/v1/auth/login/', { method: 'POST', headers, body: '{}' })

  it('replaces a client IP header sent from outside with the one the server saw', async () => {
    const passed = apiRequestFrom(request({ 'X-Shop-Client-Ip': '6.6.6.6' }), '198.51.100.7')
    expect(passed.headers.get('X-Shop-Client-Ip')).toBe('198.51.100.7')
    expect(await passed.text()).toBe('{}')
    expect(
      apiRequestFrom(request({ 'X-Shop-Client-Ip': '6.6.6.6' }), undefined).headers.get(
        'X-Shop-Client-Ip',
      ),
    ).toBeNull()
  })

  it('keeps it only with the right shared secret, and never passes the secret on', () => {
    const secret = 'k'.repeat(40)
    const trusted = apiRequestFrom(
      request({ 'X-Shop-Client-Ip': '198.51.100.9', 'X-Shop-Api-Key': secret }),
      '10.0.0.5',
      secret,
    )
    expect(trusted.headers.get('X-Shop-Client-Ip')).toBe('198.51.100.9')
    expect(trusted.headers.get('X-Shop-Api-Key')).toBeNull()
    const wrong = apiRequestFrom(
      request({ 'X-Shop-Client-Ip': '198.51.100.9', 'X-Shop-Api-Key': 'k'.repeat(39) + 'x' }),
      '10.0.0.5',
      secret,
    )
    expect(wrong.headers.get('X-Shop-Client-Ip')).toBe('10.0.0.5')
    const noSecretConfigured = apiRequestFrom(
      request({ 'X-Shop-Client-Ip': '198.51.100.9', 'X-Shop-Api-Key': '' }),
      '10.0.0.5',
    )
    expect(noSecretConfigured.headers.get('X-Shop-Client-Ip')).toBe('10.0.0.5')
  })
})
