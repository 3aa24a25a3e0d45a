import type {MESSAGES} from '../../../messages/messages.ts';
import type {Translation} from '../../book.ts';

export default {
  fillRequiredCorrectly: 'Sila isi semua ruangan wajib dengan betul.',
  fixFormErrors: 'Sila betulkan kesilapan dalam borang.',
  fillRequired: 'Sila isi semua ruangan wajib',
  fillOtpDigits: 'Sila isi semua digit kod',
  enterEmailFirst: 'Sila kembali dan masukkan alamat e-mel anda',
  submittingDetails: 'Butiran anda sedang dihantar...',
  loggingIn: 'Sedang log masuk...',
  sendingCode: 'Kod sedang dihantar...',
  verifyingCode: 'Kod sedang disemak...',
  resendingCode: 'Kod sedang dihantar semula...',
  updatingPassword: 'Kata laluan sedang dikemas kini...',
  registered: 'Pendaftaran berjaya!',
  loggedIn: 'Log masuk berjaya!',
  formSubmitted: 'Borang berjaya dihantar',
  invalidCredentials: 'E-mel atau kata laluan tidak betul',
  jwtExpired: 'Sesi log masuk telah tamat',
  networkError: 'Ralat rangkaian: kami tidak dapat menghubungi pelayan. Semak sambungan anda dan cuba lagi.',
  sessionExpired: 'Sesi anda telah tamat. Sila log masuk semula.',
  savingProfile: 'Profil anda sedang disimpan...',
  profileSaved: 'Profil anda sudah disimpan.',
  loggingOut: 'Sedang log keluar...',
  loggedOut: 'Anda sudah log keluar.',
  invalidAccessToken: 'Token akses tidak sah',
  checkEmailAfterSignup:
    'Terima kasih! Sila semak e-mel anda. Kami telah menghantar mesej tentang akaun anda.',
  confirmingEmail: 'Alamat e-mel anda sedang disahkan...',
  emailConfirmed: 'Alamat e-mel anda sudah disahkan. Kini anda boleh mendaftar untuk acara.',
  emailLinkDead:
    'Pautan ini sudah tamat tempoh atau sudah digunakan. Log masuk dan minta pautan baharu di profil anda.',
  emailUnconfirmed:
    'Sila sahkan alamat e-mel anda dahulu. Buka pautan dalam e-mel yang kami hantar, atau minta pautan baharu di profil anda.',
  sendingConfirmationLink: 'Pautan baharu sedang dihantar...',
  confirmationLinkSent: 'Kami telah menghantar pautan baharu ke alamat e-mel anda. Ia sah selama 7 hari.',
  emailAlreadyConfirmed: 'Alamat e-mel anda sudah pun disahkan.',
  confirmationLinkNotSent: 'Kami tidak dapat menghantar e-mel sekarang. Sila cuba lagi dalam beberapa minit.',
} satisfies Translation<typeof MESSAGES>;
