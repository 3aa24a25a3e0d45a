import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: 'Lesen',
  lead: 'Laman web ini dibina dengan perisian sumber terbuka yang percuma. Terima kasih kepada mereka yang berkongsi perisian itu.',
  madeAutomatically:
    'Senarai ini dibuat secara automatik setiap kali laman ini dibina, jadi ia sentiasa sepadan dengan apa yang kami gunakan.',
  caption: 'Pakej sumber terbuka dalam laman web ini ({count})',
  package: 'Pakej',
  version: 'Versi',
  licence: 'Lesen',
  fullTexts: 'Teks penuh lesen',
} satisfies Translation<typeof en>;
