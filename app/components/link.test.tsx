// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react'
import { createRoutesStub, useLocation, useNavigationType } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { Link } from './link.tsx'

/** Where the router is, what it was handed, and how it got there. */
function Where() {
  const location = useLocation()
  return (
    <p data-testid="where">
      {location.pathname + location.search} {JSON.stringify(location.state)} {useNavigationType()}
    </p>
  )
}

function renderAt(path: string, link: React.ReactNode) {
  const page = () => (
    <>
      {link}
      <Where />
    </>
  )
  const Stub = createRoutesStub([
    { path: '/products/:page', Component: page },
    { path: '/faq', Component: page },
  ])
  render(<Stub initialEntries={[path]} />)
  return screen.getByRole('link')
}

describe('Link', () => {
  it('is an anchor to the path as written, marked for route discovery', () => {
    const link = renderAt(
      '/products/1',
      <Link to="/faq?open=grades#grades" className="inline-link">
        等級
      </Link>,
    )
    expect(link.getAttribute('href')).toBe('/faq?open=grades#grades')
    expect(link.getAttribute('data-discover')).toBe('true')
    expect(link.className).toBe('inline-link')
  })

  it('a plain click navigates in the app, with its state, as a new history entry', async () => {
    const link = renderAt(
      '/products/1',
      <Link to="/products/2" state={{ modal: true }} preventScrollReset>
        第 2 頁
      </Link>,
    )
    expect(fireEvent.click(link)).toBe(false)
    expect(await screen.findByText('/products/2 {"modal":true} PUSH')).toBeTruthy()
  })

  it('a link to the page already shown replaces its entry, unless told otherwise', async () => {
    renderAt('/products/1', <Link to="/products/1">本頁</Link>)
    fireEvent.click(screen.getByRole('link'))
    expect(await screen.findByText('/products/1 null REPLACE')).toBeTruthy()
  })

  it('leaves modified clicks, other targets and handled clicks to the browser', () => {
    const link = renderAt('/products/1', <Link to="/products/2">第 2 頁</Link>)
    for (const modifier of ['ctrlKey', 'metaKey', 'shiftKey', 'altKey']) {
      expect(fireEvent.click(link, { [modifier]: true }), modifier).toBe(true)
    }
    expect(fireEvent.click(link, { button: 1 })).toBe(true)
    expect(screen.getByTestId('where').textContent).toBe('/products/1 null POP')
  })

  it('leaves a link to another tab to the browser', () => {
    const link = renderAt(
      '/products/1',
      <Link to="/faq" target="_blank">
        FAQ
      </Link>,
    )
    expect(fireEvent.click(link)).toBe(true)
    expect(screen.getByTestId('where').textContent).toBe('/products/1 null POP')
  })

  it('runs its own onClick first, which may cancel the navigation', () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault())
    const link = renderAt(
      '/products/1',
      <Link to="/faq" onClick={onClick}>
        FAQ
      </Link>,
    )
    fireEvent.click(link)
    expect(onClick).toHaveBeenCalledOnce()
    expect(screen.getByTestId('where').textContent).toBe('/products/1 null POP')
  })

  it('refuses a relative or outside address, which it would get wrong', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderAt('/products/1', <Link to="faq">FAQ</Link>)).toThrow(
      /path from the shop's root/,
    )
    expect(() => renderAt('/products/1', <Link to="//evil.example/">x</Link>)).toThrow(
      /path from the shop's root/,
    )
  })
})
