import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: 'Bekerja Bersama Kami',
  intro: 'Log masuk untuk melihat profil anda dan acara yang boleh anda sertai.',
  email: 'Alamat E-mel',
  password: 'Kata Laluan Log Masuk',
  logIn: 'Log Masuk',
  logInWithPasskey: 'Log masuk dengan kunci laluan',
  forgotPassword: 'Terlupa kata laluan?',
  signUp: 'Baru di sini? Daftar',
  twoStepHeading: 'Log masuk dua langkah',
  usePasskeyIntro: 'Gunakan kunci laluan yang anda simpan untuk akaun ini.',
  usePasskey: 'Guna kunci laluan anda',
  recoveryOnly: 'Tiada kunci laluan sekarang? Masukkan salah satu kod pemulihan anda.',
  appAfterPasskey:
    'Atau buka aplikasi pengesah anda dan masukkan kod 6 digit yang ditunjukkannya untuk The Nard Foundation.',
  appOnly:
    'Buka aplikasi pengesah anda dan masukkan kod 6 digit yang ditunjukkannya untuk The Nard Foundation.',
  code: 'Kod',
  codeHintApp: 'Telefon anda hilang? Masukkan salah satu kod pemulihan anda, contohnya 7KQM3-XWA2P.',
  codeHintRecovery: 'Kod pemulihan kelihatan seperti 7KQM3-XWA2P.',
  continue: 'Teruskan',
  backToPassword: 'Kembali ke kata laluan',
} satisfies Translation<typeof en>;
