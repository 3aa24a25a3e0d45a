// Sign Up opens the 'Sign Up As' dialog: Volunteer, Work For Us, or Cancel.
import {JoinChoiceButton} from '../../ui/join-choice-button.tsx';

export function SignUpButton() {
  return (
    <JoinChoiceButton label="Sign Up" title="Sign Up As" dismissLabel="Cancel">
      <p>
        Volunteers give their time to help others. Work For Us is for people who want paid job-skills
        training.
      </p>
    </JoinChoiceButton>
  );
}
