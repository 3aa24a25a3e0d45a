// /contributions: the story, every project's money in and out, the audit reports, and how to give.
import {useEffect} from 'react';
import {AuditReports} from '../features/contributions/audit-reports.tsx';
import {ContributionStory} from '../features/contributions/contribution-story.tsx';
import {ProjectLedgers} from '../features/contributions/project-ledgers.tsx';
import {DonateSection} from '../features/donate/donate-section.tsx';

// After a client-side visit to /contributions#donate the layout scrolls to the top; land on the target.
function useHashLanding() {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    const frame = requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView());
    return () => cancelAnimationFrame(frame);
  }, []);
}

export default function ContributionsPage() {
  useHashLanding();
  return (
    <>
      <ContributionStory />
      <ProjectLedgers />
      <AuditReports />
      <DonateSection />
    </>
  );
}
