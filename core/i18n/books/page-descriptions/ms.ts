import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  homeDescription:
    'Nard Foundation di Singapura melatih individu berkeperluan khas, bekas banduan dan golongan kurang bernasib baik dalam kemahiran kerja yang sebenar.',
  aboutUsDescription:
    'Siapa Nard Foundation, siapa yang dibantunya di Singapura, dan cara ia melatih orang untuk bekerja.',
  projectsDescription:
    'Ladang bandar, pemanggangan kopi dan projek akan datang kami, serta jumlah yang dikumpul setiap satu.',
  projectDetailDescription:
    'Cara projek Nard Foundation berjalan, siapa yang dilatih dan bagaimana anda boleh membantu.',
  workForUsDescription: 'Mohon latihan kemahiran kerja berbayar dengan Nard Foundation. Tiada yuran latihan.',
  yellowRibbonDescription:
    'Jadi sukarelawan bersama Nard Foundation dan bantu bekas banduan membina semula hidup mereka.',
  contributionsDescription:
    'Lihat setiap sumbangan dan perbelanjaan mengikut projek, baca laporan audit kami, dan menderma.',
  homebizDescription: 'NardHomeBiz membantu perniagaan dari rumah menguruskan pesanan dan pelanggan.',
  contactUsDescription: 'Tulis kepada Nard Foundation, telefon kami, atau kunjungi kami di Ang Mo Kio.',
  faqDescription: 'Jawapan tentang menjadi sukarelawan, latihan, derma dan cara kami menjaga data anda.',
  discoverDescription:
    'Latihan kami: tempoh percubaan dua bulan dengan elaun, kemudian latihan industri enam bulan. Percuma.',
  announcementsDescription: 'Berita daripada Nard Foundation: waktu buka, acara dan projek baharu.',
  styleGuideDescription: 'Warna, huruf dan komponen laman web Nard Foundation.',
  licencesDescription: 'Perisian sumber terbuka yang digunakan laman web ini, dan lesennya.',
  passwordDescription:
    'Cara kata laluan berfungsi di laman ini dan cara menetapkan semula kata laluan yang terlupa.',
  signUpDescription: 'Daftar sebagai sukarelawan atau mohon untuk bekerja bersama kami.',
  logInDescription: 'Log masuk ke akaun Nard Foundation anda.',
  forgotPasswordDescription: 'Dapatkan kod melalui e-mel untuk menetapkan kata laluan baharu.',
  otpDescription: 'Masukkan kod empat digit yang kami hantar ke e-mel anda.',
  myGiftsDescription:
    'Lihat derma anda kepada The Nard Foundation, bersama resitnya, melalui pautan yang kami e-melkan kepada anda.',
  confirmEmailDescription: 'Sahkan bahawa alamat e-mel akaun anda ialah milik anda.',
  updatePasswordDescription: 'Pilih kata laluan baharu untuk akaun anda.',
  volunteerPageDescription: 'Acara sukarelawan akan datang dan siapa yang sudah mendaftar.',
  workForUsDetailDescription: 'Syif kerja akan datang dan jam latihan sambil bekerja.',
  profileDescription: 'Butiran anda dengan Nard Foundation.',
  privacyDescription: 'Apa yang kami simpan tentang anda, sebabnya, dan cara meminta kami memadamnya.',
  staffDescription: 'Tempat kakitangan Nard Foundation menerbitkan kandungan dan menjawab pemohon.',
  notFoundDescription: 'Kami tidak dapat mencari halaman itu.',
} satisfies Translation<typeof en>;
