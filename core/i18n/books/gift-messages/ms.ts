import type {GIFT_MESSAGES} from '../../../messages/rule-messages.ts';
import type {Translation} from '../../book.ts';

export default {
  amount:
    'Masukkan jumlah lebih daripada $0 dan paling banyak $100,000, dengan paling banyak 2 angka selepas titik perpuluhan. Untuk derma yang lebih besar, sila hubungi kami.',
  project: 'Pilih ke mana derma anda disalurkan.',
  showName: 'Pilih sama ada nama anda ditunjukkan.',
  idType: 'Pilih NRIC, FIN atau UEN.',
  consent: 'Untuk menuntut potongan cukai, setuju supaya kami menyerahkan butiran ini kepada IRAS.',
  idNameRequired: 'Masukkan nama tepat seperti pada NRIC, FIN atau pendaftaran syarikat.',
  idNameTooLong: 'Nama tidak boleh melebihi 100 aksara.',
} satisfies Translation<typeof GIFT_MESSAGES>;
