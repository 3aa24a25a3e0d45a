import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: 'Hubungi Kami',
  lead: 'Kami gembira menerima berita daripada anda.',
  getInTouch: 'Berhubung Dengan Kami',
  intro:
    'Tanya soalan, tawarkan bantuan, atau kongsi kisah anda. Kami menjawab setiap mesej, biasanya dalam masa dua hari bekerja.',
  address: 'Alamat',
  phoneAndEmail: 'Telefon dan e-mel',
  sample: ' (contoh)',
  hoursTitle: 'Waktu pejabat',
  hoursWeekdays: 'Isnin-Jumaat: 9:00-22:00',
  hoursWeekend: 'Sabtu-Ahad: 9:00-21:00',
  shopHours:
    'Kedai kami mempunyai waktu bukanya sendiri: Isnin-Jumaat 10:00 pagi hingga 6:00 petang, Sabtu dan Ahad 11:00 pagi hingga 5:00 petang.',
  sendUsAMessage: 'Hantar mesej kepada kami',
  form: 'Borang hubungan',
  name: 'Nama',
  namePlaceholder: 'Nama anda',
  email: 'E-mel',
  emailPlaceholder: 'contoh: anda@example.com',
  subject: 'Perkara',
  subjectPlaceholder: 'Tidak wajib',
  message: 'Mesej',
  messagePlaceholder: 'Bagaimanakah kami boleh membantu?',
  sending: 'Sedang dihantar...',
  send: 'Hantar mesej',
} satisfies Translation<typeof en>;
