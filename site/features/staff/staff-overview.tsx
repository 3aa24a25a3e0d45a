// /staff itself: what each part of the console is for, as a list of links.
import {css} from 'goober';
import {TextLink} from '../../ui/text-link.tsx';
import {OverviewNeeds} from './overview-needs.tsx';
import type {StaffSection} from './staff-sections.ts';

/** The console's first screen. */
export function StaffOverview({sections, name}: {sections: readonly StaffSection[]; name: string}) {
  return (
    <>
      <p>{`Welcome, ${name}. Every change you make here shows on the public site at once.`}</p>
      <OverviewNeeds />
      <h2>Parts of the console</h2>
      <ul className={css`display: grid; gap: 14px; padding-left: 1.2em;`}>
        {sections.map((section) => (
          <li key={section.slug}>
            <TextLink href={`/staff/${section.slug}`}>{section.title}</TextLink>
            {`: ${section.summary}`}
          </li>
        ))}
      </ul>
    </>
  );
}
