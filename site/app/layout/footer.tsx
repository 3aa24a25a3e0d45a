// The footer: address and contact, Get Involved and Utility links, and the social links the foundation
// has configured (the column is left out when none is).
import {css} from 'goober';
import {Link} from 'wouter';
import {type PublicConfig, sampleFacts} from '../../../core/content/index.ts';
import {layoutBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {ADDRESS_LINES, SITE_CONFIG} from '../../lib/site-config.ts';
import {Logo} from '../../ui/logo.tsx';
import {colors, maxWidth, media} from '../../ui/theme.ts';

const GET_INVOLVED = [
  {href: '/about-us', label: 'navAboutUs'},
  {href: '/contact-us', label: 'navContactUs'},
  {href: '/faq', label: 'navFaq'},
] as const;
const UTILITY = [
  {href: '/style-guide', label: 'footerStyleGuide'},
  {href: '/licences', label: 'footerLicences'},
  {href: '/password', label: 'footerPasswords'},
  {href: '/privacy', label: 'footerPrivacy'},
] as const;
const SOCIAL_LABELS = {facebook: 'Facebook', instagram: 'Instagram', linkedin: 'LinkedIn'} as const;

/** The configured social links, in a fixed order; unset ones (null) are left out. */
// Development builds still carry the sample contacts; say so (production refuses to start with them).
const samples = sampleFacts(SITE_CONFIG);

export function socialLinks(social: PublicConfig['social']): {href: string; label: string}[] {
  return (Object.keys(SOCIAL_LABELS) as (keyof typeof SOCIAL_LABELS)[]).flatMap((key) => {
    const href = social[key];
    return href ? [{href, label: SOCIAL_LABELS[key]}] : [];
  });
}

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

export function Footer({social = SITE_CONFIG.social}: {social?: PublicConfig['social']}) {
  const follow = socialLinks(social);
  const words = pageWords(layoutBook);
  const labelled = (links: typeof GET_INVOLVED | typeof UTILITY) =>
    links.map((link) => ({href: link.href, label: words(link.label)}));
  return (
    // The page's first frame waits for this id (site/index.html's render-blocking `expect` link).
    <footer
      id="footer"
      className={css`
        background: ${colors.greenDark}; color: ${colors.white}; padding: 48px 0 24px;
        & :focus-visible { outline-color: ${colors.focusOnDark}; box-shadow: none; }
        & a { color: ${colors.white}; }
      `}
    >
      <div
        className={css`
          max-width: ${maxWidth}; margin: 0 auto; padding: 0 20px; display: grid; gap: 32px;
          ${media.tablet} { grid-template-columns: 2fr repeat(${follow.length > 0 ? 3 : 2}, 1fr); }
        `}
      >
        <div>
          <p
            className={css`display: flex; align-items: center; gap: 10px; font-weight: 800; font-size: 1.2rem;`}
          >
            <Logo size={40} /> {words('footerName')}
          </p>
          <address className={css`font-style: normal; margin-bottom: 12px;`}>
            {ADDRESS_LINES.map((line) => (
              <span key={line} className={css`display: block;`}>
                {line}
              </span>
            ))}
          </address>
          <p className={css`margin: 0;`}>
            {words('footerEmail')}{' '}
            <a href={`mailto:${SITE_CONFIG.foundationEmail}`} className={linkClass()}>
              {SITE_CONFIG.foundationEmail}
            </a>
            {samples.email ? ` ${words('footerSample')}` : null}
            <br />
            {words('footerPhone')}{' '}
            <a href={`tel:${SITE_CONFIG.foundationPhone.replace(/\s/g, '')}`} className={linkClass()}>
              {SITE_CONFIG.foundationPhone}
            </a>
            {samples.phone ? ` ${words('footerSample')}` : null}
          </p>
        </div>
        <LinkColumn title={words('getInvolved')} links={labelled(GET_INVOLVED)} />
        <LinkColumn title={words('utility')} links={labelled(UTILITY)} />
        {follow.length > 0 && <LinkColumn title={words('followUs')} links={follow} />}
      </div>
      <p className={css`max-width: ${maxWidth}; margin: 32px auto 0; padding: 0 20px; font-size: 1rem;`}>
        {words('footerNote')}
      </p>
    </footer>
  );
}
