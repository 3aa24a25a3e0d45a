import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  pageTitle: 'Sumbangan',
  pageLead:
    'Lihat dari mana setiap dolar datang dan ke mana ia pergi. Kemudian, jika anda mampu, hulurkanlah derma.',
  donateNow: 'Derma Sekarang',
  goalTitle: 'Matlamat Kami',
  goalPeople:
    'Kami mahu setiap individu berkeperluan khas, setiap orang yang pulang dari penjara dan setiap keluarga yang memerlukan mempunyai kemahiran, pekerjaan dan tempat dalam masyarakat.',
  goalGift:
    'Derma anda membiayai latihan, peralatan, benih dan biji kopi, serta elaun yang menyara hidup pelatih kami.',
  whyTitle: 'Mengapa Sumbangan Penting?',
  whyFirstJob:
    'Ramai orang yang kami latih sukar mendapat pekerjaan pertama. Latihan berelaun selama beberapa bulan boleh mengubah keadaan itu untuk selamanya.',
  whyNoMinimum:
    'Tiada jumlah minimum untuk menderma. Ada yang menderma sekali; ada yang menderma setiap bulan, setiap suku tahun atau setahun sekali. Setiap jumlah disenaraikan di bawah, supaya anda dapat melihat hasilnya.',
  causeTitle: 'Butiran tentang usaha kami',
  causeEducationTitle: 'Pendidikan untuk individu berkeperluan khas',
  causeEducationText:
    'Kami mengajar kemahiran kerja yang sebenar, seperti menanam sayur dan memanggang kopi, mengikut kadar yang sesuai bagi setiap pelajar. Tiada yuran latihan.',
  causeYellowRibbonTitle: 'Projek Reben Kuning',
  causeYellowRibbonText:
    'Di Singapura, Reben Kuning bermaksud memberi bekas banduan peluang kedua. Kami membantu mereka yang keluar dari penjara mempelajari kemahiran dan mendapat kerja tetap.',
  causeSupportTitle: 'Sokongan untuk golongan kurang bernasib baik',
  causeSupportText:
    'Pelatih menerima elaun sepanjang tempoh percubaan dua bulan, kemudian menjalani latihan industri selama enam bulan dengan rakan kongsi industri, supaya mereka dapat menjana pendapatan sambil belajar.',
} satisfies Translation<typeof en>;
