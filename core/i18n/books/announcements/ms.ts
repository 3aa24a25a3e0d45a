import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: 'Pengumuman',
  lead: 'Berita daripada Nard Foundation: waktu buka, acara dan projek baharu.',
  loading: 'Pengumuman sedang dimuatkan…',
  empty: 'Tiada pengumuman buat masa ini. Sila semak semula nanti.',
  problem: 'Kami tidak dapat memuatkan pengumuman. {problem}',
  tryAgain: 'Cuba lagi',
  caption: 'Pengumuman, yang terbaharu dahulu',
  columnNumber: 'Bil.',
  columnDate: 'Tarikh',
  columnTitle: 'Tajuk',
  columnDetails: 'Butiran',
  showDetails: 'Tunjukkan<hidden> butiran {title}</hidden>',
  hideDetails: 'Sembunyikan<hidden> butiran {title}</hidden>',
} satisfies Translation<typeof en>;
