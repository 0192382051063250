/** How per-IP rate limits name a client (clientIpOf). */
import { describe, expect, it } from 'vitest'
import { CLIENT_IP_HEADER } from '../contract/accounts.ts'
import { clientIpOf } from './client-ip.ts'

const from = (ip?: string) => clientIpOf(new Request('http://api.test/', { headers: ip === undefined ? {} : { [CLIENT_IP_HEADER]: ip } }))

describe('clientIpOf', () => {
  it('an IPv4 address is itself', () => {
    expect(from('203.0.113.9')).toBe('203.0.113.9')
    expect(from(' 203.0.113.9 ')).toBe('203.0.113.9')
  })

  it.each([
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::ffff:198.51.100.7', '198.51.100.7'],
    ['1:2:3:4:5:6:198.51.100.7', '1:2:3:4::/64'],
  ])('the IPv6 address %s counts as %s', (ip, key) => {
    expect(from(ip)).toBe(key)
  })

  it('every address of one /64 is one client, the next /64 another', () => {
    const keys = new Set(['2001:db8:a:b::1', '2001:db8:a:b:1234:5678:9abc:def0', '2001:db8:a:b::dead:beef'].map(from))
    expect([...keys]).toEqual(['2001:db8:a:b::/64'])
    expect(from('2001:db8:a:c::1')).not.toBe(from('2001:db8:a:b::1'))
  })

  it.each([undefined, '', 'localhost', '999.1.1.1', '2001:db8::g'])('%s is the shared unknown bucket', (ip) => {
    expect(from(ip)).toBe('unknown')
  })
})
