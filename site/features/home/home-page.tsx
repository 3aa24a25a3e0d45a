// / and /about-us: the landing page. About Us and Our Projects load their figures when scrolled near.
import {AboutUs} from './about-us.tsx';
import {AnnouncementDialog} from './announcement-dialog.tsx';
import {Hero} from './hero.tsx';
import {Mission} from './mission.tsx';
import {OurProjects} from './our-projects.tsx';
import {ServiceCards} from './service-cards.tsx';
import {Statistics} from './statistics.tsx';

export function HomePage() {
  return (
    <>
      <Hero />
      <ServiceCards />
      <AboutUs />
      <OurProjects />
      <Statistics />
      <Mission />
      <AnnouncementDialog />
    </>
  );
}
