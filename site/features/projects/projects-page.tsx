// /projects: open projects, projects coming soon, the gallery and our partners.
import {FarmIllustration} from '../../ui/illustrations/farm.tsx';
import {LinkButton} from '../../ui/link-button.tsx';
import {PageHeading} from '../../ui/page-heading.tsx';
import {Section} from '../../ui/section.tsx';
import {Gallery} from './gallery.tsx';
import {Partners} from './partners.tsx';
import {ComingSoonProjects, OpenProjects} from './project-cards.tsx';

export function ProjectsPage() {
  return (
    <>
      <PageHeading
        title="Our Projects"
        lead="Each project is a real workplace. Our trainees learn there, side by side with staff."
        illustration={<FarmIllustration />}
      />
      <Section id="open-projects" title="Projects you can support">
        <OpenProjects />
        <LinkButton href="/projects" variant="secondary">
          More Projects
        </LinkButton>
      </Section>
      <Section id="coming-soon" title="Coming Soon" tone="white">
        <ComingSoonProjects />
      </Section>
      <Section id="gallery" title="Our Gallery">
        <Gallery />
      </Section>
      <Section id="partners" title="Our Partners" tone="white">
        <Partners />
      </Section>
    </>
  );
}
