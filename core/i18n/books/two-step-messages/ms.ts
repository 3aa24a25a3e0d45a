import type {TWO_STEP_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  codeRequired: 'Masukkan kod 6 digit daripada aplikasi pengesah anda, atau salah satu kod pemulihan anda.',
  passkeyRequired: 'Gunakan kunci laluan anda untuk selesai log masuk, atau salah satu kod pemulihan anda.',
  codeShape: 'Kod ialah 6 digit daripada aplikasi pengesah anda, atau kod pemulihan seperti 7KQM3-XWA2P.',
  wrongCode: 'Kod itu tidak betul. Semak masa pada telefon anda dan cuba kod yang terbaharu.',
  startAgain:
    'Log masuk ini terlalu lama atau terlalu banyak kod salah. Log masuk semula dengan kata laluan anda.',
  stepUpRequired:
    'Sahkan bahawa ini anda: gunakan kunci laluan anda atau masukkan kod daripada aplikasi pengesah, kemudian cuba lagi.',
  passwordAgain:
    'Sahkan bahawa ini anda: masukkan kata laluan anda sekali lagi, kemudian cuba lagi. Ini menjaga akaun anda jika orang lain menggunakan peranti ini.',
  passwordNotEnough:
    'Akaun ini menggunakan log masuk dua langkah, jadi kata laluan sahaja tidak cukup untuk mengesahkannya. Gunakan kunci laluan atau kod anda.',
  passwordWrong: 'Kata laluan itu tidak betul.',
  setupCodeWrong:
    'Kod itu tidak sepadan. Imbas kod QR sekali lagi, atau taip kuncinya, dan masukkan kod terbaharu.',
} satisfies Translation<typeof TWO_STEP_MESSAGES>;
