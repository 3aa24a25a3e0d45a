// The footer: address and contact, Get Involved and Utility links, social links.
import {css} from 'goober';
import {Link} from 'wouter';
import {Logo} from '../../ui/logo.tsx';
import {colors, maxWidth, media} from '../../ui/theme.ts';
import {ADDRESS_LINES, SITE_CONFIG} from '../site-config.ts';

const GET_INVOLVED = [
  {href: '/about-us', label: 'About Us'},
  {href: '/contact-us', label: 'Contact Us'},
  {href: '/faq', label: 'FAQ'},
];
const UTILITY = [
  {href: '/style-guide', label: 'Style guide'},
  {href: '/licences', label: 'Licences'},
  {href: '/password', label: 'Passwords'},
  {href: '/privacy', label: 'Privacy'},
];
const SOCIAL = [
  {href: 'https://www.facebook.com/', label: 'Facebook'},
  {href: 'https://www.instagram.com/', label: 'Instagram'},
  {href: 'https://www.linkedin.com/', label: 'LinkedIn'},
];

function LinkColumn({title, links}: {title: string; links: {href: string; label: string}[]}) {
  const external = (href: string) => href.startsWith('http');
  return (
    <div>
      <h2 className={css`font-size: 1.1rem; color: ${colors.yellow}; margin-bottom: 12px;`}>{title}</h2>
      <ul className={css`list-style: none; margin: 0; padding: 0;`}>
        {links.map((link) => (
          <li key={link.href}>
            {external(link.href) ? (
              <a href={link.href} rel="noopener" className={linkClass()}>
                {link.label}
              </a>
            ) : (
              <Link href={link.href} className={linkClass()}>
                {link.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const linkClass = () => css`
  display: inline-flex; align-items: center; min-height: 44px; color: ${colors.white};
  &:hover { color: ${colors.yellow}; }
`;

export function Footer() {
  return (
    <footer
      className={css`
        background: ${colors.greenDark}; color: ${colors.white}; padding: 48px 0 24px;
        & :focus-visible { outline-color: ${colors.focusOnDark}; box-shadow: none; }
        & a { color: ${colors.white}; }
      `}
    >
      <div
        className={css`
          max-width: ${maxWidth}; margin: 0 auto; padding: 0 20px; display: grid; gap: 32px;
          ${media.tablet} { grid-template-columns: 2fr 1fr 1fr 1fr; }
        `}
      >
        <div>
          <p
            className={css`display: flex; align-items: center; gap: 10px; font-weight: 800; font-size: 1.2rem;`}
          >
            <Logo size={40} /> The Nard Foundation Limited
          </p>
          <address className={css`font-style: normal; margin-bottom: 12px;`}>
            {ADDRESS_LINES.map((line) => (
              <span key={line} className={css`display: block;`}>
                {line}
              </span>
            ))}
          </address>
          <p className={css`margin: 0;`}>
            E-mail:{' '}
            <a href={`mailto:${SITE_CONFIG.email}`} className={linkClass()}>
              {SITE_CONFIG.email}
            </a>
            <br />
            Phone:{' '}
            <a href={`tel:${SITE_CONFIG.phone.replace(/\s/g, '')}`} className={linkClass()}>
              {SITE_CONFIG.phone}
            </a>
          </p>
        </div>
        <LinkColumn title="Get Involved" links={GET_INVOLVED} />
        <LinkColumn title="Utility" links={UTILITY} />
        <LinkColumn title="Follow us" links={SOCIAL} />
      </div>
      <p className={css`max-width: ${maxWidth}; margin: 32px auto 0; padding: 0 20px; font-size: 1rem;`}>
        © 2024 The Nard Foundation Limited, Singapore. Every visitor is welcome here.
      </p>
    </footer>
  );
}
