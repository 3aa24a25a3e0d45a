import type {PROFILE_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  languageInvalid: 'Pilih English, 中文, Bahasa Melayu atau தமிழ்.',
} satisfies Translation<typeof PROFILE_MESSAGES>;
