// /contact-us: how to reach us, and the contact form.
import {css} from 'goober';
import {Fragment} from 'react';
import {sampleFacts} from '../../../core/content/index.ts';
import {contactBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {ADDRESS_LINES, SITE_CONFIG} from '../../lib/site-config.ts';
import {Card} from '../../ui/card.tsx';
import {HandsIllustration} from '../../ui/illustrations/hands.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {ContactForm} from './contact-form.tsx';

const {foundationEmail: email, foundationPhone: phone} = SITE_CONFIG;
// Development builds still carry the sample contacts; say so (production refuses to start with them).
const samples = sampleFacts(SITE_CONFIG);
// The office's hours (core/content WORKING_HOURS, and STORE_HOURS for the shop), as the book words them.
export const WORKING_HOURS_KEYS = ['hoursWeekdays', 'hoursWeekend'] as const;

export function ContactPage() {
  const words = pageWords(contactBook);
  return (
    <>
      <PageHeading title={words('heading')} lead={words('lead')} illustration={<HandsIllustration />} />
      <Section title={words('getInTouch')}>
        <p>{words('intro')}</p>
        <div
          className={css`display: grid; gap: 32px; @media (min-width: 900px) { grid-template-columns: 1fr 2fr; }`}
        >
          <div className={css`display: flex; flex-direction: column; gap: 16px;`}>
            <Card>
              <h3>{words('address')}</h3>
              {/* The footer's address lines (kept as written in every language), on one line. */}
              <p>
                {ADDRESS_LINES.map((line, index) => (
                  <Fragment key={line}>
                    {index > 0 && ', '}
                    {line}
                  </Fragment>
                ))}
              </p>
            </Card>
            <Card>
              <h3>{words('phoneAndEmail')}</h3>
              <p>
                <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                {samples.phone ? words('sample') : null}
                <br />
                <a href={`mailto:${email}`}>{email}</a>
                {samples.email ? words('sample') : null}
              </p>
            </Card>
            <Card>
              <h3>{words('hoursTitle')}</h3>
              <ul className={css`margin: 0; padding-left: 20px;`}>
                {WORKING_HOURS_KEYS.map((key) => (
                  <li key={key}>{words(key)}</li>
                ))}
              </ul>
              <p className={css`margin: 12px 0 0;`}>{words('shopHours')}</p>
            </Card>
          </div>
          <Card>
            <h3>{words('sendUsAMessage')}</h3>
            <ContactForm />
          </Card>
        </div>
      </Section>
    </>
  );
}
