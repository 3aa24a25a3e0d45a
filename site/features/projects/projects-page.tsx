// /projects: open projects, projects coming soon, the gallery and our partners.
import {projectsBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {FarmIllustration} from '../../ui/illustrations/farm.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {Gallery} from './gallery.tsx';
import {Partners} from './partners.tsx';
import {ComingSoonProjects, OpenProjects} from './project-cards.tsx';

export function ProjectsPage() {
  const words = pageWords(projectsBook);
  return (
    <>
      <PageHeading title={words('pageTitle')} lead={words('pageLead')} illustration={<FarmIllustration />} />
      <Section id="open-projects" title={words('openProjectsTitle')}>
        <OpenProjects />
        <LinkButton href="/projects" variant="secondary">
          {words('moreProjects')}
        </LinkButton>
      </Section>
      <Section id="coming-soon" title={words('comingSoon')} tone="white">
        <ComingSoonProjects />
      </Section>
      <Section id="gallery" title={words('galleryTitle')}>
        <Gallery />
      </Section>
      <Section id="partners" title={words('partnersTitle')} tone="white">
        <Partners />
      </Section>
    </>
  );
}
