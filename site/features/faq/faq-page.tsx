// /faq: 'General Questions', one answer open at a time, and a way to mail a question.

import {FOUNDATION} from '../../../core/content/index.ts';
import {faqBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {SITE_CONFIG} from '../../lib/site-config.ts';
import {Accordion} from '../../ui/accordion.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {FAQ_ITEMS} from './faq-items.ts';

const email = SITE_CONFIG.foundationEmail;
// The facts an answer may name (the office's address).
const FACTS = {address: FOUNDATION.address};

export function FaqPage() {
  const words = pageWords(faqBook);
  const items = FAQ_ITEMS.map((item) => ({
    id: item.id,
    title: words(item.title),
    content: item.details.map((key) => <p key={key}>{words(key, FACTS)}</p>),
  }));
  return (
    <>
      <PageHeading title={words('heading')} lead={words('lead')} />
      <Section>
        <Accordion items={items} headingLevel={2} />
      </Section>
      <Section title={words('stillTitle')} tone="white">
        <p>{words('stillText')}</p>
        <LinkButton href={`mailto:${email}?subject=${encodeURIComponent(words('mailSubject'))}`}>
          {words('mailButton')}
        </LinkButton>
      </Section>
    </>
  );
}
