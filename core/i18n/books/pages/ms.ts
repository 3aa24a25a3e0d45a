import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  homeTitle: 'Nard Foundation: kemahiran, pekerjaan dan permulaan baharu',
  homeDescription:
    'Nard Foundation di Singapura melatih individu berkeperluan khas, bekas banduan dan golongan kurang bernasib baik dalam kemahiran kerja yang sebenar.',
  aboutUsTitle: 'Tentang Kami',
  aboutUsDescription:
    'Siapa Nard Foundation, siapa yang dibantunya di Singapura, dan cara ia melatih orang untuk bekerja.',
  projectsTitle: 'Projek Kami',
  projectsDescription:
    'Ladang bandar, pemanggangan kopi dan projek akan datang kami, serta jumlah yang dikumpul setiap satu.',
  projectDetailTitle: 'Projek',
  projectDetailDescription:
    'Cara projek Nard Foundation berjalan, siapa yang dilatih dan bagaimana anda boleh membantu.',
  workForUsTitle: 'Bekerja Bersama Kami',
  workForUsDescription: 'Mohon latihan kemahiran kerja berbayar dengan Nard Foundation. Tiada yuran latihan.',
  yellowRibbonTitle: 'Sukarelawan',
  yellowRibbonDescription:
    'Jadi sukarelawan bersama Nard Foundation dan bantu bekas banduan membina semula hidup mereka.',
  contributionsTitle: 'Sumbangan',
  contributionsDescription:
    'Lihat setiap sumbangan dan perbelanjaan mengikut projek, baca laporan audit kami, dan menderma.',
  homebizTitle: 'Aplikasi NardHomeBiz',
  homebizDescription: 'NardHomeBiz membantu perniagaan dari rumah menguruskan pesanan dan pelanggan.',
  contactUsTitle: 'Hubungi Kami',
  contactUsDescription: 'Tulis kepada Nard Foundation, telefon kami, atau kunjungi kami di Ang Mo Kio.',
  faqTitle: 'Soalan Umum',
  faqDescription: 'Jawapan tentang menjadi sukarelawan, latihan, derma dan cara kami menjaga data anda.',
  discoverTitle: 'Latihan kemahiran kerja',
  discoverDescription:
    'Latihan kami: tempoh percubaan dua bulan dengan elaun, kemudian latihan industri enam bulan. Percuma.',
  announcementsTitle: 'Pengumuman',
  announcementsDescription: 'Berita daripada Nard Foundation: waktu buka, acara dan projek baharu.',
  styleGuideTitle: 'Panduan gaya',
  styleGuideDescription: 'Warna, huruf dan komponen laman web Nard Foundation.',
  licencesTitle: 'Lesen',
  licencesDescription: 'Perisian sumber terbuka yang digunakan laman web ini, dan lesennya.',
  passwordTitle: 'Kata laluan dan tetapan semula',
  passwordDescription:
    'Cara kata laluan berfungsi di laman ini dan cara menetapkan semula kata laluan yang terlupa.',
  signUpTitle: 'Daftar',
  signUpDescription: 'Daftar sebagai sukarelawan atau mohon untuk bekerja bersama kami.',
  logInTitle: 'Log Masuk',
  logInDescription: 'Log masuk ke akaun Nard Foundation anda.',
  forgotPasswordTitle: 'Terlupa kata laluan',
  forgotPasswordDescription: 'Dapatkan kod melalui e-mel untuk menetapkan kata laluan baharu.',
  otpTitle: 'Masukkan kod anda',
  otpDescription: 'Masukkan kod empat digit yang kami hantar ke e-mel anda.',
  confirmEmailTitle: 'Sahkan alamat e-mel anda',
  confirmEmailDescription: 'Sahkan bahawa alamat e-mel akaun anda ialah milik anda.',
  updatePasswordTitle: 'Tetapkan kata laluan baharu',
  updatePasswordDescription: 'Pilih kata laluan baharu untuk akaun anda.',
  volunteerPageTitle: 'Acara sukarelawan',
  volunteerPageDescription: 'Acara sukarelawan akan datang dan siapa yang sudah mendaftar.',
  workForUsDetailTitle: 'Acara kerja',
  workForUsDetailDescription: 'Syif kerja akan datang dan jam latihan sambil bekerja.',
  profileTitle: 'Profil',
  profileDescription: 'Butiran anda dengan Nard Foundation.',
  privacyTitle: 'Privasi',
  privacyDescription: 'Apa yang kami simpan tentang anda, sebabnya, dan cara meminta kami memadamnya.',
  staffTitle: 'Konsol kakitangan',
  staffDescription: 'Tempat kakitangan Nard Foundation menerbitkan kandungan dan menjawab pemohon.',
  notFoundTitle: 'Halaman tidak ditemui',
  notFoundDescription: 'Kami tidak dapat mencari halaman itu.',
} satisfies Translation<typeof en>;
