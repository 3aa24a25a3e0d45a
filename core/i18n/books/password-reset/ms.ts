import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  forgotHeading: 'Terlupa Kata Laluan',
  forgotIntro:
    'Taip alamat e-mel yang anda gunakan semasa mendaftar. Kami akan menghantar kod 4 digit kepada anda.',
  email: 'Alamat E-mel',
  sendCode: 'Hantar Kod',
  backToLogIn: 'Kembali ke log masuk',
  codeHeading: 'Masukkan Kod Anda',
  codeSent: 'Kami telah menghantar kod 4 digit ke {email}. Kod ini sah selama 10 minit.',
  noEmailYet: 'Kami belum tahu alamat e-mel anda. Sila kembali dan masukkan alamat itu dahulu.',
  verifyCode: 'Sahkan Kod',
  otherEmail: 'Guna alamat e-mel lain',
  resendCode: 'Hantar Semula Kod',
  resendWait: 'Anda boleh meminta kod baharu dalam {seconds} saat.',
  noEmailArrived: 'Tiada e-mel? Semak folder spam anda, atau minta kod baharu.',
  newPasswordHeading: 'Tetapkan Kata Laluan Baharu',
  password: 'Kata Laluan',
  confirmPassword: 'Sahkan Kata Laluan',
  updatePassword: 'Kemas Kini Kata Laluan',
  startAgain: 'Mula semula dengan alamat e-mel anda',
} satisfies Translation<typeof en>;
