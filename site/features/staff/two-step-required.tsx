// What staff without a second factor see at /staff (issue 23): why, and the set-up itself; nothing of the
// console (no section, no staff data) loads before it is on.
import {css} from 'goober';
import {PageHeading} from '../../ui/page-heading.tsx';
import {containerClass} from '../../ui/section.tsx';
import {TwoStepSettings} from '../../ui/two-step-settings.tsx';

export function TwoStepRequired({onOn}: {onOn: () => void}) {
  return (
    <>
      <PageHeading
        title="Turn on two-step sign-in"
        lead="The staff console holds applicants' and donors' personal details, so a password alone does not open it."
      />
      <div
        className={`${containerClass()} ${css`padding-top: 32px; padding-bottom: 48px; max-width: 720px;`}`}
      >
        <TwoStepSettings onOn={onOn} />
      </div>
    </>
  );
}
