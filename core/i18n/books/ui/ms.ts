import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  retry: 'Cuba lagi',
  busy: 'Sila tunggu…',
  loadingFigures: 'Angka sedang dimuatkan…',
  figuresProblem:
    'Maaf, kami tidak dapat memuatkan angka-angka ini sekarang. Sila semak sambungan anda dan cuba lagi.',
  dismissToast: 'Tutup: {text}',
  errorSummary: '{count, plural, other {# ruangan perlu dibetulkan}}: {fields}.',
  passwordRule:
    'Gunakan sekurang-kurangnya {min} aksara: huruf besar, huruf kecil, nombor dan salah satu simbol ini: <symbols>{symbols}</symbols>',
  callingCode: 'Kod panggilan Singapura',
  joinWorkForUs: 'Bekerja Bersama Kami',
  joinVolunteer: 'Menjadi Sukarelawan',
} satisfies Translation<typeof en>;
