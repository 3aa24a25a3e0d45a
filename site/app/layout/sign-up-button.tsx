// Sign Up opens the 'Sign Up As' dialog: Volunteer, Work For Us, or Cancel.

import {layoutBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import {JoinChoiceButton} from '../../ui/join-choice-button.tsx';

export function SignUpButton() {
  const words = pageWords(layoutBook);
  return (
    <JoinChoiceButton label={words('signUp')} title={words('signUpAs')} dismissLabel={words('cancel')}>
      <p>{words('signUpChoice')}</p>
    </JoinChoiceButton>
  );
}
