// /contact-us: how to reach us, and the contact form.
import {css} from 'goober';
import {FOUNDATION, STORE_HOURS, sampleFacts, WORKING_HOURS} from '../../../core/data/index.ts';
import {SITE_CONFIG} from '../../lib/site-config.ts';
import {Card} from '../../ui/card.tsx';
import {HandsIllustration} from '../../ui/illustrations/hands.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {ContactForm} from './contact-form.tsx';

const {foundationEmail: email, foundationPhone: phone} = SITE_CONFIG;
// Development builds still carry the sample contacts; say so (production refuses to start with them).
const samples = sampleFacts(SITE_CONFIG);

export function ContactPage() {
  return (
    <>
      <PageHeading
        title="Contact Us"
        lead="We are happy to hear from you."
        illustration={<HandsIllustration />}
      />
      <Section title="Get In Touch With Us">
        <p>
          Ask a question, offer help, or tell us your story. We answer every message, usually within two
          working days.
        </p>
        <div
          className={css`display: grid; gap: 32px; @media (min-width: 900px) { grid-template-columns: 1fr 2fr; }`}
        >
          <div className={css`display: flex; flex-direction: column; gap: 16px;`}>
            <Card>
              <h3>Address</h3>
              <p>{FOUNDATION.address}</p>
            </Card>
            <Card>
              <h3>Phone and e-mail</h3>
              <p>
                <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                {samples.phone ? ' (sample)' : null}
                <br />
                <a href={`mailto:${email}`}>{email}</a>
                {samples.email ? ' (sample)' : null}
              </p>
            </Card>
            <Card>
              <h3>Office working hours</h3>
              <ul className={css`margin: 0; padding-left: 20px;`}>
                {WORKING_HOURS.map((row) => (
                  <li key={row.days}>
                    {row.days}: {row.hours}
                  </li>
                ))}
              </ul>
              <p className={css`margin: 12px 0 0;`}>
                {`Our shop keeps its own hours: ${STORE_HOURS.map((row) => `${row.days} ${row.hours}`).join(', ')}.`}
              </p>
            </Card>
          </div>
          <Card>
            <h3>Send us a message</h3>
            <ContactForm />
          </Card>
        </div>
      </Section>
    </>
  );
}
