/**
 * Demo card pictures drawn as SVG (590x860, the real 59:86 card ratio): the stand-in for the
 * photos staff would upload. Deterministic: the same product always gets the same picture.
 */
import { seededRandom } from '../lib/seeded-random.ts'
import { ownValue } from '../contract/own-key.ts'

export type CardFace = {
  name: string
  nameZh: string | null
  cardNumber: string
  rarity: string
  category: string
}

export type CardView = 'front' | 'back' | 'photo'

const FRAMES: Record<string, [string, string]> = {
  通常怪獸: ['#d8b46a', '#b8903f'],
  效果怪獸: ['#d27b3e', '#a95a24'],
  儀式怪獸: ['#5b86cf', '#3a62a8'],
  融合怪獸: ['#9158b8', '#6c3a91'],
  同步怪獸: ['#ececec', '#bdbdbd'],
  超量怪獸: ['#3a3a3a', '#161616'],
  靈擺怪獸: ['#d27b3e', '#2f9a7c'],
  連結怪獸: ['#2d5fa8', '#1b3f78'],
  魔法: ['#22a07f', '#137258'],
  陷阱: ['#b8407f', '#86255a'],
}

const FOIL_RARITIES = new Set(['SE', 'UL', 'HR', 'GR', 'GSE', 'EXSE', '20thSE', 'PSE', 'QCSE', 'UPR', 'M', 'OF', 'CR'])

export const FONT = "'PingFang TC','Noto Sans CJK TC','Noto Sans TC','Hiragino Sans','Microsoft JhengHei',sans-serif"

