import type {DELETE_ACCOUNT_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  passwordRequired: 'Masukkan kata laluan anda untuk memadam akaun anda.',
  wrongPassword: 'Kata laluan itu tidak betul. Akaun anda tidak dipadam.',
  wrongPasskey: 'Kunci laluan itu tidak diterima untuk akaun ini. Akaun anda tidak dipadam.',
  gone: 'Akaun ini sudah tiada.',
  deleted:
    'Akaun anda sudah dipadam. Kami menghantar e-mel terakhir untuk memaklumkannya. Rekod yang wajib kami simpan (kehadiran, derma untuk cukai) tidak lagi membawa nama atau butiran hubungan anda.',
} satisfies Translation<typeof DELETE_ACCOUNT_MESSAGES>;
