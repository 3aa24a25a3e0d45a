// / and /about-us: the landing page. The figures load once here for About Us and Our Projects.
import {useFigures} from '../../lib/use-figures.ts';
import {AboutUs} from './about-us.tsx';
import {AnnouncementDialog} from './announcement-dialog.tsx';
import {Hero} from './hero.tsx';
import {Mission} from './mission.tsx';
import {OurProjects} from './our-projects.tsx';
import {ServiceCards} from './service-cards.tsx';
import {Statistics} from './statistics.tsx';

export function HomePage() {
  const {state, retry} = useFigures();
  return (
    <>
      <Hero />
      <ServiceCards />
      <AboutUs state={state} retry={retry} />
      <OurProjects state={state} retry={retry} />
      <Statistics />
      <Mission />
      <AnnouncementDialog />
    </>
  );
}
