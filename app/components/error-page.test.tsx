// @vitest-environment jsdom
import { render, screen } from '@testing-library/react'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { t } from '#app/lib/messages.ts'
import { ErrorPage } from './error-page.tsx'

function renderError(status: number, message?: string) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ErrorPage status={status} message={message} /> }])
  render(<Stub />)
}

describe('ErrorPage', () => {
  it.each([
    [404, t.errors.notFoundTitle, t.errors.notFoundBody],
    [400, t.errors.badRequestTitle, t.errors.badRequestBody],
    [500, t.errors.serverTitle, t.errors.serverBody],
    // A navigation the server turned away under a flood says to try again, not that something broke.
    [503, t.errors.busyTitle, t.errors.busyBody],
  ])('%i says what happened', async (status, title, body) => {
    renderError(status)
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy()
    expect(screen.getByText(body)).toBeTruthy()
    expect(screen.getByText(String(status))).toBeTruthy()
  })

  it("shows a loader's own reason instead of the generic one", async () => {
    renderError(404, t.errors.newsNotFound)
    expect(await screen.findByText(t.errors.newsNotFound)).toBeTruthy()
    expect(screen.queryByText(t.errors.notFoundBody)).toBeNull()
  })
})
