import type {PROFILE_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  languageInvalid: '请选择 English、中文、Bahasa Melayu 或 தமிழ்。',
} satisfies Translation<typeof PROFILE_MESSAGES>;
