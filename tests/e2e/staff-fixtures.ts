/** The demo staff account (server --demo) and the /staff pages from the route config. */
import type { Page } from '@playwright/test'
import routes from '../../app/routes.ts'
import { logInAs } from './account-fixtures.ts'

export const DEMO_STAFF = { email: 'staff@ygo-daigou.tw', password: 'Staff#2026demo' }

export const logInAsStaff = (page: Page) => logInAs(page, DEMO_STAFF.email, DEMO_STAFF.password)

type RouteEntry = { path?: string; children?: RouteEntry[] }

/** Every /staff page path in app/routes.ts, with a sample value for each parameter. */
export function staffPagePaths(): string[] {
  const paths: string[] = []
  const visit = (entries: RouteEntry[]) => {
    for (const entry of entries) {
      if (entry.path?.startsWith('staff')) paths.push('/' + entry.path.replace(/:[A-Za-z]+\??/g, '1'))
      if (entry.children) visit(entry.children)
    }
  }
  visit(routes as RouteEntry[])
  return paths
}
