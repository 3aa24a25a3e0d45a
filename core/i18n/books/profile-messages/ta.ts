import type {PROFILE_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  languageInvalid: 'English, 中文, Bahasa Melayu, தமிழ் ஆகியவற்றில் ஒன்றைத் தேர்ந்தெடுங்கள்.',
} satisfies Translation<typeof PROFILE_MESSAGES>;