/**
 * Characters XML 1.0 cannot hold at all, not even as references: control characters other than tab
 * and line breaks (a vertical tab comes along with text pasted from Word or Excel), U+FFFE/U+FFFF
 * and halves of a surrogate pair. One in a news title or a card name made its whole picture
 * unreadable: a broken cover in the browser, a 500 for its link preview (librsvg refused it).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu

/** Text for an SVG's text or a quoted attribute: what XML cannot hold dropped, the rest escaped. */
export function escapeXml(text: string) {
  return text.replace(NOT_XML, '').replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

function art(face: CardFace) {
  const rnd = seededRandom(face.name + face.cardNumber)
  const hue = Math.floor(rnd() * 360)
  const shapes: string[] = []
  for (let i = 0; i < 9; i++) {
    const cx = 65 + rnd() * 460
    const cy = 165 + rnd() * 440
    const r = 20 + rnd() * 110
    const h = (hue + rnd() * 120) % 360
    shapes.push(
      `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${r.toFixed(0)}" fill="hsl(${h.toFixed(0)} 70% 60%)" opacity="${(0.25 + rnd() * 0.5).toFixed(2)}"/>`,
    )
  }
  const points = Array.from({ length: 5 }, () => `${(95 + rnd() * 400).toFixed(0)},${(170 + rnd() * 420).toFixed(0)}`)
  shapes.push(`<polygon points="${points.join(' ')}" fill="hsl(${(hue + 200) % 360} 60% 45%)" opacity="0.55"/>`)
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 55% 28%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 65% 55%)"/></linearGradient>
<clipPath id="artbox"><rect x="65" y="160" width="460" height="450"/></clipPath></defs>
<rect x="65" y="160" width="460" height="450" fill="url(#sky)"/><g clip-path="url(#artbox)">${shapes.join('')}</g>
<rect x="65" y="160" width="460" height="450" fill="none" stroke="#2b2b2b" stroke-width="4"/>`
}

/** The largest font size (at most `max`, at least 18) that fits `text` into `width` pixels. */
export function fitFont(text: string, width: number, max: number) {
  // CJK glyphs are about one em wide, Latin about half.
  const ems = [...text].reduce((sum, ch) => sum + (ch.charCodeAt(0) > 0x2e80 ? 1 : 0.56), 0)
  return Math.max(18, Math.min(max, Math.floor(width / Math.max(ems, 1))))
}

function front(face: CardFace) {
  const [outer, inner] = ownValue(FRAMES, face.category) ?? ['#8a8a8a', '#5f5f5f']
  const dark = face.category === '超量怪獸'
  const ink = dark ? '#f5f5f5' : '#1c1c1c'
  const foil = FOIL_RARITIES.has(face.rarity)
  const nameSize = fitFont(face.name, 440, 44)
  return `<defs><linearGradient id="frame" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${outer}"/><stop offset="1" stop-color="${inner}"/></linearGradient>
<linearGradient id="foil" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff6c9"/><stop offset=".35" stop-color="#f3c94f"/><stop offset=".6" stop-color="#a7e4ff"/><stop offset="1" stop-color="#f7a8ff"/></linearGradient></defs>
<rect width="590" height="860" rx="22" fill="#1b1b1b"/>
<rect x="14" y="14" width="562" height="832" rx="14" fill="url(#frame)"/>
<rect x="40" y="40" width="510" height="86" rx="6" fill="${foil ? 'url(#foil)' : dark ? '#2a2a2a' : '#f4efe2'}" stroke="#2b2b2b" stroke-width="3"/>
<text x="60" y="${83 + nameSize / 3}" font-family="${FONT}" font-size="${nameSize}" font-weight="700" fill="${foil ? '#2a2108' : ink}">${escapeXml(face.name)}</text>
${art(face)}
<text x="525" y="642" text-anchor="end" font-family="${FONT}" font-size="22" font-weight="700" fill="${ink}">${escapeXml(face.cardNumber)}</text>
<rect x="40" y="660" width="510" height="160" rx="6" fill="${dark ? '#2a2a2a' : '#f4efe2'}" stroke="#2b2b2b" stroke-width="3"/>
<text x="60" y="705" font-family="${FONT}" font-size="26" font-weight="700" fill="${ink}">【${escapeXml(face.category)}】</text>
${face.nameZh ? `<text x="60" y="748" font-family="${FONT}" font-size="26" fill="${ink}">${escapeXml(face.nameZh)}</text>` : ''}
<rect x="60" y="770" width="${28 + face.rarity.length * 20}" height="38" rx="19" fill="${foil ? 'url(#foil)' : '#2b2b2b'}"/>
<text x="${74}" y="797" font-family="${FONT}" font-size="24" font-weight="700" fill="${foil ? '#3b2a00' : '#ffffff'}">${escapeXml(face.rarity)}</text>`
}

function back() {
  const rings = Array.from({ length: 7 }, (_, i) =>
    `<ellipse cx="295" cy="430" rx="${60 + i * 30}" ry="${90 + i * 38}" fill="none" stroke="hsl(${28 + i * 4} 70% ${30 + i * 5}%)" stroke-width="9" opacity=".8"/>`,
  ).join('')
  return `<rect width="590" height="860" rx="22" fill="#2a1708"/>
<rect x="22" y="22" width="546" height="816" rx="14" fill="#5a3414"/>${rings}
<circle cx="295" cy="430" r="52" fill="#1a0c03"/>
<text x="295" y="800" text-anchor="middle" font-family="${FONT}" font-size="28" fill="#e7c98f" letter-spacing="6">OFFICIAL CARD GAME</text>`
}

export function renderCardSvg(face: CardFace, view: CardView): string {
  let body: string
  if (view === 'back') body = back()
  else if (view === 'photo') {
    // A "photo" of the copy on sale: the front on a table, slightly turned.
    body = `<rect width="590" height="860" fill="#d9d4cb"/><g transform="translate(295 430) rotate(-4) scale(.86) translate(-295 -430)">${front(face)}</g>`
  } else body = front(face)
  const label = `${face.name} ${face.cardNumber} ${face.rarity}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 590 860" width="590" height="860" role="img" aria-label="${escapeXml(label)}">${body}</svg>`
}

/** A news cover (1200x630, the Open Graph size) with the article title. */
export function renderNewsCoverSvg(title: string, seed: number): string {
  const hue = (seed * 47) % 360
  const size = fitFont(title, 1000, 64)
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 60% 28%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 65% 48%)"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<g opacity=".18" fill="#fff"><rect x="820" y="90" width="236" height="344" rx="14" transform="rotate(12 938 262)"/><rect x="700" y="170" width="236" height="344" rx="14" transform="rotate(-8 818 342)"/></g>
<text x="90" y="${330 + size / 3}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(title)}</text>
<text x="90" y="540" font-family="${FONT}" font-size="34" fill="#ffffffcc">遊日卡舖 最新消息</text>
</svg>`
}
