import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  title: 'Derma',
  embeddedTitle: 'Derma kepada Nard Foundation',
  intro: 'Tiada jumlah minimum untuk menderma. Pilih cara yang paling sesuai untuk anda.',
  loading: 'Cara-cara menderma sedang dimuatkan…',
  failed: 'Maaf, kami tidak dapat memuatkan butiran pembayaran kami buat masa ini. Sila cuba lagi.',
  paynowTitle: 'PayNow',
  bankTitle: 'Pindahan bank',
  onlineTitle: 'Kad, Google Pay atau Apple Pay',
  chooseAmount: 'Pilih jumlah',
  otherAmount: 'Jumlah lain',
  anyAmountChoice: 'Saya akan menaipnya dalam aplikasi bank saya',
  ownAmount: 'Jumlah anda dalam dolar Singapura',
  ownAmountExample: 'Contohnya 25.50',
  amountEmpty: 'Sila masukkan jumlah, contohnya 25 atau 25.50.',
  amountNotNumber: 'Sila gunakan nombor sahaja, contohnya 25 atau 25.50.',
  amountTooManyDecimals: 'Sila gunakan paling banyak 2 angka selepas titik perpuluhan.',
  amountNotPositive: 'Jumlah mestilah lebih daripada $0.',
  amountTooLarge: 'Satu kod QR PayNow boleh membawa paling banyak $999,999.99.',
  typeAmountFirst: 'Taipkan jumlah di atas untuk melihat kod QR.',
  qrLabel: 'Kod QR PayNow: {amount} kepada {merchant}, UEN {uen}',
  pledgeQrLabel: 'Kod QR PayNow: {amount} kepada {merchant}, UEN {uen}, nombor rujukan {reference}',
  anyAmount: 'sebarang jumlah',
  scanHint: 'Imbas dengan aplikasi bank anda. Atau pilih PayNow ke UEN dan masukkan',
  scanHintUen:
    'Imbas dengan aplikasi bank anda. Atau pilih PayNow ke UEN dan masukkan <uen>{uen}</uen> ({merchant}).',
  scanHintSampleUen:
    'Imbas dengan aplikasi bank anda. Atau pilih PayNow ke UEN dan masukkan <uen>{uen}</uen> ({merchant}). UEN ini hanya contoh.',
  bankName: 'Nama bank',
  accountNumber: 'Nombor akaun',
  beneficiaryName: 'Nama penerima',
  bankCode: 'Kod bank',
  referenceLine: 'Komen (nombor rujukan anda)',
  copy: 'Salin Butiran Akaun',
  copied: 'Butiran akaun telah disalin. Tampalkannya ke dalam aplikasi bank anda.',
  copyFailed: 'Maaf, kami tidak dapat menyalinnya. Sila pilih butiran itu dan salin sendiri.',
  creditCard: 'Kad Kredit',
  payBy: 'Bayar dengan {method}',
  opensInNewTab: ' (dibuka dalam tab baharu)',
  notSetUp: 'Pembayaran dengan {methods} di laman web ini belum disediakan.',
  useOtherWays:
    'Buat masa ini, sila menderma melalui PayNow atau pindahan bank. Kedua-duanya sampai kepada kami dengan cara yang sama.',
  notSetUpNote:
    'Pembayaran dengan <strong>{methods}</strong> di laman web ini belum disediakan. Buat masa ini, sila menderma melalui <paynow>PayNow</paynow> atau <bank>pindahan bank</bank>. Kedua-duanya sampai kepada kami dengan cara yang sama.',
  giveNow: 'Derma sekarang',
  loadingGiveNow: 'Borang derma sedang dimuatkan…',
  formIntro:
    'Beritahu kami tentang derma anda dan kami akan memberi anda nombor rujukan untuk membuat bayaran, supaya kami dapat memadankan derma anda dan menghantar resit.',
  generalFund: 'Di mana paling diperlukan',
  sending: 'Sedang mendapatkan nombor rujukan anda…',
  summary: 'Derma anda sebanyak {amount} ({project})',
  referenceLabel: 'Nombor rujukan derma anda',
  referenceIntro: 'Nombor rujukan derma anda:',
  putReference:
    'Masukkan nombor rujukan ini dalam ruangan komen pindahan, supaya kami dapat memadankan derma anda dan menghantar resit.',
  copyReference: 'Salin nombor rujukan',
  referenceCopied: '{reference} telah disalin.',
  paynowAmountFixed:
    'Kod QR ini membawa jumlah dan nombor rujukan; aplikasi bank anda tidak boleh mengubahnya.',
  sentByMail: 'Kami juga telah menghantar butiran ini ke e-mel anda.',
  receiptLater:
    'Kami akan menghantar resit anda melalui e-mel sebaik sahaja derma anda sampai ke akaun kami, biasanya dalam masa 3 hari bekerja.',
  giveAgain: 'Derma sekali lagi',
} satisfies Translation<typeof en>;
