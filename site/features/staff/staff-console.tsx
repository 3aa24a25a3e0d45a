// The staff console: the role gate, then the menu beside the chosen section. The section comes from the
// URL (/staff/<section>), so every screen has its own address and the browser's Back works.
import {css} from 'goober';
import {Suspense} from 'react';
import {useLocation, useParams} from 'wouter';
import {isRole} from '../../../core/accounts/index.ts';
import {PageHeading} from '../../ui/page-heading.tsx';
import {containerClass} from '../../ui/section.tsx';
import {StepUpHost} from '../../ui/step-up-dialog.tsx';
import {colors, media} from '../../ui/theme.ts';
import {NotAllowed} from './not-allowed.tsx';
import {StaffNav} from './staff-nav.tsx';
import {StaffOverview} from './staff-overview.tsx';
import {sectionsFor} from './staff-sections.ts';
import {TwoStepRequired} from './two-step-required.tsx';
import {useStaffAccess} from './use-staff-access.ts';

const statusClass = () => css`padding: 40px 20px; color: ${colors.muted};`;

/** The whole console for the current URL. */
export function StaffConsole() {
  const [location] = useLocation();
  const {section: slug = null} = useParams<{section?: string}>();
  const access = useStaffAccess(location);

  if (access.status === 'checking') {
    return (
      <p className={statusClass()} role="status">
        Checking that you may open the staff console...
      </p>
    );
  }
  if (access.status === 'failed') {
    return (
      <p className={statusClass()} role="alert">
        {`We could not check your account. ${access.message}`}
      </p>
    );
  }
  if (access.status === 'not-allowed') return <NotAllowed />;
  if (access.status === 'needs-two-step') {
    // Adding the first factor wants the password again when the log-in was over 10 minutes ago (issue 54).
    return (
      <>
        <StepUpHost />
        <TwoStepRequired onOn={access.done} />
      </>
    );
  }

  const sections = sectionsFor(isRole(access.user.role) ? access.user.role : 'user');
  const section = slug === null ? null : (sections.find((s) => s.slug === slug) ?? null);
  const title = slug === null ? 'Staff console' : (section?.title ?? 'No such section');
  return (
    <>
      {/* Roles, partner sites and the two exports ask for a second step in place (issue 23). */}
      <StepUpHost />
      <PageHeading title={title} lead={slug === null ? undefined : 'Staff console'} />
      <div
        className={`${containerClass()} ${css`
          display: grid; gap: 24px; padding-top: 24px; padding-bottom: 48px;
          ${media.desktop} { grid-template-columns: 220px minmax(0, 1fr); align-items: start; }
        `}`}
      >
        <StaffNav sections={sections} current={slug} />
        <div className={css`min-width: 0;`}>
          {slug === null ? (
            <StaffOverview sections={sections} name={access.user.fullName} />
          ) : section ? (
            <Suspense
              fallback={
                <p className={statusClass()} role="status">
                  Loading...
                </p>
              }
            >
              <section.Screen />
            </Suspense>
          ) : (
            <p>
              This part of the console does not exist, or needs an administrator. Choose one from the menu.
            </p>
          )}
        </div>
      </div>
    </>
  );
}
