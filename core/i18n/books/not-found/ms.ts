import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: 'Kami tidak dapat mencari halaman itu',
  lead: 'Pautan itu mungkin sudah lama, atau alamatnya mungkin tersalah taip.',
  help: 'Anda boleh bermula semula dari halaman utama, atau minta bantuan kami.',
  homePage: 'Pergi ke halaman utama',
  contactUs: 'Hubungi kami',
} satisfies Translation<typeof en>;
