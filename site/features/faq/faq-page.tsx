// /faq: 'General Questions', one answer open at a time, and a way to mail a question.

import {SITE_CONFIG} from '../../lib/site-config.ts';
import {Accordion} from '../../ui/accordion.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {FAQ_ITEMS} from './faq-items.ts';

const email = SITE_CONFIG.foundationEmail;

export function FaqPage() {
  const items = FAQ_ITEMS.map((item) => ({
    id: item.id,
    title: item.title,
    content: item.details.map((sentence) => <p key={sentence}>{sentence}</p>),
  }));
  return (
    <>
      <PageHeading title="General Questions" lead="Quick answers about training, volunteering and giving." />
      <Section>
        <Accordion items={items} headingLevel={2} />
      </Section>
      <Section title="Still have a question?" tone="white">
        <p>Write to us. A real person reads every message.</p>
        <LinkButton
          href={`mailto:${email}?subject=${encodeURIComponent('A question for the Nard Foundation')}`}
        >
          Mail your Question
        </LinkButton>
      </Section>
    </>
  );
}
