import type {EMAIL_CHANGE_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  passwordRequired: 'Masukkan kata laluan anda untuk menukar alamat e-mel anda.',
  wrongPassword: 'Kata laluan itu tidak betul. Alamat e-mel anda tidak ditukar.',
  same: 'Itu memang alamat e-mel anda sekarang.',
  sent: 'Kami menghantar pautan ke alamat baharu. Bukalah dalam masa 24 jam untuk menyelesaikan pertukaran; sehingga itu, log masuk dengan alamat sekarang.',
  changed: 'Alamat e-mel baharu anda sudah disahkan. Mulai sekarang, log masuk dengannya.',
  taken: 'Alamat itu kini milik akaun lain, jadi alamat anda tidak ditukar.',
} satisfies Translation<typeof EMAIL_CHANGE_MESSAGES>;
