// 'Join Organization': a button that asks how you would like to join.
import {homeBook} from '../../../core/i18n/index.ts';
import {pageWords} from '../../lib/page-language.ts';
import type {ButtonVariant} from '../../ui/button.tsx';
import {JoinChoiceButton} from '../../ui/join-choice-button.tsx';

export function JoinButton({variant = 'accent'}: {variant?: ButtonVariant}) {
  const words = pageWords(homeBook);
  return (
    <JoinChoiceButton
      label={words('joinOrganization')}
      title={words('joinOrganization')}
      dismissLabel={words('close')}
      variant={variant}
    >
      <p>{words('joinQuestion')}</p>
      <p>{words('joinChoice')}</p>
    </JoinChoiceButton>
  );
}
