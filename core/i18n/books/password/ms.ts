import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  heading: 'Kata laluan dan tetapan semula',
  lead: 'Kata laluan anda menjaga keselamatan akaun anda. Begini caranya.',
  goodTitle: 'Kata laluan yang baik',
  goodLength: 'Kata laluan anda memerlukan sekurang-kurangnya 6 aksara.',
  goodMix:
    'Ia memerlukan satu huruf besar, satu huruf kecil, satu nombor dan satu simbol: @ $ ! % * ? atau &.',
  goodExample: 'Contohnya, ayat pendek sesuai digunakan: Green@Farm24.',
  goodUnique: 'Sila jangan gunakan kata laluan yang sama seperti di laman web lain.',
  forgotTitle: 'Jika anda terlupa kata laluan',
  forgotStep1: 'Pergi ke halaman Terlupa Kata Laluan dan taip alamat e-mel anda.',
  forgotStep2: 'Kami menghantar kod 4 digit kepada anda. Kod itu sah selama 10 minit.',
  forgotStep3: 'Taip kod itu. Kemudian pilih kata laluan baharu.',
  forgotNewCode:
    'Anda boleh meminta kod baharu jika kod pertama tidak sampai. Periksa juga folder spam anda.',
  resetButton: 'Tetapkan semula kata laluan saya',
  safeTitle: 'Cara kami menjaga keselamatannya',
  safeScrambled:
    'Kami tidak pernah menyimpan kata laluan anda sebagai teks biasa. Kami hanya menyimpan bentuknya yang telah dikacau.',
  safeNeverAsk: 'Kakitangan kami tidak akan sekali-kali meminta kata laluan atau kod anda.',
  safeWrongCodes:
    'Selepas 5 kod yang salah, anda perlu meminta kod baharu. Ini menghalang orang yang tidak dikenali daripada meneka.',
} satisfies Translation<typeof en>;
