// 'Join Organization': a button that asks how you would like to join.
import type {ButtonVariant} from '../../ui/button.tsx';
import {JoinChoiceButton} from '../../ui/join-choice-button.tsx';

export function JoinButton({variant = 'accent'}: {variant?: ButtonVariant}) {
  return (
    <JoinChoiceButton
      label="Join Organization"
      title="Join Organization"
      dismissLabel="Close"
      variant={variant}
    >
      <p>How would you like to join us?</p>
      <p>
        Volunteers give their time. Work For Us is paid job-skills training for people who need a new start.
      </p>
    </JoinChoiceButton>
  );
}
