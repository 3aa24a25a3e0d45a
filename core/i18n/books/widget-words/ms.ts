import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  newTab: '(dibuka dalam tab baharu)',
  thanksTitle: 'Terima kasih kerana memohon',
  thanksText:
    'Nard Foundation sudah menerima butiran anda dan akan menghubungi anda tidak lama lagi. Anda boleh log masuk sekarang dengan e-mel dan kata laluan yang anda pilih.',
  logInOnSite: 'Log masuk di laman web Nard Foundation',
  loadFailed: 'Kami tidak dapat memuatkan pengumuman.',
  show: 'Tunjukkan',
  hide: 'Sembunyikan',
  detailsOf: 'butiran {title}',
} satisfies Translation<typeof en>;
