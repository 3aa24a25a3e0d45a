import type {Translation} from '../../book.ts';
import type en from './en.ts';

export default {
  codeOnItsWay: 'Jika ada akaun bagi e-mel ini, kod 4 digit sedang dihantar.',
  codeRefused:
    'Kod ini tidak boleh digunakan. Mungkin tersilap taip, sudah tamat tempoh atau sudah dicuba terlalu banyak kali. Sila minta kod baharu, atau buka pautan dalam e-mel yang kami hantar kepada anda.',
  codeVerified: 'Kod disahkan.',
  resetTokenDead:
    'Penetapan semula kata laluan ini sudah tamat tempoh atau sudah digunakan. Sila minta kod baharu.',
  passwordUpdated: 'Kata laluan dikemas kini. Sila log masuk.',
  profileSaved: 'Profil disimpan.',
  detailsSaved: 'Butiran anda sudah disimpan.',
  staffOnly: 'Ini untuk kakitangan yayasan sahaja.',
  adminOnly: 'Hanya pentadbir boleh melakukan ini.',
  signupNoEvent: 'Acara itu tidak wujud.',
  signupClosed: 'Acara ini sudah berlangsung atau dibatalkan, jadi pendaftaran sudah ditutup.',
  signupWrongType: 'Acara ini untuk jenis permohonan yang satu lagi, jadi anda tidak boleh mendaftar.',
  signupAlready: 'Anda sudah mendaftar untuk acara ini.',
  signupConfirmed: 'Anda sudah mendaftar. Kami telah menghantar e-mel berserta butirannya kepada anda.',
  signupWaiting: 'Acara ini sudah penuh. Anda nombor {position} dalam senarai menunggu.',
  namesStaffOnly: 'Siapa yang bertugas di sesuatu acara hanya ditunjukkan kepada kakitangan.',
  notSignedUp: 'Anda tidak mendaftar untuk acara ini.',
  withdrawn: 'Anda telah menarik diri.',
  authenticatorAlready:
    'Aplikasi pengesah anda sudah disediakan. Buang aplikasi itu dahulu untuk menyediakan yang lain.',
  authenticatorRemoved:
    'Aplikasi pengesah anda telah dibuang, dan peranti anda yang lain telah dilog keluar.',
  recoveryCodesNeedFactor:
    'Sediakan kunci laluan atau aplikasi pengesah dahulu: kod pemulihan digunakan bersamanya.',
  steppedUp:
    'Terima kasih. Dalam masa 10 minit ini, peranti ini boleh membuat perubahan yang memerlukan pengesahan.',
  passkeyAdded: 'Kunci laluan ditambah. Mulai sekarang anda boleh log masuk dengannya.',
  passkeyRemoved: 'Kunci laluan dibuang, dan peranti anda yang lain telah dilog keluar.',
  passkeyNotFound: 'Kunci laluan itu sudah tiada pada akaun anda.',
  sessionNotFound: 'Tiada sesi terbuka anda dengan id itu. Mungkin sesi itu sudah tamat.',
  deviceSignedOut: 'Peranti itu telah dilog keluar.',
  otherDevicesSignedOut: 'Semua peranti lain telah dilog keluar.',
  giftsConfirmFirst:
    'Sahkan alamat e-mel anda dahulu (pautan dalam e-mel alu-aluan kami): kami hanya menunjukkan derma yang diberi dengan alamat yang sudah disahkan.',
  donorLinkSent:
    'Jika ada derma yang diberikan dengan alamat ini, kami telah menghantar pautan untuk melihatnya. Pautan itu boleh digunakan sekali, selama 1 jam.',
  donorLinkDead: 'Pautan ini telah tamat tempoh atau sudah digunakan. Sila minta pautan baharu.',
  donorSessionEnded: 'Pautan anda telah tamat. Sila minta pautan baharu untuk melihat derma anda semula.',
  statementYear: 'Pilih tahun penyata, contohnya ?year=2026.',
  noSuchGift: 'Anda tiada derma dengan id itu.',
  noReceiptYet: 'Derma ini belum ada resit: derma itu belum sampai kepada kami, atau telah dibatalkan.',
  noTaxDeduction:
    'Derma di sini belum layak untuk potongan cukai, jadi kami tidak boleh menerima nombor pengenalan. Sila menderma tanpanya.',
  notAPartner: 'Laman ini belum lagi menjadi rakan kongsi berdaftar Nard Foundation.',
  partnerWriteOnly: 'Laman rakan kongsi hanya boleh menghantar borang permohonan sukarelawan.',
  serverError: 'Ada masalah di pihak kami. Sila cuba lagi dalam beberapa minit.',
  busy: 'Kami sangat sibuk sekarang. Sila tunggu 2 saat dan cuba lagi.',
  waitSeconds: 'Terlalu banyak cubaan. Sila tunggu {count, plural, other {# saat}} dan cuba lagi.',
  waitMinutes: 'Terlalu banyak cubaan. Sila tunggu {count, plural, other {# minit}} dan cuba lagi.',
  waitHours: 'Terlalu banyak cubaan. Sila tunggu {count, plural, other {# jam}} dan cuba lagi.',
} satisfies Translation<typeof en>;
