import { Link } from '#app/components/link.tsx'
import type { PublicEnv } from '#server/env.ts'
import { keptElementFor } from '#app/lib/kept-elements.ts'
import { t } from '#app/lib/messages.ts'
import { MailIcon } from '../icons.tsx'

type Props = { contactEmail?: string; env?: PublicEnv }

export function SiteFooter({ contactEmail, env }: Props) {
  // The footer made once on the server for these settings (lib/kept-footer.server.tsx).
  if (import.meta.env.SSR && env) {
    const kept = keptElementFor(env)
    if (kept && contactEmail === env.contactEmail) return kept
  }
  // Only the shop's own accounts: one that is not configured gets no link at all.
  const social = env
    ? [
        { href: env.lineUrl, label: 'LINE' },
        { href: env.facebookUrl, label: 'Facebook' },
        { href: env.instagramUrl, label: 'Instagram' },
      ].filter((s): s is { href: string; label: string } => Boolean(s.href))
    : []
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          <p className="footer-name">{t.shop.name}</p>
          <p>{t.shop.tagline}</p>
          <p>{t.footer.payment}</p>
        </div>
        <nav aria-label="頁尾連結" className="footer-links">
          <Link to="/news">{t.footer.news}</Link>
          <Link to="/faq">{t.footer.faq}</Link>
          <Link to="/terms">{t.footer.terms}</Link>
          <Link to="/privacy">{t.footer.privacy}</Link>
        </nav>
        <div className="footer-contact">
          {contactEmail ? (
            <p>
              <span className="footer-heading">{t.footer.contact}</span>
              <a href={`mailto:${contactEmail}`} className="footer-email">
                <MailIcon size={18} /> {contactEmail}
              </a>
            </p>
          ) : null}
          {social.length ? (
            <p className="footer-social">
              <span className="footer-heading">{t.footer.follow}</span>
              {social.map((s) => (
                <a key={s.label} href={s.href} rel="noopener noreferrer" target="_blank">
                  {s.label}
                </a>
              ))}
            </p>
          ) : null}
        </div>
      </div>
      <p className="footer-copy">{t.footer.copyright(new Date().getFullYear())}</p>
    </footer>
  )
}
