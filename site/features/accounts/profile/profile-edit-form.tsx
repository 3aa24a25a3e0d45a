// Edit mode of the profile: Save persists through PATCH /api/auth/me, then leaves edit mode.
import {css} from 'goober';
import {useLocation} from 'wouter';
import type {User} from '../../../../core/api/index.ts';
import {LANGUAGE_NAMES, LANGUAGES, profileBook} from '../../../../core/i18n/index.ts';
import {MESSAGES} from '../../../../core/messages/index.ts';
import {profileRules} from '../../../../core/rules/index.ts';
import {pageLanguageCode, pageWords} from '../../../lib/page-language.ts';
import {Button} from '../../../ui/button.tsx';
import {checkWith} from '../../../ui/check-with.ts';
import {SelectField, TextField} from '../../../ui/field.tsx';
import {Form, formStackClass} from '../../../ui/form.tsx';
import {SubmitButton} from '../../../ui/submit-button.tsx';
import {useForm} from '../../../ui/use-form.ts';

const checkProfile = checkWith(profileRules, MESSAGES.fixFormErrors);

// Each language named in itself, as the header's switch names them.
const LANGUAGE_OPTIONS = LANGUAGES.map((language) => ({value: language, label: LANGUAGE_NAMES[language]}));

/**
 * Name, phone, address and the language of our mails (issue 25) of the signed-in user; e-mail and role are
 * not editable here.
 */
export function ProfileEditForm({user, onDone}: {user: User; onDone: () => void}) {
  const words = pageWords(profileBook);
  const [, navigate] = useLocation();
  // core's updateProfile stores the saved user, so the view and the header show it at once.
  const form = useForm({
    initial: {
      fullName: user.fullName,
      phoneNumber: user.phoneNumber,
      address: user.address,
      language: user.language ?? pageLanguageCode(),
    },
    check: checkProfile,
    send: (api, body) => api.updateProfile(body),
    progress: MESSAGES.savingProfile,
    success: MESSAGES.profileSaved,
    keepValues: true,
    onSuccess: onDone,
    onFailure: (failure) => {
      if (failure.sessionExpired) navigate('/log-in?next=%2Fprofile');
      return failure.errors;
    },
  });
  return (
    <Form form={form} aria-label={words('editProfileForm')} className={formStackClass()}>
      <TextField label={words('fullName')} autoComplete="name" required {...form.bind('fullName')} />
      <TextField label={words('phoneNumber')} type="tel" autoComplete="tel" {...form.bind('phoneNumber')} />
      <TextField label={words('address')} autoComplete="street-address" {...form.bind('address')} />
      <SelectField
        label={words('mailLanguage')}
        hint={words('mailLanguageHint')}
        options={LANGUAGE_OPTIONS}
        {...form.bind('language')}
      />
      <div className={css`display: flex; flex-wrap: wrap; gap: 12px;`}>
        <SubmitButton busy={form.busy}>{words('save')}</SubmitButton>
        {/* Leaves edit mode with nothing sent: the stored profile is unchanged. */}
        <Button variant="secondary" disabled={form.busy} onClick={onDone}>
          {words('cancel')}
        </Button>
      </div>
    </Form>
  );
}
