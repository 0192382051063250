/**
 * A newcomer has only the repository: every Markdown document a file cites (`docs/x.md`,
 * `README.md`, `../architecture.md#section`) must be in it, and every cited section must be a
 * heading of that document (docs/README.md). A citation of a team document kept outside the
 * repository fails here.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/**
 * A path ending in .md, optionally with #anchor. Not preceded by a path or URL character, so
 * `https://host/x.md` (another site's document) is no citation of ours.
 */
const CITATION = /(?<![\w/.:@-])((?:[\w.-]+\/)*[\w.-]+\.md)(?:#([\w-]+))?/g

/** Files that are not text (by name), or not ours to read. */
const SKIPPED =
  /\.(png|jpe?g|gif|webp|avif|ico|svg|woff2?|ttf|otf|gz|br|zip|pdf)$|(^|\/)package-lock\.json$/i
/** This file: its fixtures cite missing documents on purpose. */
const SELF = path
  .relative(ROOT, fileURLToPath(import.meta.url))
  .split(path.sep)
  .join('/')

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** Every anchor a Markdown text offers (repeated headings get -1, -2, as on GitHub). */
function anchorsOf(markdown: string) {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  let fenced = false
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced
    const match = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line)
    if (!match) continue
    const slug = headingSlug(match[1]!)
    const n = seen.get(slug) ?? 0
    seen.set(slug, n + 1)
    anchors.add(n ? `${slug}-${n}` : slug)
  }
  return anchors
}

type Repository = {
  /** The repository's text of a path relative to its root, or undefined when it has no such file. */
  read: (file: string) => string | undefined
}

/**
 * What is wrong with the citations in `text` (the content of `file`): a cited document is looked
 * for next to the citing file, then from the repository's root.
 */
function citationProblems(file: string, text: string, repo: Repository): string[] {
  const problems: string[] = []
  const lines = text.split('\n')
  for (const [index, line] of lines.entries()) {
    for (const match of line.matchAll(CITATION)) {
      const [cited, document, anchor] = match as unknown as [string, string, string | undefined]
      const where = `${file}:${index + 1}: ${cited}`
      const candidates = [
        path.posix.join(path.posix.dirname(file), document),
        path.posix.normalize(document),
      ]
      const found = candidates.find((c) => !c.startsWith('..') && repo.read(c) !== undefined)
      if (!found) {
        problems.push(`${where} cites a document that is not in the repository`)
        continue
      }
      if (anchor && !anchorsOf(repo.read(found)!).has(anchor))
        problems.push(`${where} cites #${anchor}, which is no heading of ${found}`)
    }
  }
  return problems
}

function repositoryFiles() {
  // Tracked files and new ones not ignored (a document written but not yet committed counts).
  const out = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z'],
    {
      cwd: ROOT,
      encoding: 'utf8',
    },
  )
  return [...new Set(out.split('\0').filter(Boolean))].filter((f) =>
    fs.lstatSync(path.join(ROOT, f), { throwIfNoEntry: false })?.isFile(),
  )
}

function workingTree(): Repository & { files: string[] } {
  const files = repositoryFiles()
  const known = new Set(files)
  const texts = new Map<string, string | undefined>()
  const read = (file: string) => {
    if (!known.has(file)) return undefined
    if (!texts.has(file)) texts.set(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))
    return texts.get(file)
  }
  return { files, read }
}

describe('citations of documents', () => {
  const fixture: Record<string, string> = {
    'docs/rules.md':
      '# Rules\n\n## Stock reservation\n\n```\n# not a heading\n```\n\n## Stock reservation\n',
    'docs/decisions/README.md': 'See [the rules](../rules.md#stock-reservation).\n',
  }
  const repo: Repository = { read: (file) => fixture[file] }
  const problemsOf = (text: string, file = 'backend/orders/x.ts') =>
    citationProblems(file, text, repo)

  it('accepts a cited document and heading that exist, relative to the root or to the citing file', () => {
    expect(
      problemsOf('// docs/rules.md#stock-reservation and docs/rules.md#stock-reservation-1'),
    ).toEqual([])
    expect(problemsOf(fixture['docs/decisions/README.md']!, 'docs/decisions/README.md')).toEqual([])
  })

  it('refuses documents that are not in the repository, however they are cited', () => {
    const outside = ['SPEC', 'DESIGN', 'REFERENCE'].map((name) => `${name}.md`)
    for (const name of outside) {
      expect(problemsOf(`/** The calls of ${name} section 7. */`)).toEqual([
        `backend/orders/x.ts:1: ${name} cites a document that is not in the repository`,
      ])
    }
    expect(problemsOf('// see docs/missing.md')).toHaveLength(1)
    expect(problemsOf('// see docs/decisions/rules.md')).toHaveLength(1)
  })

  it('refuses an anchor that is no heading of the cited document', () => {
    expect(problemsOf('// docs/rules.md#deposit')).toEqual([
      'backend/orders/x.ts:1: docs/rules.md#deposit cites #deposit, which is no heading of docs/rules.md',
    ])
    expect(problemsOf('// docs/rules.md#not-a-heading')).toHaveLength(1)
  })

  it("leaves other sites' documents alone", () => {
    expect(problemsOf('// https://github.com/owner/repo/blob/main/SPEC.md#x')).toEqual([])
  })

  it('makes GitHub anchors of headings', () => {
    expect(headingSlug('Transport: in-process or `BACKEND_URL`')).toBe(
      'transport-in-process-or-backend_url',
    )
    expect(headingSlug('7-ELEVEN tracking')).toBe('7-eleven-tracking')
    expect(anchorsOf('# A\n## A\n```\n## B\n```\n')).toEqual(new Set(['a', 'a-1']))
  })

  it('finds no broken citation in the repository', () => {
    const repository = workingTree()
    const problems = repository.files
      .filter((file) => !SKIPPED.test(file) && file !== SELF)
      .flatMap((file) => {
        const text = repository.read(file)!
        return text.includes('\0') ? [] : citationProblems(file, text, repository)
      })
    expect(problems).toEqual([])
  })
})
